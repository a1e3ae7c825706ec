import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';

export type RedisLockerOptions = {
  /** Prefix of the locks' keys: REDIS_NAMESPACE and what they are. */
  prefix: string;
  /** How long a lock outlives an instance that stopped holding it; renewed while it is held. */
  ttlMs?: number;
  /** How often a holder renews its lock and looks whether another request asks for it. */
  checkMs?: number;
  /** How often a request waiting for a lock tries again. */
  pollMs?: number;
  /** How long a request waits before tus answers it failed (tus's MemoryLocker waits as long). */
  acquireTimeoutMs?: number;
};

/** Takes the lock if free, clearing any stale request to let go; else asks its holder to let go. */
const ACQUIRE = `
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  redis.call('del', KEYS[2])
  return 1
end
redis.call('set', KEYS[2], '1', 'PX', ARGV[2])
return 0`;

/** Extends the holder's lock; 1 when another request asked for it meanwhile, -1 when it was lost. */
const RENEW = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return -1 end
redis.call('pexpire', KEYS[1], ARGV[2])
return redis.call('del', KEYS[2])`;

/** Deletes the lock only if it is still the holder's: one that expired and was taken stays taken. */
const RELEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

/**
 * tus's lock of an upload across instances, in Redis (decision 035): each PATCH, HEAD or DELETE
 * holds its upload's lock while it works, so two instances never write one upload at once. A
 * lock is a key set only if absent, holding a token of its own, renewed while held and deleted
 * only by its holder; an instance that stops loses its locks when they expire.
 *
 * As tus's own MemoryLocker does, a request that finds the lock taken asks its holder to let go
 * (tus then ends the holder's request after its drain time): a phone cut off mid-PATCH leaves a
 * request hanging on one instance, and its next request, on any instance, should not wait for
 * it. The holder hears that at its next renewal, or at once when both are in one process.
 */
export class RedisLocker implements Locker {
  readonly redis: Redis;
  readonly options: Required<RedisLockerOptions>;
  /** The locks this instance holds, by upload id, so that a request here asks the holder here at once. */
  readonly held = new Map<string, RedisLock>();

  constructor(redis: Redis, options: RedisLockerOptions) {
    this.redis = redis;
    this.options = {
      ttlMs: 15_000,
      checkMs: 1_000,
      pollMs: 100,
      acquireTimeoutMs: 30_000,
      ...options,
    };
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }
}

class RedisLock implements Lock {
  private readonly token = randomUUID();
  private readonly key: string;
  private readonly askKey: string;
  private renewal: NodeJS.Timeout | undefined;
  private holding = false;
  requestRelease: RequestRelease | undefined;
  private readonly locker: RedisLocker;
  private readonly id: string;

  constructor(locker: RedisLocker, id: string) {
    this.locker = locker;
    this.id = id;
    this.key = `${locker.options.prefix}${id}`;
    this.askKey = `${this.key}:release`;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redis, options, held } = this.locker;
    const deadline = Date.now() + options.acquireTimeoutMs;
    for (;;) {
      if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      const taken = await redis.eval(ACQUIRE, 2, this.key, this.askKey, this.token, options.ttlMs);
      if (taken === 1) break;
      await held.get(this.id)?.requestRelease?.();
      await pause(Math.min(options.pollMs, deadline - Date.now()), signal);
    }
    this.requestRelease = requestRelease;
    this.holding = true;
    held.set(this.id, this);
    this.renewLater();
  }

  async unlock(): Promise<void> {
    this.stop();
    // A failure here leaves the lock to expire by itself: the request's own work is done.
    await this.locker.redis.eval(RELEASE, 1, this.key, this.token).catch(() => {});
  }

  private renewLater(): void {
    const { redis, options } = this.locker;
    this.renewal = setTimeout(async () => {
      const answer = await redis
        .eval(RENEW, 2, this.key, this.askKey, this.token, options.ttlMs)
        // Redis out of reach: the lock is kept if the next renewal reaches it in time.
        .catch(() => 0);
      if (!this.holding) return;
      if (answer === -1) {
        // Expired while held (the process stalled past the ttl): another may have it, so this
        // request winds down rather than go on unguarded.
        this.stop();
        await this.requestRelease?.();
        return;
      }
      if (answer === 1) await this.requestRelease?.();
      this.renewLater();
    }, options.checkMs);
    this.renewal.unref();
  }

  private stop(): void {
    clearTimeout(this.renewal);
    this.holding = false;
    if (this.locker.held.get(this.id) === this) this.locker.held.delete(this.id);
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal.addEventListener('abort', done, { once: true });
  });
}
