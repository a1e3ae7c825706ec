import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESUMABLE_UPLOADS_PATH } from '@docket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { must } from '../src/lib/must.ts';
import { withDatabase } from './database-url.ts';
import { type S3TestServer, startS3TestServer } from './s3-test-server.ts';
import { freePort, type ServerProcess, startServer, waitUntilHealthy } from './server-process.ts';
import { adminQuery } from './test-database.ts';
import { multipartBody, TINY_PDF } from './upload.ts';

/**
 * Two API processes behind one PostgreSQL, one Redis and one object store, as several instances
 * run in production: sessions, lockouts, rate limits and files are shared, not per process. Each
 * has a DATA_DIR of its own, as separate machines would.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `docket_multi_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'docket-multi-'));
const admin = { email: 'admin@multi.test', password: 'Multi-Admin-2026!' };
const servers: ServerProcess[] = [];
let s3: S3TestServer;
let a: string;
let b: string;

beforeAll(async () => {
  await adminQuery(serverUrl, `create database "${dbName}"`);
  s3 = await startS3TestServer();
  const env = {
    ...s3.env('multi'),
    DATABASE_URL: withDatabase(serverUrl, dbName),
    REDIS_URL: redisUrl,
    REDIS_NAMESPACE: `${dbName}:`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ACCOUNT_RATE_LIMIT: '12',
    LOG_LEVEL: 'warn',
  };
  // Both start together: migrations must serialise on their lock.
  const first = startServer({ ...env, DATA_DIR: join(dataDir, 'first') }, await freePort());
  const second = startServer({ ...env, DATA_DIR: join(dataDir, 'second') }, await freePort());
  servers.push(first, second);
  await Promise.all([waitUntilHealthy(first, 90_000), waitUntilHealthy(second, 90_000)]);
  a = `http://127.0.0.1:${first.port}`;
  b = `http://127.0.0.1:${second.port}`;
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await adminQuery(serverUrl, `drop database if exists "${dbName}" with (force)`);
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const login = (base: string, body: object) =>
  fetch(`${base}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** An administrator added to the shared database (the seeded one is locked out by a test), signed in on the first. */
async function signInNewAdmin(user: { email: string; password: string }): Promise<string> {
  const migrated = await openDatabase({
    kind: 'postgres',
    url: withDatabase(serverUrl, dbName),
    maxConnections: 1,
  });
  await runMigrations(migrated);
  const { hashPassword } = await import('../src/modules/account/passwords.ts');
  const { users } = await import('../src/db/schema/index.ts');
  await migrated.db.insert(users).values({
    email: user.email,
    firstName: 'Another',
    lastName: 'Admin',
    role: 'Admin',
    passwordHash: await hashPassword(user.password),
  });
  await migrated.close();
  return ((await (await login(a, user)).json()) as { data: { token: string } }).data.token;
}

describe('two instances', () => {
  it('share sessions: sign in on one, refresh on the other', async () => {
    const signedIn = (await (await login(a, admin)).json()) as {
      data: { token: string; refreshToken: string };
    };
    const refreshed = await fetch(`${b}/api/Authentication/RefreshToken`, {
      headers: { refreshToken: signedIn.data.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const me = await fetch(`${a}/api/user/GetCurrentUser`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${((await refreshed.json()) as { data: { token: string } }).data.token}`,
      },
    });
    expect(me.status).toBe(200);
    // The old refresh token, replayed on the first instance, is known there to be used.
    const replay = await fetch(`${a}/api/Authentication/RefreshToken`, {
      headers: { refreshToken: signedIn.data.refreshToken },
    });
    expect(replay.status).toBe(401);
  });

  it('count failures on both toward one lockout', async () => {
    const wrong = { email: admin.email, password: 'Wrong-Password-1!' };
    for (const base of [a, b, a, b]) expect((await login(base, wrong)).status).toBe(401);
    expect((await login(b, wrong)).status).toBe(429);
    expect((await login(a, admin)).status).toBe(429);
  });

  it('serve a file uploaded through one from the other', async () => {
    const token = await signInNewAdmin({ email: 'second@multi.test', password: 'Second-Admin-2026!' });
    const body = multipartBody('shared.pdf', TINY_PDF);
    const uploaded = await fetch(`${a}/api/FileReceiver/Uploadfile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      body: body.payload,
    });
    const [staged] = ((await uploaded.json()) as { data: { content: Array<{ filePath: string }> } }).data
      .content;
    const key = must(staged, 'the staged file').filePath;
    const downloaded = await fetch(`${b}/api/FileReceiver/DownloadFile`, {
      headers: { authorization: `Bearer ${token}`, filePath: key },
    });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(TINY_PDF)).toBe(true);
  });

  it('take a resumable upload on either, and give its answer on the other', async () => {
    const token = await signInNewAdmin({ email: 'third@multi.test', password: 'Third-Admin-2026!' });
    const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
    const patch = (base: string, location: string, offset: number, bytes: Buffer) =>
      fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes,
      });
    const created = await fetch(`${a}${RESUMABLE_UPLOADS_PATH}`, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(TINY_PDF.length),
        'upload-metadata': `filename ${Buffer.from('both.pdf').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = must(created.headers.get('location'), 'the upload address');
    const half = Math.floor(TINY_PDF.length / 2);
    expect((await patch(a, location, 0, TINY_PDF.subarray(0, half))).status).toBe(204);
    const head = await fetch(`${b}${location}`, { method: 'HEAD', headers: tus });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const last = await patch(b, location, half, TINY_PDF.subarray(half));
    expect(last.status).toBe(200);
    // The answer of the last PATCH, asked again of the other instance, as after a lost answer.
    const whole = await fetch(`${a}${location}`, { method: 'HEAD', headers: tus });
    expect(whole.headers.get('upload-offset')).toBe(String(TINY_PDF.length));
    const kept = await fetch(`${a}${location}`, { headers: tus });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual(await last.json());
  });

  it('share the per-address rate limit through Redis', async () => {
    const forgot = (base: string) =>
      fetch(`${base}/api/Account/ForgotPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x@multi.test' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await forgot(i % 2 ? a : b)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });
});
