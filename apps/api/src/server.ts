import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DirectoryLockedError } from './db/directory-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { backgroundContext } from './lib/context.ts';
import { LocaleOverridesError } from './lib/locale-overrides.ts';
import { resolveSecret } from './lib/secrets.ts';
import { ensureFirstAdmin } from './modules/account/first-admin.service.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

async function openAndMigrate(config: Config): Promise<DatabaseHandle> {
  try {
    const handle = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
    await runMigrations(handle);
    return handle;
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      console.error(error.message);
      process.exit(75);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  for (const dir of [config.dataDir, config.filesDir, config.outboxDir]) mkdirSync(dir, { recursive: true });
  const secrets = {
    jwtSecret: resolveSecret(config.jwtSecret, config.dataDir, 'jwt-secret'),
    encryptionKey: resolveSecret(config.encryptionKey, config.dataDir, 'encryption-key'),
  };
  const handle = await openAndMigrate(config);
  const app = await buildApp({ config: { ...config, ...secrets }, db: handle.db }).catch(async (error) => {
    // A correction of the texts naming a key they do not have: the firm must fix the file first.
    if (!(error instanceof LocaleOverridesError)) throw error;
    console.error(error.message);
    await handle.close();
    process.exit(78);
  });
  await ensureFirstAdmin(backgroundContext(app));

  // Answer new requests 503 while those in flight finish, then stop listening and close the
  // database (decision 012); whatever is still running after 10 seconds is cut off (exit 1).
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    // Background work stops being taken at once too: its batch in progress is waited for (up to
    // 8 s) while the requests finish, not after them.
    const drained = Promise.all([app.drain(), app.stopBackgroundWork()]);
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await drained;
    await app.close();
    await handle.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Docket is running at ${config.publicUrl} (database: ${handle.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

await main();
