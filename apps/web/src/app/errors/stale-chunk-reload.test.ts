import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps "a reload is under way" in memory: a fresh copy per test.
async function load() {
  vi.resetModules();
  return import('./stale-chunk-reload');
}

const reload = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => vi.unstubAllGlobals());

describe('reloading for a new build', () => {
  it('knows a failed chunk import in the words of Chromium, Firefox and Safari', async () => {
    const { isChunkLoadError } = await load();
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/v1/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/v1/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /v1/assets/a-1.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once on vite:preloadError, and not again within a minute (no reload loop)', async () => {
    const { reloadOnStaleChunks, isReloadingForNewBuild, BOUNDARY_GRACE_MS } = await load();
    vi.useFakeTimers();
    try {
      reloadOnStaleChunks();
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      // The route error boundary gets the first chance (it reloads at the address being opened).
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(BOUNDARY_GRACE_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isReloadingForNewBuild()).toBe(true);

    // The reloaded page (a fresh module, the same tab's storage) fails again at once: no reload.
    const again = await load();
    expect(again.reloadForNewBuild(Date.now() + 5_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, past the guard: one reload again.
    expect(again.reloadForNewBuild(Date.now() + again.STALE_RELOAD_GUARD_MS + 10_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
