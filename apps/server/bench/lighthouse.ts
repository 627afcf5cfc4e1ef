// Lighthouse, mobile preset (Lighthouse's default: a phone screen, simulated slow 4G and a 4×
// slower CPU), on three pages of the running product: home, a fund list and a fund page. Each page
// is run RUNS times in Debian's Chromium and the median run (by performance score) is kept, since
// simulated throttling still depends on how busy the machine is.
//
// Part of `npm run bench` (skip with --skip=lighthouse). On its own, against a server already
// running: `npx tsx bench/lighthouse.ts http://127.0.0.1:8080` (from apps/server).
//
// The signed-in pages (issue 23 §3: the portfolio and the capital-gains statement) are measured the
// same way for the demo investor Asha Verma on a server with the demo catalogue and her replayed
// years of history (signedInLighthouseFigures; --skip=lighthouse-signed-in): she signs in by
// password through the API and her session's cookies are put in the fresh browser's cookie jar
// (puppeteer-core, which Lighthouse drives the page with) before the run, as a browser that
// signed in earlier has them. (Lighthouse's extraHeaders does not do: the page then reads no
// CSRF cookie and the browser's own cookies win, so the run measured the not-authorized page.) `npx tsx bench/lighthouse.ts http://127.0.0.1:8080 --signed-in` alone.
import { existsSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type CookieData } from 'puppeteer-core';
import { log } from './bench-harness';
import { getJson } from './http-latency';
import { suggestPath } from './queries';
import { CHROMIUM_ARGS } from './bundle-size';

export const RUNS = 3;

/** Debian's Chromium, as the e2e tests use, headless. */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's own measure of the CPU it ran on (higher is faster; a busy machine scores low). */
  benchmarkIndex: number;
}

export interface LighthousePage {
  label: string;
  path: string;
  /** The median run by performance score (all its figures come from that one run). */
  median: LighthouseRun;
  runs: LighthouseRun[];
}

export interface LighthouseFigures {
  chromium: string;
  lighthouse: string;
  pages: LighthousePage[];
}

/** A fund page of the loaded catalogue: the first suggestion for a well-known fund. */
async function fundPagePath(baseUrl: string): Promise<string> {
  const { status, body } = await getJson(`${baseUrl}${suggestPath('parag parikh flexi')}`);
  const first = (
    body as {
      responseData?: { schemeId: number; schemeName: string; category: string; subCategory: string }[];
    }
  ).responseData?.[0];
  if (status !== 200 || !first) throw new Error(`no fund to open: suggestion answered ${status}`);
  // The web app's fundDetailPath (apps/web/src/features/catalogue/paths.ts): the slug is for
  // people, the page reads schemeId.
  const slug = [first.schemeName, first.category, first.subCategory]
    .map((t) => t.trim().replace(/[\s/]/g, '-'))
    .join('-');
  return `/v1/mutual-fund-detail/${encodeURIComponent(slug)}?schemeId=${first.schemeId}`;
}

const median = (runs: LighthouseRun[]): LighthouseRun =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

/** A run Lighthouse itself could not record (NO_NAVSTART and the like: "Please run Lighthouse again"). */
class LighthouseRuntimeError extends Error {
  constructor(readonly code: string, message: string) {
    super(`Lighthouse: ${message}`);
  }
}
/** How many times a run Lighthouse could not record is tried again before the bench gives up. */
const RETRIES = 2;

async function runOnce(url: string, port: number, cookies?: CookieData[]): Promise<{ run: LighthouseRun; version: string }> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  let result;
  if (cookies) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    try {
      await browser.setCookie(...cookies);
      result = await lighthouse(url, flags, undefined, await browser.newPage());
    } finally {
      await browser.disconnect();
    }
  } else result = await lighthouse(url, flags);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
  // LIGHTHOUSE_REPORT=file.json keeps the last run's whole report (its audits say where the time went).
  if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    version: lhr.lighthouseVersion,
    run: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    },
  };
}

export async function lighthouseFigures(baseUrl: string, runs = RUNS): Promise<LighthouseFigures> {
  return pagesFigures(baseUrl, [
    { label: 'home', path: '/v1/home' },
    { label: 'fund list', path: '/v1/mutual-fund-results/Equity' },
    { label: 'fund page', path: await fundPagePath(baseUrl) },
  ], runs);
}

