import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

// `npm run test:e2e` runs the journeys in two halves side by side (playwright's --shard), each with
// a server of its own on the next port and its own database: a journey spends much of its time
// waiting (on the browser, the server's jobs, the sandbox parties), and one worker left a core idle
// while the other lane had finished (docs/decisions/0135). Within a half, one worker, as before.
const PORT = Number(process.env.E2E_PORT ?? 8181);
// Where a test runs (docs/decisions/0080). Every journey runs on a phone (the mobile project,
// 390×844). The desktop project (1366×768) runs only tests tagged @desktop: the desktop-layout
// files (`desktop-*.spec.ts`: every screen once, axe, widths, the desktop-only controls) and the
// few tests whose subject only exists at desktop size (the server's render for a desktop browser,
// the add-account dialog the profile opens at desktop size). A new journey needs nothing: it runs
// on the phone. A new screen goes into desktop-layout.spec.ts (visited once at desktop size);
// tag a test `{ tag: '@desktop' }` only when what it checks differs at desktop size.
// A phone's browser says it is one: the server renders a first visit's page for the layout the user
// agent suggests (docs/decisions/0055), so without it a 390 px phone got the desktop header until
// hydration re-rendered it (726 px wide at 200% text).
const PHONE_USER_AGENT = devices['Pixel 7'].userAgent;
const DESKTOP_TAG = /@desktop/;
const DESKTOP_ONLY_FILES = '**/desktop-*.spec.ts';
// A fresh embedded database for each run: the journeys see exactly what `npm start` gives a newcomer.
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sanchay-e2e-'));

export default defineConfig({
  testDir: './tests',
  // Each half its own: a Playwright run empties its output folder at start, and two halves
  // sharing one lost each other's traces mid-test (ENOENT at browserContext.close).
  outputDir: `test-results/port-${PORT}`,
  // Generous, for a machine whose cores are busy (validate runs the unit suite beside these
  // journeys, scripts/run-together.sh): an axe pass or a first page load took over 10 s there, and
  // a journey over a minute. A passing wait ends as soon as its condition holds, so a quiet
  // machine is no slower for it.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: PHONE_USER_AGENT,
      },
      testIgnore: DESKTOP_ONLY_FILES,
    },
    { name: 'desktop', use: { viewport: { width: 1366, height: 768 } }, grep: DESKTOP_TAG },
  ],
  // The server as production runs it: the bundle `npm run build` made (test:e2e builds first), by
  // plain node; ready when /readyz says the database answers and every migration is applied.
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: '..',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Every journey signs in from 127.0.0.1: the per-address limits (20 OTPs, 100 mobile checks in
    // 15 minutes) would count the whole suite as one very busy network. The per-mobile limits stay.
    env: {
      PORT: String(PORT),
      DATA_DIR,
      SANDBOX: 'true',
      OTP_SENDS_PER_ADDRESS: '1000',
      MOBILE_CHECKS_PER_ADDRESS: '5000',
    },
  },
});
