import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// Journeys that only make sense on a phone: the mobile project runs them, the desktop one not.
const PHONE_ONLY = [
  '**/dialogs-on-a-phone.spec.ts',
  '**/onboarding-phone-width.spec.ts',
  '**/pages-at-large-text.spec.ts',
  '**/phone-reach.spec.ts',
  '**/mandates.spec.ts',
  '**/order-summary.spec.ts',
  '**/checkout-payment.spec.ts',
  '**/pending-order.spec.ts',
  '**/sip-new-mandate.spec.ts',
];
// A fresh embedded database for each run: the journeys see exactly what `npm start` gives a newcomer.
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sanchay-e2e-'));

export default defineConfig({
  testDir: './tests',
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
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    // The phone-only files skip every journey at desktop size (their own test.skip); not loading
    // them at all saves the desktop project a worker's fixtures per file (docs/decisions/0057).
    { name: 'desktop', use: { viewport: { width: 1366, height: 768 } }, testIgnore: PHONE_ONLY },
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
    env: { PORT: String(PORT), DATA_DIR, SANDBOX: 'true', OTP_SENDS_PER_ADDRESS: '1000', MOBILE_CHECKS_PER_ADDRESS: '5000' },
  },
});
