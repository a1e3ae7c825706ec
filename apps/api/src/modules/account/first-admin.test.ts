import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { users } from '../../db/schema/index.ts';
import { backgroundContext } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import { ensureFirstAdmin } from './first-admin.service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the first administrator', () => {
  it('is created ready to sign in from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    t = await buildTestApp({ env: { ADMIN_EMAIL: 'boss@firm.test', ADMIN_PASSWORD: 'First-Admin-Pass1!' } });
    await ensureFirstAdmin(backgroundContext(t.app));
    await ensureFirstAdmin(backgroundContext(t.app));
    const admins = await t.db.select().from(users).where(eq(users.role, 'Admin'));
    expect(admins).toHaveLength(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { email: 'boss@firm.test', password: 'First-Admin-Pass1!' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('otherwise gets a one-time link in the log to set the password', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _e, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp({ logger: { level: 'info', stream } });
    await ensureFirstAdmin(backgroundContext(t.app));
    const line = must(
      lines.find((l) => l.includes('/account/set-password?')),
      'a log line with the set-password link',
    );
    const [address] = must(/http\S+?(?=")/.exec(line), 'the link in the log line');
    const link = new URL(address);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: {
        userId: link.searchParams.get('userId'),
        code: link.searchParams.get('code'),
        password: 'Chosen-Admin-Pass1!',
        confirmPassword: 'Chosen-Admin-Pass1!',
      },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { email: 'admin@docket.local', password: 'Chosen-Admin-Pass1!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toBeTruthy();
  });
});
