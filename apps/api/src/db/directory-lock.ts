import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

type LockOwner = { pid: number; host: string };

const heldInThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Takes an exclusive lock on a data directory with a lock file created atomically (O_EXCL).
 * A lock left by a process that no longer runs on this host is taken over, so a crash does not
 * block the next start.
 */
export function acquireDirectoryLock(dir: string): { release(): void } {
  const path = join(dir, 'docket.lock');
  if (heldInThisProcess.has(path)) {
    throw new DirectoryLockedError(`The data directory ${dir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockOwner));
      closeSync(fd);
      heldInThisProcess.add(path);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldInThisProcess.delete(path);
          try {
            unlinkSync(path);
          } catch {}
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      const stale = owner && owner.host === hostname() && owner.pid !== process.pid && !isAlive(owner.pid);
      if (!stale || attempt > 0) {
        const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
        throw new DirectoryLockedError(
          `The data directory ${dir} is in use by ${who}. Stop that server first, or set DATA_DIR to another directory.`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new DirectoryLockedError(`Could not lock the data directory ${dir}.`);
}
