import { randomBytes } from 'node:crypto';
import { ERRORS } from '@tus/server';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createUser, signIn } from '../../../../test/factories.ts';
import { createUpload, headUpload, locationOf } from '../../../../test/tus.ts';
import { must } from '../../../lib/must.ts';
import { RedisLocker, type RedisLockerOptions } from './redis-locker.ts';

/**
 * tus's locks in a real Redis (TEST_REDIS_URL), as two instances share them: each locker has a
 * connection of its own, as each instance does, and every key is under this file's namespace.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const namespace = `docket-test-${randomBytes(4).toString('hex')}:`;
const connections: Redis[] = [];

function connect(): Redis {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  connections.push(redis);
  return redis;
}

/** One instance's locker, with times short enough for a test. */
function instance(options: Partial<RedisLockerOptions> = {}, redis = connect()): RedisLocker {
  return new RedisLocker(redis, {
    prefix: `${namespace}tus-lock:`,
    ttlMs: 400,
    checkMs: 50,
    pollMs: 20,
    acquireTimeoutMs: 3_000,
    ...options,
  });
}

const uploadId = () => randomBytes(16).toString('hex');
const never = new AbortController().signal;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settles to what the promise came to, or 'waiting' if it has not within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'waiting'> {
  return Promise.race([promise, sleep(ms).then(() => 'waiting' as const)]);
}

afterAll(async () => {
  const cleaner = connect();
  const keys = await cleaner.keys(`${namespace}*`);
  if (keys.length > 0) await cleaner.del(...keys);
  await Promise.allSettled(connections.map((redis) => redis.quit()));
});

describe('the Redis locker', () => {
  it('keeps a second instance out while the first holds the lock, and lets it in once released', async () => {
    const id = uploadId();
    const first = instance().newLock(id);
    const second = instance().newLock(id);
    await first.lock(never, () => {});
    const waiting = second.lock(never, () => {});
    // Held longer than its ttl: renewed, so the second still waits.
    expect(await within(waiting, 900)).toBe('waiting');
    await first.unlock();
    expect(await within(waiting, 1_000)).toBeUndefined();
    await second.unlock();
  });

  it('asks the holder on another instance to let go, as tus asks of a request left hanging', async () => {
    const id = uploadId();
    const first = instance().newLock(id);
    const asked: string[] = [];
    // What tus does when asked: it ends the holder's request, which then unlocks.
    await first.lock(never, () => {
      asked.push('release');
      void first.unlock();
    });
    const second = instance().newLock(id);
    await second.lock(never, () => {});
    expect(asked.length).toBeGreaterThanOrEqual(1);
    await second.unlock();
  });

  it('answers ERR_LOCK_TIMEOUT to a request that waited too long, or whose request ended', async () => {
    const id = uploadId();
    const first = instance().newLock(id);
    await first.lock(never, () => {});
    const impatient = instance({ acquireTimeoutMs: 300 }).newLock(id);
    await expect(impatient.lock(never, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const ended = new AbortController();
    const gone = instance()
      .newLock(id)
      .lock(ended.signal, () => {});
    ended.abort();
    await expect(gone).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await first.unlock();
  });

  it('lets a lock go when its instance stopped, once its ttl has passed', async () => {
    const id = uploadId();
    const stopping = connect();
    const first = instance({}, stopping).newLock(id);
    await first.lock(never, () => {});
    // The instance stops: no renewal, no unlock.
    stopping.disconnect();
    const started = Date.now();
    const second = instance().newLock(id);
    await second.lock(never, () => {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    await second.unlock();
  });

  it('never frees a lock someone else took after the holder’s expired', async () => {
    const id = uploadId();
    const admin = connect();
    const first = instance().newLock(id);
    let lost = false;
    await first.lock(never, () => {
      lost = true;
    });
    // The holder's lock expires behind its back (a stall past the ttl), and another takes it.
    await admin.del(`${namespace}tus-lock:${id}`);
    const second = instance().newLock(id);
    await second.lock(never, () => {});
    // The first hears it lost the lock, and its unlock leaves the second's alone.
    await sleep(150);
    expect(lost).toBe(true);
    await first.unlock();
    expect(
      await within(
        instance()
          .newLock(id)
          .lock(never, () => {}),
        300,
      ),
    ).toBe('waiting');
    await second.unlock();
  });
});

describe('resumable uploads with REDIS_URL', () => {
  let t: TestApp;
  let client: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REDIS_URL: redisUrl, REDIS_NAMESPACE: namespace } });
    client = (await signIn(t, await createUser(t.db, 'Client'))).auth;
  }, 30_000);
  afterAll(() => t?.close());

  it('lock uploads in Redis: a HEAD waits for another instance’s lock, and asks it to let go', async () => {
    const location = locationOf(await createUpload(t.app, client, { fileName: 'lease.pdf', length: 100 }));
    const id = must(location.split('/').pop(), 'the upload id');
    // Another instance holds the upload, with a request that ends when asked to.
    const elsewhere = instance({ ttlMs: 15_000, checkMs: 1_000 }).newLock(id);
    let asked = 0;
    await elsewhere.lock(never, () => {
      asked++;
      void sleep(200).then(() => elsewhere.unlock());
    });
    const head = await headUpload(t.app, client, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('0');
    expect(asked).toBeGreaterThanOrEqual(1);
  });
});
