/**
 * `npm run seed:demo`: one user of each role (and, as they exist, sample data) for trying the
 * product. Uses the same configuration as the server; stop the server first when it runs on the
 * embedded database, whose directory only one process may open.
 */
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/account/passwords.ts';

export const DEMO_PASSWORD = 'Docket-Demo-2026!';
export const DEMO_USERS = [
  { email: 'admin@demo.docket.test', firstName: 'Alex', lastName: 'Admin', role: 'Admin' },
  { email: 'solicitor@demo.docket.test', firstName: 'Sam', lastName: 'Solicitor', role: 'Solicitor' },
  { email: 'client@demo.docket.test', firstName: 'Chidi', lastName: 'Client', role: 'Client' },
] as const;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await runMigrations(handle);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const demo of DEMO_USERS) {
      const [existing] = await handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demo.email));
      if (existing) continue;
      await handle.db.insert(users).values({ ...demo, phoneNumber: '+447700900123', passwordHash });
    }
    console.log(`Demo users (password ${DEMO_PASSWORD}):`);
    for (const demo of DEMO_USERS) console.log(`  ${demo.role.padEnd(9)} ${demo.email}`);
  } finally {
    await handle.close();
  }
}

await main();
