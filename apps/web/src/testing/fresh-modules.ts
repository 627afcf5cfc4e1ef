import { vi } from 'vitest';

// The web project runs each worker's files one after another in one jsdom and one module graph
// (vite.config.ts, `isolate: false`; docs/decisions/0081): a new jsdom and React, the router and
// testing-library imported again for every file cost about 50 s of CPU per run. What a file could
// inherit from the one before is put back here, before each test file, as a new jsdom would have
// it: the app's own modules are loaded afresh (they keep state: the stale-chunk reload guard, the
// session's caches; node_modules loaded by Node itself, such as React, stay loaded), and the
// cookies, storage and address are the first file's. Spies and stubbed globals are undone after
// every test (`restoreMocks`, `unstubGlobals`). This file runs first, before test-setup.ts.
const first = ((globalThis as { firstHref?: string }).firstHref ??= window.location.href);
vi.resetModules();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', first);
document.title = '';
