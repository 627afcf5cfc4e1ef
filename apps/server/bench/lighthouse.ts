// Lighthouse, mobile preset (Lighthouse's default: a phone screen, simulated slow 4G and a 4×
// slower CPU), on three pages of the running product: home, a fund list and a fund page. Each page
// is run RUNS times in Debian's Chromium and the median run (by performance score) is kept, since
// simulated throttling still depends on how busy the machine is.
//
// Part of `npm run bench` (skip with --skip=lighthouse). On its own, against a server already
// running: `npx tsx bench/lighthouse.ts http://127.0.0.1:8080` (from apps/server).
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

async function runOnce(url: string, port: number): Promise<{ run: LighthouseRun; version: string }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
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
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}`);
  const pages = [
    { label: 'home', path: '/v1/home' },
    { label: 'fund list', path: '/v1/mutual-fund-results/Equity' },
    { label: 'fund page', path: await fundPagePath(baseUrl) },
  ];
  const figures: LighthouseFigures = { chromium: chromePath, lighthouse: '', pages: [] };
  for (const page of pages) {
    const all: LighthouseRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      // A fresh browser per run: nothing cached, no warm JIT from the previous run.
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
      try {
        const { run, version } = await runOnce(`${baseUrl}${page.path}`, chrome.port);
        figures.lighthouse = version;
        all.push(run);
        log(
          `  ${page.label} run ${i + 1}/${runs}: performance ${run.performance}, FCP ${Math.round(run.fcpMs)} ms, ` +
            `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, ` +
            `accessibility ${run.accessibility}, benchmark index ${Math.round(run.benchmarkIndex)}`,
        );
      } finally {
        await chrome.kill();
      }
    }
    figures.pages.push({ ...page, median: median(all), runs: all });
  }
  return figures;
}

// Run on its own against a server that is already up.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*[\\/]/, ''))) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
  const figures = await lighthouseFigures(baseUrl, Number(process.env.LIGHTHOUSE_RUNS ?? RUNS));
  for (const p of figures.pages) {
    const m = p.median;
    console.log(
      `${p.label.padEnd(10)} performance ${m.performance}  FCP ${Math.round(m.fcpMs)} ms  LCP ${Math.round(m.lcpMs)} ms  ` +
        `TBT ${Math.round(m.tbtMs)} ms  CLS ${m.cls.toFixed(3)}  SI ${Math.round(m.speedIndexMs)} ms  accessibility ${m.accessibility}  (${p.path})`,
    );
  }
}
