// Main-thread tasks of a first visit, measured in a way a busy machine disturbs less than
// Lighthouse's scores (docs/decisions/0082): Chromium (phone screen and user agent, a fresh browser
// per load) records a DevTools trace of the page's load; each main-thread task's CPU time (thread
// clock, so time spent waiting for a busy CPU is left out) is multiplied by 4, as Lighthouse's
// simulation scales observed tasks. Reported per load: the tasks above 50 ms after that, those of
// them after first contentful paint, their blocking part (above 50 ms, after FCP: TBT's definition)
// and the main thread's CPU time. Not part of `npm run bench`.
//
// From apps/server, against running servers (give two to compare builds; they are alternated):
//   npx tsx bench/main-thread-tasks.ts <rounds> <path> <baseUrl> [<baseUrl>…]
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bundle-size';

const SLOWDOWN = 4;
const LONG_MS = 50;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface TaskFigures {
  longTasks: number;
  longTasksAfterFcp: number;
  blockingMs: number;
  mainThreadCpuMs: number;
}

export async function measureFirstVisit(url: string): Promise<TaskFigures> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => {
      events.push(...(e.value as unknown as TraceEvent[]));
    });
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Hydration, its answers and anything started after them.
    await page.waitForTimeout(3_000);
    await cdp.send('Tracing.end');
    await complete;
    return figures(events);
  } finally {
    await browser.close();
  }
}

function figures(events: TraceEvent[]): TaskFigures {
  // The renderer's main thread that did the most work (the page's, not about:blank's).
  let tasks: TraceEvent[] = [];
  for (const thread of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X');
    if (sum(own.map(cpuUs)) > sum(tasks.map(cpuUs))) tasks = own;
  }
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  const scaled = (e: TraceEvent) => (SLOWDOWN * cpuUs(e)) / 1000;
  const long = tasks.filter((e) => scaled(e) > LONG_MS);
  const afterFcp = long.filter((e) => fcp !== undefined && e.ts >= fcp.ts);
  return {
    longTasks: long.length,
    longTasksAfterFcp: afterFcp.length,
    blockingMs: Math.round(sum(afterFcp.map((e) => scaled(e) - LONG_MS))),
    mainThreadCpuMs: Math.round(sum(tasks.map(cpuUs)) / 1000),
  };
}

const cpuUs = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*[\\/]/, ''))) {
  const [rounds = '5', path = '/v1/home', ...bases] = process.argv.slice(2);
  if (bases.length === 0) bases.push('http://127.0.0.1:8080');
  for (let round = 0; round < Number(rounds); round += 1) {
    // Alternate the order each round, so that load on the machine falls on every server alike.
    const order = round % 2 === 0 ? bases : [...bases].reverse();
    for (const base of order) console.log(JSON.stringify({ round: round + 1, base, path, ...(await measureFirstVisit(`${base}${path}`)) }));
  }
}
