/**
 * How the build groups the modules the shell shares with other screens (rolldown's
 * `codeSplitting.groups`).
 *
 * Left alone, the bundler gives every set of screens that shares a module its own chunk: the
 * signed-in shell came to 14 files of 1–2 kB beyond the entry, each a request, which on a phone's
 * network costs more in round trips than in bytes, and the case list loaded 13 beyond the shell.
 * Here a module the entry does not load goes into one of three chunks:
 * - `boot` when the shell, the sign-in page and maybe other screens use it: the sign-in page
 *   loads it either way, so nothing it does not need is added to it. Also when the sign-in page
 *   and two or more of the shell's screens use it, provided it is light: the sign-in page still
 *   gets nothing new, and a signed-in screen takes it with `boot` instead of as one more file;
 * - `shell` when the shell and at least one other signed-in screen use it: every signed-in screen
 *   loads the shell anyway; a signed-in account page (the lock screen, two-step enrolment) that
 *   shares one module loads the rest with it;
 * - `shell` too when two or more of the shell's screens, and no page but signed-in ones, use it,
 *   provided it is light: small, the app's own or an icon, and importing only what is loaded with
 *   the shell already. A screen then fetches its own chunk and a few shared ones instead of a
 *   dozen pieces of a few hundred bytes, and the shell grows by the sum of those pieces (3.5 kB
 *   when this was written). Forms, dialogs and the contract's schemas stay out: they are large;
 * - `common` when the shell uses it, or two or more of its screens do and it is light, but so
 *   does a page that is not signed in (sign-up, a new password) and not the sign-in page: in
 *   `shell` it would bring all of the shell's chunk to that page. A signed-in screen fetches these
 *   few modules (the mutation hook, an icon or two) as one file, and such a page takes the rest
 *   of them, a few hundred bytes, with the one it uses.
 * What only the shell uses stays in the shell's own chunk, and what else only screens share is
 * left to the bundler. A grouped module imports only what the entry or the chunks loaded beside
 * its group hold: a light one is judged by where its imports go, and the others' imports are used
 * by the same screens or more, so they land in the same group, in one loaded with it, or in the
 * entry, not in a chunk that imports the group. The exception would be a lazily loaded module
 * that a grouped module also imported statically: it keeps its own chunk, which imports the
 * group. `npm run size` (in `npm test`) fails a build whose chunks import each other, so such a
 * change cannot pass the tests.
 *
 * Which screens use a module is read from the module graph, where a package's index file imports
 * every part of the package: through it, every part would look used by the entry and by every
 * screen that imports anything from the package. In a package that declares no side effects, a
 * part is followed through a module that only passes its exports on (an index file) to the
 * modules that name one of them, as the bundler leaves out what no one uses. Whatever the entry
 * does load stays in the entry: the build puts the entry's own imports into the entry's chunk
 * before these groups are formed (see vite.config.ts), so a part wrongly thought unused by the
 * entry cannot be moved out of it.
 * See docs/decisions/014-loading-the-signed-in-screens.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import type { ChunkingContext } from 'rolldown';

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/** A lucide icon, imported by its own path (`lucide-react/icons/…`). */
const ICON_MODULE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/**
 * Packages whose parts a screen uses are loaded with the shell already (React, the router,
 * translations, the query hooks). What a light module takes from any other package (forms,
 * dialogs, the contract's schemas) must be in the entry or grouped as well.
 */
const SHELL_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|i18next|@tanstack[\\/](react-query|query-core)|lucide-react)[\\/]/;
/** Characters of a module's transformed source under which it counts as small. */
const SMALL_MODULE = 6 * 1024;

/**
 * Statements that only link modules: imports, re-exports, and export lists (which name what was
 * declared or imported elsewhere in the module).
 */
const LINK_STATEMENT =
  /^[ \t]*(?:import(?=[\s{*'"])[^'"]*?(['"])[^'"\n]*\1|export\s*(?:\*[^'"]*?from\s*(['"])[^'"\n]*\2|\{[^}]*\}(?:\s*from\s*(['"])[^'"\n]*\3)?))[ \t]*;?/gm;
/** Comments that start a line: documentation may name exports the code does not use. */
const LINE_COMMENT = /^[ \t]*(?:\/\*[\s\S]*?\*\/|\/\/[^\n]*)/gm;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Which groups' chunks are loaded wherever a group's chunk is: what its modules may import. */
const LOADED_WITH: Record<ChunkGroupName, ChunkGroupName[]> = {
  boot: ['boot'],
  shell: ['boot', 'shell', 'common'],
  common: ['boot', 'common'],
};

