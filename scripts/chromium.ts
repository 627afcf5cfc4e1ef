// How every tool here launches Chromium: Debian's browser that scripts/ensure-chromium.sh
// installs, headless, as root, on a closed network. One list for the e2e journeys
// (e2e/playwright.config.ts) and the benchmark's browsers (apps/server/bench), so a flag added for
// one is not missing from the other.

/** The browser binary: CHROMIUM_PATH when set, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run as root (no sandbox) with nothing fetched from outside. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
