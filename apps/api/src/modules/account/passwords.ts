import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. Algorithm 2 is argon2id.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), never
 * on the event loop. At most one hash per core, and never more than 3, run at once: more would not
 * finish sooner, would take CPU from the event loop, and would leave no pool thread for file
 * reads and the WebCrypto work that signs tokens; the rest wait their turn here.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(availableParallelism(), 3));
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_OPTIONS));
}

/** A hash of a password nobody has, verified when the account is unknown so both take as long. */
const DUMMY_HASH = hashPassword('no account has this password: 9f2c1e7a');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    const dummy = await DUMMY_HASH;
    await limited(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

const COMMON_PASSWORDS = new Set<string>(dictionary['passwords-common'] as string[]);

/** Refuses passwords from a list of ~50,000 leaked favourites, ignoring case. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.replace(/[!@#$%^&*]+$/, ''));
}
