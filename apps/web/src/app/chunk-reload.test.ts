import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('chunk reload', () => {
  it("recognises the browsers' failed dynamic import errors", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('not an error')).toBe(false);
  });

  it('reloads once, then refuses within the loop window, then allows again later', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(sessionStorage, reload, 1_000_000)).toBe(true);
    expect(reloadForChunkError(sessionStorage, reload, 1_005_000)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadForChunkError(sessionStorage, reload, 1_020_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
