/**
 * How the build groups the modules the shell shares with other screens (rolldown's
 * `codeSplitting.groups`).
 *
 * Left alone, the bundler gives every set of screens that shares a module its own chunk: the
 * signed-in shell came to 14 files of 1–2 kB beyond the entry, each a request, which on a phone's
 * network costs more in round trips than in bytes, and the case list loaded 13 beyond the shell.
 * Here a module the entry does not load goes into one of two chunks:
 * - `boot` when the shell, the sign-in page and maybe other screens use it: the sign-in page
 *   loads it either way, so nothing it does not need is added to it;
 * - `shell` when the shell and at least one other lazily loaded screen use it: every signed-in
 *   screen loads the shell anyway; a signed-in account page (the lock screen, two-step
 *   enrolment) that shares one module loads the rest with it;
 * - `shell` too when two or more of the shell's screens, and nothing else, use it, provided it is
 *   light: small, the app's own or an icon, and importing only what the shell loads already or
 *   what is light too. A screen then fetches its own chunk and a few shared ones instead of a
 *   dozen pieces of a few hundred bytes, and the shell grows by the sum of those pieces (3.5 kB
 *   when this was written). Forms, dialogs and the contract's schemas stay out: they are large.
 * What only the shell uses stays in the shell's own chunk, and what else only screens share is
 * left to the bundler. A grouped module's imports are used by the same screens or more, so they
 * land in the same group, in `boot`, or in the entry, not in a chunk that imports the group. The
 * exception would be a lazily loaded module that a grouped module also imported statically: it
 * keeps its own chunk, which imports the group. `npm run size` (in `npm test`) fails a build whose
 * chunks import each other, so such a change cannot pass the tests.
 * See docs/decisions/014-loading-the-signed-in-screens.md.
 */
import type { ChunkingContext } from 'rolldown';

/** A lucide icon, imported by its own path (`lucide-react/icons/…`). */
const ICON_MODULE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/**
 * Packages whose parts a screen uses are loaded with the shell already (React, the router,
 * translations, the query hooks). A module importing any other package (forms, dialogs, the
 * contract's schemas) is not light: through a package's index file the graph cannot tell which
 * part, and so which chunk, it pulls in.
 */
const SHELL_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|i18next|@tanstack[\\/](react-query|query-core)|lucide-react)[\\/]/;
/** Characters of a module's transformed source under which it counts as small. */
const SMALL_MODULE = 6 * 1024;

const lazilyLoaded = (id: string, ctx: ChunkingContext) =>
  (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

export type ChunkGroupName = 'shell' | 'boot';

interface GroupInput {
  /** The shell layout's module, as Vite's manifest names it (a path relative to apps/web). */
  shell: string;
  /** The screens rendered inside the shell, named the same way. */
  screens: string[];
  /** The sign-in page's modules (its layout and its screen), named the same way. */
  signIn: string[];
  /** apps/web's directory, to turn module ids into those names. */
  webRoot: string;
}

/** The `name` function of a chunk group: which shared chunk a module joins, if any. */
export function chunkGroupNamer({ shell, screens, signIn, webRoot }: GroupInput) {
  const signInSide = new Set(signIn);
  const shellScreens = new Set(screens);
  const reachersCache = new Map<string, Set<string> | 'entry'>();
  const lightCache = new Map<string, boolean>();
  const keyOf = (id: string) => (id.startsWith(`${webRoot}/`) ? id.slice(webRoot.length + 1) : id);
  const ownOrIcon = (id: string) => id.startsWith(`${webRoot}/src/`) || ICON_MODULE.test(id);

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

  /**
   * Whether a module only screens share may join the shell: small, the app's own or an icon, not
   * lazily loaded, and everything it imports either loaded with the shell already or light too.
   */
  function light(id: string, ctx: ChunkingContext, visiting: Set<string>): boolean {
    const cached = lightCache.get(id);
    if (cached !== undefined) return cached;
    // An import cycle: the modules in it are judged by the rest of their imports.
    if (visiting.has(id)) return true;
    const info = ctx.getModuleInfo(id);
    const small = (info?.code?.length ?? Number.POSITIVE_INFINITY) <= SMALL_MODULE;
    if (!info || !ownOrIcon(id) || lazilyLoaded(id, ctx) || !small) return false;
    const outermost = visiting.size === 0;
    visiting.add(id);
    const result = info.importedIds.every((dep) => {
      if (SHELL_PACKAGES.test(dep)) return true;
      if (!ownOrIcon(dep) || lazilyLoaded(dep, ctx)) return false;
      const found = reachers(dep, ctx);
      return found === 'entry' || found.has(shell) || light(dep, ctx, visiting);
    });
    visiting.delete(id);
    // Inside a cycle a result rests on the assumption above; only the outermost one is settled.
    if (outermost) lightCache.set(id, result);
    return result;
  }

  return (id: string, ctx: ChunkingContext): ChunkGroupName | null => {
    // A lazily loaded module keeps its own chunk: moved into a group, its exports were lost.
    if (lazilyLoaded(id, ctx)) return null;
    const found = reachers(id, ctx);
    if (found === 'entry' || found.size < 2) return null;
    if (found.has(shell)) return [...found].some((key) => signInSide.has(key)) ? 'boot' : 'shell';
    const onlyScreens = [...found].every((key) => shellScreens.has(key));
    return onlyScreens && light(id, ctx, new Set()) ? 'shell' : null;
  };
}