/**
 * Whether an import written as `specifier` in `importer` may be of `id`: a relative one if it
 * names the path, a package's if `id` lies in that package or outside any installed one (a
 * workspace package, an alias).
 */
function mayResolveTo(specifier: string, importer: string, id: string): boolean {
  if (/^[./]/.test(specifier)) return id.startsWith(join(dirname(importer), specifier));
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return !/[\\/]node_modules[\\/]/.test(id) || id.includes(`/node_modules/${name}/`);
}

const lazilyLoaded = (id: string, ctx: ChunkingContext) =>
  (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

export type ChunkGroupName = 'shell' | 'boot' | 'common';

interface GroupInput {
  /** The shell layout's module, as Vite's manifest names it (a path relative to apps/web). */
  shell: string;
  /** The screens rendered inside the shell, named the same way. */
  screens: string[];
  /** The sign-in page's modules (its layout and its screen), named the same way. */
  signIn: string[];
  /** The other screens that need a session (signed-in account pages), named the same way. */
  signedIn: string[];
  /** apps/web's directory, to turn module ids into those names. */
  webRoot: string;
  /**
   * Whether a module has no side effects, so that the bundler leaves it out wherever none of its
   * exports is used. By default, what its package.json says (`"sideEffects": false`).
   */
  sideEffectFree?: (id: string) => boolean;
}

const sideEffectsByPackage = new Map<string, boolean>();

/** Whether the package.json nearest to a module declares its package free of side effects. */
export function declaredSideEffectFree(id: string): boolean {
  const file = id.split('?')[0]!;
  if (!isAbsolute(file)) return false;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const known = sideEffectsByPackage.get(dir);
    if (known !== undefined) return known;
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const free =
        (JSON.parse(readFileSync(manifest, 'utf8')) as { sideEffects?: unknown }).sideEffects === false;
      sideEffectsByPackage.set(dir, free);
      return free;
    }
    if (dirname(dir) === dir) return false;
  }
}

/** What a module's source says about its imports and exports. */
interface Links {
  /** The identifiers its own code mentions: everything but its import and export statements. */
  uses: Set<string>;
  /** The identifiers its import and export statements mention. */
  named: Set<string>;
  /** The identifiers it imports, or re-exports from another module. */
  imported: Set<string>;
  /** The modules it re-exports all of (`export * from`), as written. */
  reexportsAll: string[];
  /** The modules it takes or passes on whole, as a namespace (`* as`), as written. */
  namespaces: string[];
}

/** Who needs a module, through static imports. */
interface Reach {
  /** The entry does. */
  entry: boolean;
  /** The lazily loaded modules whose static imports reach it. */
  lazy: Set<string>;
  /** The modules that need it (itself included): loading any of them loads it. */
  users: Set<string>;
}

/**
 * The modules being placed, one inside another's judgement. Modules that import each other are
 * judged by the rest of their imports (`assumed`: a result rests on that).
 */
interface Judging {
  visiting: Set<string>;
  assumed: boolean;
}

