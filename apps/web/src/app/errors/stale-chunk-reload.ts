// After a deploy, a tab that is still open runs the old build: its next lazy screen asks for a
// chunk whose hashed name the server no longer has (404), and the import fails. One reload loads
// the new build's index.html and chunks. A marker in this tab's session storage keeps that to one
// reload a minute, so a chunk that is really missing (or a server that is down) ends on the error
// page, with its Reload and Explore buttons, rather than in a reload loop.

const MARKER = 'sanchay.staleChunkReload';
/** Another reload is allowed once this long has passed since the last one. */
export const STALE_RELOAD_GUARD_MS = 60_000;

let reloading = false;

/** A failed load of a script chunk: a dynamic import or its preload (each browser words it differently). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|chunkloaderror|loading (css )?chunk .* failed/i.test(
    text,
  );
}

/** True while a reload for a new build is under way: show a loading state, not an error. */
export function isReloadingForNewBuild(): boolean {
  return reloading;
}

/** Reloads the page unless this tab did so in the last minute; true when it reloads. */
export function reloadForNewBuild(now: number = Date.now()): boolean {
  if (reloading) return true;
  try {
    const last = Number(sessionStorage.getItem(MARKER));
    if (last && now - last >= 0 && now - last < STALE_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(MARKER, String(now));
  } catch {
    // Without storage there is no loop guard: do not reload on our own.
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/** How long the route error boundary has to reload at the address being opened. */
export const BOUNDARY_GRACE_MS = 1_500;

/**
 * Called once by main.tsx: Vite announces a failed chunk import or preload with the
 * `vite:preloadError` event. The import still fails (not prevented): React Router then commits the
 * address being opened and its error boundary (GenericErrorPage) reloads there. Should the failure
 * reach no boundary, this reloads the page a moment later all the same.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    window.setTimeout(() => reloadForNewBuild(), BOUNDARY_GRACE_MS);
  });
}
