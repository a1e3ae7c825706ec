import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret from the configuration, or else one generated once and kept under DATA_DIR, so that
 * the embedded setup needs no preparation and survives restarts. Several instances must be given
 * the same value instead (docs/operations.md).
 */
export function resolveSecret(configured: string | undefined, dataDir: string, fileName: string): string {
  if (configured) return configured;
  const path = join(dataDir, fileName);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then its value wins.
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(path, 'utf8').trim();
  }
}
