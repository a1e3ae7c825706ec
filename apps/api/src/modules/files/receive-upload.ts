import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class TooLargeError extends Error {}

/**
 * Streams an upload to a temp file, never holding it whole in memory: counts and hashes on the
 * way, stops at the limit, and flushes to disk before the file is handed on.
 */
export async function receiveToTempFile(
  source: Readable,
  tempDir: string,
  maxBytes: number,
): Promise<{ path: string; size: number; sha256: string }> {
  await mkdir(tempDir, { recursive: true });
  const path = join(tempDir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLargeError());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(path, { flags: 'wx', mode: 0o600, flush: true }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, size, sha256: hash.digest('hex') };
}
