/**
 * How the build groups the modules the shell shares with other screens (rolldown's
 * `codeSplitting.groups`).
 *
 * Left alone, the bundler gives every set of screens that shares a module its own chunk: the
 * signed-in shell came to 14 files of 1–2 kB beyond the entry, each a request, which on a phone's
 * network costs more in round trips than in bytes. Here a module the entry does not load, and
 * that the shell and at least one other lazily loaded screen use, goes into one of two chunks:
 * - `boot` when the sign-in page uses it too: the sign-in page loads it either way, so nothing it
 *   does not need is added to it;
 * - `shell` otherwise: every signed-in screen loads the shell anyway; a signed-in account page
 *   (the lock screen, two-step enrolment) that shares one module loads the rest with it.
 * What only the shell uses stays in the shell's own chunk, and what only other screens share is
 * left to the bundler. A grouped module's imports are used by the same screens or more, so they
 * land in the same group, in `boot`, or in the entry, not in a chunk that imports the group. The
 * exception would be a lazily loaded module that a grouped module also imported statically: it
 * keeps its own chunk, which imports the group. `npm run size` (in `npm test`) fails a build whose
 * chunks import each other, so such a change cannot pass the tests.
 * See docs/decisions/014-loading-the-signed-in-screens.md.
 */
import type { ChunkingContext } from 'rolldown';

export type ChunkGroupName = 'shell' | 'boot';

interface GroupInput {
  /** The shell layout's module, as Vite's manifest names it (a path relative to apps/web). */
  shell: string;
  /** The sign-in page's modules (its layout and its screen), named the same way. */
  signIn: string[];
  /** apps/web's directory, to turn module ids into those names. */
  webRoot: string;
}

/** The `name` function of a chunk group: which shared chunk a module joins, if any. */
export function chunkGroupNamer({ shell, signIn, webRoot }: GroupInput) {
  const signInSide = new Set(signIn);
  const reachersCache = new Map<string, Set<string> | 'entry'>();
  const keyOf = (id: string) => (id.startsWith(`${webRoot}/`) ? id.slice(webRoot.length + 1) : id);

  /**
   * The lazily loaded modules whose static imports reach `id`, or 'entry' if the entry's do. Through
   * a package's index file every module of the package looks reachable from the entry; those are
   * left to the bundler, which knows what is really used.
   */
  function reachers(id: string, ctx: ChunkingContext): Set<string> | 'entry' {
    const cached = reachersCache.get(id);
    if (cached) return cached;
    const found = new Set<string>();
    const seen = new Set<string>([id]);
    const queue = [id];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      const info = ctx.getModuleInfo(current);
      if (!info) continue;
      if (info.importers.length === 0 && info.dynamicImporters.length === 0) {
        reachersCache.set(id, 'entry');
        return 'entry';
      }
      if (info.dynamicImporters.length > 0) found.add(keyOf(current));
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    reachersCache.set(id, found);
    return found;
  }

  return (id: string, ctx: ChunkingContext): ChunkGroupName | null => {
    // A lazily loaded module keeps its own chunk: moved into a group, its exports were lost.
    if ((ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
    const found = reachers(id, ctx);
    if (found === 'entry' || !found.has(shell) || found.size < 2) return null;
    return [...found].some((key) => signInSide.has(key)) ? 'boot' : 'shell';
  };
}
