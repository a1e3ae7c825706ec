import type { Readable } from 'node:stream';

/**
 * Where stored files live. Callers hand over a finished, verified local file and later read it
 * back by key; nothing outside a backend knows paths or buckets.
 */
export type FileStorage = {
  /** Moves a complete local file into the store under `key`, durably. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Rejects with MissingFileError when nothing is stored under `key`. */
  openRead(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key with its modification time, for the sweep. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
};

/** Server-generated keys only: a client-supplied string never becomes a path. */
export const STORAGE_KEY_PATTERN =
  /^[a-z0-9-]{1,40}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isStorageKey(value: string): boolean {
  return STORAGE_KEY_PATTERN.test(value);
}

/** Nothing is stored under the key; any other failure of a backend is an outage, not a missing file. */
export class MissingFileError extends Error {
  override name = 'MissingFileError';
  constructor(key: string) {
    super(`no stored file ${key}`);
  }
}