/** The `name` function of a chunk group: which shared chunk a module joins, if any. */
export function chunkGroupNamer({
  shell,
  screens,
  signIn,
  signedIn,
  webRoot,
  sideEffectFree = declaredSideEffectFree,
}: GroupInput) {
  const signInSide = new Set(signIn);
  const shellScreens = new Set(screens);
  const signedInScreens = new Set([shell, ...screens, ...signedIn]);
  const linksCache = new Map<string, Links>();
  const ownExportsCache = new Map<string, Set<string>>();
  const reachCache = new Map<string, Reach>();
  const partsCache = new Map<string, Set<string>>();
  const signedInCache = new Map<string, boolean>();
  const decisions = new Map<string, ChunkGroupName | null>();
  const keyOf = (id: string) => (id.startsWith(`${webRoot}/`) ? id.slice(webRoot.length + 1) : id);
  const ownOrIcon = (id: string) => id.startsWith(`${webRoot}/src/`) || ICON_MODULE.test(id);

  function linksOf(id: string, ctx: ChunkingContext): Links {
    const cached = linksCache.get(id);
    if (cached) return cached;
    const links: Links = {
      uses: new Set(),
      named: new Set(),
      imported: new Set(),
      reexportsAll: [],
      namespaces: [],
    };
    const code = (ctx.getModuleInfo(id)?.code ?? '').replace(LINE_COMMENT, ' ');
    const rest = code.replace(LINK_STATEMENT, (statement) => {
      const specifier = /(['"])([^'"\n]*)\1[ \t]*;?$/.exec(statement)?.[2];
      // The names come before the module's path, whose words are no names.
      const clause = specifier === undefined ? statement : statement.slice(0, statement.search(/['"]/));
      for (const name of clause.match(IDENTIFIER) ?? []) {
        links.named.add(name);
        if (specifier !== undefined) links.imported.add(name);
      }
      if (specifier !== undefined) {
        if (/^\s*export\s*\*\s*from/.test(statement)) links.reexportsAll.push(specifier);
        if (/\*\s*as\b/.test(statement)) links.namespaces.push(specifier);
      }
      return ' ';
    });
    for (const name of rest.match(IDENTIFIER) ?? []) links.uses.add(name);
    linksCache.set(id, links);
    return links;
  }

  /** The exports a module declares itself, rather than passes on from another. */
  function ownExports(id: string, ctx: ChunkingContext): Set<string> {
    const cached = ownExportsCache.get(id);
    if (cached) return cached;
    const { imported } = linksOf(id, ctx);
    const exports = ctx.getModuleInfo(id)?.exports ?? [];
    const own = new Set(exports.filter((name) => name !== '*' && !imported.has(name)));
    ownExportsCache.set(id, own);
    return own;
  }

  /**
   * The exports through which a module's own code is needed, or null when any import of it brings
   * it in: it has side effects, or its exports cannot be followed by name (a default export,
   * CommonJS, a stylesheet).
   */
  function neededThrough(id: string, ctx: ChunkingContext): Set<string> | null {
    if (!sideEffectFree(id)) return null;
    const own = ownExports(id, ctx);
    return own.size === 0 || own.has('default') ? null : own;
  }

  /**
   * What `importer` does with `imported` when only its exports `names` matter (null: any import
   * of it): its own code uses one (`user`, and then what matters of the importer is its own
   * code); it passes some on (an index file: those names of it matter); or nothing (undefined).
   * A namespace or a name passed on under another name cannot be followed: any import of the
   * importer counts.
   */
  function takes(
    importer: string,
    imported: ModuleInfo,
    names: Set<string> | null,
    ctx: ChunkingContext,
  ): { user: boolean; names: Set<string> | null } | undefined {
    const links = linksOf(importer, ctx);
    const from = (specifier: string) => mayResolveTo(specifier, importer, imported.id);
    if (links.namespaces.some(from)) return { user: true, names: null };
    if (names === null || [...names].some((name) => links.uses.has(name))) {
      return { user: true, names: neededThrough(importer, ctx) };
    }
    const exported = new Set(ctx.getModuleInfo(importer)?.exports ?? []);
    const passed = links.reexportsAll.some(from)
      ? names
      : new Set([...names].filter((name) => exported.has(name)));
    if (passed.size > 0) return { user: false, names: passed };
    return [...names].some((name) => links.named.has(name)) ? { user: true, names: null } : undefined;
  }

  function reach(id: string, ctx: ChunkingContext): Reach {
    const cached = reachCache.get(id);
    if (cached) return cached;
    const result: Reach = { entry: false, lazy: new Set(), users: new Set([id]) };
    // The names of each module already followed; null: all of them.
    const followed = new Map<string, Set<string> | null>([[id, neededThrough(id, ctx)]]);
    const queue: [string, Set<string> | null][] = [[id, followed.get(id) ?? null]];
    for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
      const [current, names] = item;
      const info = ctx.getModuleInfo(current);
      if (!info) continue;
      if (info.importers.length === 0 && info.dynamicImporters.length === 0) {
        // What the entry needs stays in the entry: who else needs it does not matter.
        result.entry = true;
        break;
      }
      if (info.dynamicImporters.length > 0) result.lazy.add(current);
      for (const importer of info.importers) {
        const next = takes(importer, info, names, ctx);
        if (next === undefined) continue;
        if (next.user) result.users.add(importer);
        const before = followed.get(importer);
        if (before === null) continue;
        const fresh = next.names && new Set([...next.names].filter((name) => !before?.has(name)));
        if (fresh?.size === 0) continue;
        followed.set(importer, fresh && new Set([...(before ?? []), ...fresh]));
        queue.push([importer, fresh]);
      }
    }
    reachCache.set(id, result);
    return result;
  }

  /** A package module and everything it imports: the parts a module may take through it. */
  function partsOf(id: string, ctx: ChunkingContext): Set<string> {
    const cached = partsCache.get(id);
    if (cached) return cached;
    const parts = new Set([id]);
    for (const part of parts) for (const dep of ctx.getModuleInfo(part)?.importedIds ?? []) parts.add(dep);
    partsCache.set(id, parts);
    return parts;
  }

  /**
   * Whether only signed-in pages load a lazily loaded module: the shell, its screens, an account
   * page that needs a session, or a part one of those loads on demand (the lock screen).
   */
  function signedInOnly(id: string, ctx: ChunkingContext, visiting = new Set<string>()): boolean {
    const key = keyOf(id);
    if (signedInScreens.has(key)) return true;
    if (signInSide.has(key) || visiting.has(id)) return false;
    const cached = signedInCache.get(id);
    if (cached !== undefined) return cached;
    visiting.add(id);
    const loaders = ctx.getModuleInfo(id)?.dynamicImporters ?? [];
    const result =
      loaders.length > 0 &&
      loaders.every((loader) => {
        const { entry, lazy } = reach(loader, ctx);
        return !entry && lazy.size > 0 && [...lazy].every((page) => signedInOnly(page, ctx, visiting));
      });
    visiting.delete(id);
    signedInCache.set(id, result);
    return result;
  }

  /**
   * Whether a module the shell itself does not use may join `group`: small, the app's own or an
   * icon (or a part of the packages the shell loads), not lazily loaded, and everything it takes
   * from others loaded wherever `group` is.
   */
  function light(id: string, group: ChunkGroupName, ctx: ChunkingContext, judging: Judging): boolean {
    const info = ctx.getModuleInfo(id);
    if (!info || lazilyLoaded(id, ctx)) return false;
    const small = (info.code?.length ?? Number.POSITIVE_INFINITY) <= SMALL_MODULE;
    if (!SHELL_PACKAGES.test(id) && !(ownOrIcon(id) && small)) return false;
    return info.importedIds.every((dep) => {
      if (lazilyLoaded(dep, ctx)) return false;
      if (group === 'shell' && SHELL_PACKAGES.test(dep)) return true;
      if (ownOrIcon(dep)) return loadedWith(dep, group, ctx, judging);
      // Another package, maybe through its index file: only the parts this module takes count.
      return [...partsOf(dep, ctx)].every((part) => {
        const { entry, users } = reach(part, ctx);
        return entry || !users.has(id) || loadedWith(part, group, ctx, judging);
      });
    });
  }

  /** Whether a module's chunk is loaded wherever `group` is. */
  function loadedWith(id: string, group: ChunkGroupName, ctx: ChunkingContext, judging: Judging): boolean {
    const { entry, lazy } = reach(id, ctx);
    if (entry) return true;
    // The shell loads it: with its own chunk, `boot`, `shell` or `common`.
    if (group === 'shell' && [...lazy].some((page) => keyOf(page) === shell)) return true;
    const placed = decide(id, ctx, judging);
    return placed !== null && LOADED_WITH[group].includes(placed);
  }

  function decide(id: string, ctx: ChunkingContext, judging: Judging): ChunkGroupName | null {
    const cached = decisions.get(id);
    if (cached !== undefined) return cached;
    if (judging.visiting.has(id)) {
      // An import cycle: assumed to be placed wherever its importer may import from (every group
      // may import from `boot`), and judged by the rest of its imports.
      judging.assumed = true;
      return 'boot';
    }
    judging.visiting.add(id);
    const outer = judging.assumed;
    judging.assumed = false;
    const result = place(id, ctx, judging);
    judging.visiting.delete(id);
    // Inside a cycle a result rests on the assumption above; only the outermost one is settled.
    if (!judging.assumed || judging.visiting.size === 0) decisions.set(id, result);
    judging.assumed ||= outer;
    return result;
  }

  function place(id: string, ctx: ChunkingContext, judging: Judging): ChunkGroupName | null {
    // A lazily loaded module keeps its own chunk: moved into a group, its exports were lost.
    if (lazilyLoaded(id, ctx)) return null;
    const { entry, lazy } = reach(id, ctx);
    if (entry || lazy.size < 2) return null;
    const pages = [...lazy];
    const keys = pages.map(keyOf);
    const bySignIn = keys.some((key) => signInSide.has(key));
    const outside = pages.some((page) => !signInSide.has(keyOf(page)) && !signedInOnly(page, ctx));
    if (keys.includes(shell)) {
      if (bySignIn) return 'boot';
      if (!outside) return 'shell';
      return light(id, 'common', ctx, judging) ? 'common' : null;
    }
    if (keys.filter((key) => shellScreens.has(key)).length < 2) return null;
    const group: ChunkGroupName = bySignIn ? 'boot' : outside ? 'common' : 'shell';
    return light(id, group, ctx, judging) ? group : null;
  }

  return (id: string, ctx: ChunkingContext): ChunkGroupName | null =>
    decide(id, ctx, { visiting: new Set(), assumed: false });
}
