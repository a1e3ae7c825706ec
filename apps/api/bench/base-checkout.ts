/**
 * `BENCH_BASE=<commit>`: that commit's tree, installed with its own lockfile, in a cache folder
 * keyed by the full commit id, outside the work tree and reused by every later run: the first run
 * for a commit pays for `npm ci`. The folder is `$XDG_CACHE_HOME/docket-bench-base/<commit>`
 * (`~/.cache` without it), or under BENCH_BASE_CACHE. Not under `node_modules/.cache`: Node strips
 * no TypeScript types from a file whose path passes through a `node_modules` folder, and Docket
 * runs from its TypeScript source.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type Checkout = {
  /** The full commit id, and the ref as it was asked for. */
  commit: string;
  ref: string;
  root: string;
  /** The Node the commit installs for itself (its `node` devDependency). */
  node: string;
};

function git(repoRoot: string, args: string[]): string {
  const run = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

function exited(command: string, args: string[], options: Parameters<typeof spawn>[2]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, options);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The environment of this run without what `npm run` set for the current checkout. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.toLowerCase().startsWith('npm_') && key !== 'INIT_CWD',
    ),
  );
}

export async function baseCheckout(ref: string, repoRoot: string): Promise<Checkout> {
  const commit = git(repoRoot, ['rev-parse', '--verify', `${ref}^{commit}`]);
  const cache =
    process.env.BENCH_BASE_CACHE ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'docket-bench-base');
  const root = join(cache, commit);
  const node = join(root, 'node_modules/.bin/node');
  if (!existsSync(node)) {
    // Built beside the cache entry and renamed into place once installed, so a run cut short
    // leaves nothing that passes for a finished checkout.
    const partial = `${root}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const log = join(partial, 'bench-npm-ci.log');
    console.log(
      `base ${ref}: checking out ${commit} into ${root} and installing it (npm ci, once; log in ${log})`,
    );
    await exited('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${partial}"`], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    const out = openSync(log, 'w');
    try {
      await exited('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: partial,
        env: cleanEnv(),
        stdio: ['ignore', out, out],
      });
    } catch (error) {
      closeSync(out);
      console.error(readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
      throw error;
    }
    closeSync(out);
    if (existsSync(root)) rmSync(partial, { recursive: true, force: true });
    else renameSync(partial, root);
  }
  if (!existsSync(node)) throw new Error(`base ${ref}: ${root} has no node_modules/.bin/node`);
  return { commit, ref, root, node };
}