/** The demo investor with years of history (README "Demo accounts"). */
export const DEMO_INVESTOR = { mobile: '9000000001', password: 'Sanchay@123' } as const;

/** The signed-in pages of issue 23 §3, for the demo investor: `baseUrl` serves the demo catalogue. */
export async function signedInLighthouseFigures(baseUrl: string, runs = RUNS): Promise<LighthouseFigures> {
  await untilDemoHistoryDone(baseUrl);
  const cookies = await signIn(baseUrl, DEMO_INVESTOR);
  return pagesFigures(baseUrl, [
    { label: 'portfolio (signed in)', path: '/v1/profile/portfolio' },
    { label: 'capital gains (signed in)', path: '/v1/profile/portfolio/capital-gains' },
  ], runs, cookies);
}

/** The demo history replays in the background after start (decision 0115): its end is the sandbox console's to say. */
async function untilDemoHistoryDone(baseUrl: string, timeoutMs = 600_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await getJson(`${baseUrl}/api/v1/sandbox/console`);
    const histories = (body as { responseData?: { demoHistory?: { finished: boolean }[] } }).responseData?.demoHistory ?? [];
    if (status === 200 && histories.length > 0 && histories.every((h) => h.finished)) return;
    if (Date.now() > until) throw new Error('the demo history did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** Signs in by password as the sign-in dialog does: the session's cookies, for the browser's jar. */
async function signIn(baseUrl: string, account: { mobile: string; password: string }): Promise<CookieData[]> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const current = await fetch(`${baseUrl}/api/v1/login/get-current-user`);
  keep(current);
  const { responseData } = (await current.json()) as { responseData: { csrfToken: string } };
  const login = await fetch(`${baseUrl}/api/v1/login/user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': responseData.csrfToken, cookie: header() },
    body: JSON.stringify(account),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${account.mobile} answered ${login.status}: ${await login.text()}`);
  keep(login);
  const { hostname } = new URL(baseUrl);
  return [...jar].map(([name, value]) => ({ name, value, domain: hostname, path: '/' }));
}

/**
 * One run in a fresh browser (nothing cached, no warm JIT from the previous run); a run Lighthouse
 * could not record is tried again, as its message asks, in another fresh browser.
 */
async function freshRun(chromePath: string, url: string, cookies: CookieData[] | undefined, label: string) {
  for (let attempt = 0; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      return await runOnce(url, chrome.port, cookies);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= RETRIES) throw error;
      log(`  ${label}: not recorded (${error.code}), run again`);
    } finally {
      await chrome.kill();
    }
  }
}

async function pagesFigures(baseUrl: string, pages: { label: string; path: string }[], runs: number, cookies?: CookieData[]): Promise<LighthouseFigures> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}`);
  const figures: LighthouseFigures = { chromium: chromePath, lighthouse: '', pages: [] };
  for (const page of pages) {
    const all: LighthouseRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      const { run, version } = await freshRun(chromePath, `${baseUrl}${page.path}`, cookies, `${page.label} run ${i + 1}/${runs}`);
      figures.lighthouse = version;
      all.push(run);
      log(
        `  ${page.label} run ${i + 1}/${runs}: performance ${run.performance}, FCP ${Math.round(run.fcpMs)} ms, ` +
          `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, ` +
          `accessibility ${run.accessibility}, benchmark index ${Math.round(run.benchmarkIndex)}`,
      );
    }
    figures.pages.push({ ...page, median: median(all), runs: all });
  }
  return figures;
}

// Run on its own against a server that is already up.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*[\\/]/, ''))) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? RUNS);
  const figures = process.argv.includes('--signed-in') ? await signedInLighthouseFigures(baseUrl, runs) : await lighthouseFigures(baseUrl, runs);
  for (const p of figures.pages) {
    const m = p.median;
    console.log(
      `${p.label.padEnd(10)} performance ${m.performance}  FCP ${Math.round(m.fcpMs)} ms  LCP ${Math.round(m.lcpMs)} ms  ` +
        `TBT ${Math.round(m.tbtMs)} ms  CLS ${m.cls.toFixed(3)}  SI ${Math.round(m.speedIndexMs)} ms  accessibility ${m.accessibility}  (${p.path})`,
    );
  }
}
