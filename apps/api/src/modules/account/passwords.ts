import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. Algorithm 2 is argon2id.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a password nobody has, verified when the account is unknown so both take as long. */
const DUMMY_HASH = hashPassword('no account has this password: 9f2c1e7a');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
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
