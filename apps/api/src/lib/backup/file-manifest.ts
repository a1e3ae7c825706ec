import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../storage/file-storage.ts';

async function sha256Of(source: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function hashFile(path: string): Promise<string> {
  return sha256Of(createReadStream(path));
}

/** Every file under `root` (uploads in progress left out) with its SHA-256. */
export async function hashTree(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (relative(root, path) !== 'tmp') await walk(path);
      } else if (entry.isFile()) {
        out[relative(root, path)] = await hashFile(path);
      }
    }
  };
  await walk(root);
  return out;
}

/** Every stored file with its SHA-256, read back through the store as a download would be. */
export async function hashStore(storage: FileStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const { key } of storage.list()) out[key] = await sha256Of(await storage.openRead(key));
  return out;
}

/** Writes a stream to `path`, flushed to disk, and answers the SHA-256 of what was written. */
export async function writeHashed(source: Readable, path: string): Promise<string> {
  await mkdir(dirname(path), { recursive: true });
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(source, tap, createWriteStream(path, { mode: 0o600, flush: true }));
  return hash.digest('hex');
}
