const RELOAD_KEY = 'docket.chunkReloadAt';
/** A second chunk failure this soon after a reload means reloading will not help. */
const LOOP_WINDOW_MS = 10_000;

/** True for the errors browsers raise when a lazily loaded route file is gone (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

/** Whether one reload may still be tried without risking an endless reload loop. */
export function canReloadForChunk(storage: Storage = sessionStorage, now: number = Date.now()): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  return !(now - last < LOOP_WINDOW_MS);
}

/** Reloads the page to fetch the new build's files; returns false when a reload just happened. */
export function reloadForChunkError(
  storage: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  if (!canReloadForChunk(storage, now)) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
