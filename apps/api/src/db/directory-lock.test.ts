import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.ts';

const dirs: string[] = [];
function freshDir() {
  const dir = mkdtempSync(join(tmpdir(), 'docket-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('refuses a second opener and frees the directory on release', () => {
    const dir = freshDir();
    const lock = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    lock.release();
    acquireDirectoryLock(dir).release();
  });

  it('refuses while another live process holds it', () => {
    const dir = freshDir();
    // PID 1 always runs.
    writeFileSync(join(dir, 'docket.lock'), JSON.stringify({ pid: 1, host: hostname() }));
    expect(() => acquireDirectoryLock(dir)).toThrow(/in use by process 1/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'docket.lock'), JSON.stringify({ pid: 2 ** 22 + 7, host: hostname() }));
    const lock = acquireDirectoryLock(dir);
    expect(JSON.parse(readFileSync(join(dir, 'docket.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
