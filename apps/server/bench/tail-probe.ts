// The suggestion tail, studied (issue 8 §4; docs/benchmarks.md, decisions 0084 and 0085): two or
// more builds of the server side by side, measured interleaved (A B C, then C B A, …) so that
// other work on the machine hits each alike. Per run of 10 s at 500 req/s (paced, autocannon's
// bursts, or `max`: 50 connections as fast as answered): latency percentiles, server CPU per
// request, GC pauses by kind (a PerformanceObserver preloaded into the server:
// tail-observer.mjs), bytes allocated per request (V8's --trace-gc-nvp `allocated=`, plus the
// young generation's growth), the young generation's size, job passes (wall and CPU time; the
// probe runs a copy of each bundle with the job loop's `run()` timed), how many requests
// overlapped a GC or a job pass and the p99 without them; then RSS and its peak. Not a test.
//
//   npx tsx bench/tail-probe.ts <variants.json> [reps=3] [paced|bursty|max|both|all]
//
// variants.json: [{ "name", "script": ".../dist/main.js", "nodeArgs": [], "env": {}, "dataDir",
// "port" }], each dataDir a copy of a loaded real-catalogue PGlite folder (one process each).
// PROBE_SECONDS changes the run length, PROBE_PATH loads one path instead of the 64 texts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { sleep, SHARED_DATA_DIR, waitForHttp } from './bench-harness';
import { machineBusySeconds, processCpuSeconds, readMemory } from './memory';
import { REALISTIC_QUERIES, searchPath, suggestPath } from './queries';

interface Variant {
  name: string;
  script: string;
  nodeArgs?: string[];
  env?: Record<string, string>;
  dataDir: string;
  port: number;
}
interface Gc {
  at: number;
  ms: number;
  kind: string;
}
interface JobPass {
  name: string;
  at: number;
  wallMs: number;
  cpuUs: number;
}
interface Dump {
  gcs: Gc[];
  jobs: JobPass[];
  spaces: { name: string; used: number; size: number }[];
}

const [variantsFile, repsArg, modeArg] = process.argv.slice(2);
const variants = JSON.parse(readFileSync(variantsFile!, 'utf8')) as Variant[];
const reps = Number(repsArg ?? 3);
const modes =
  modeArg === 'both' || !modeArg
    ? ['paced', 'bursty']
    : modeArg === 'all'
      ? ['paced', 'bursty', 'max']
      : [modeArg];
const RATE = 500;
const SECONDS = Number(process.env.PROBE_SECONDS ?? 10);
const paths = process.env.PROBE_PATH
  ? [process.env.PROBE_PATH]
  : REALISTIC_QUERIES.map(suggestPath);
const now = () => performance.timeOrigin + performance.now();

interface Running {
  v: Variant;
  child: ChildProcess;
  nvp: { at: number; allocated: number; pause: number; gc: string }[];
  out: string;
}

const OBSERVER = fileURLToPath(new URL('./tail-observer.mjs', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'sanchay-tail-'));

/** A copy of the bundle beside it (its migrations and packages resolve the same) with job passes timed. */
function instrumented(script: string): string {
  const line = '        outcome = await s.job.run();\n';
  const source = readFileSync(script, 'utf8');
  if (source.split(line).length !== 2)
    throw new Error(`${script}: the job loop's pass was not found once`);
  const copy = path.join(path.dirname(script), 'main-tail-probe.js');
  writeFileSync(
    copy,
    source.replace(
      line,
      '        { const __t0 = performance.now(), __c0 = process.cpuUsage(); outcome = await s.job.run(); const __c = process.cpuUsage(__c0); globalThis.__jobLog?.push({ name: s.job.name, at: performance.timeOrigin + __t0, wallMs: performance.now() - __t0, cpuUs: __c.user + __c.system }); }\n',
    ),
  );
  return copy;
}

async function start(v: Variant): Promise<Running> {
  const out = path.join(work, `observe-${v.name}.json`);
  const child = spawn(
    'nice',
    [
      '-n',
      '15',
      process.execPath,
      '--import',
      OBSERVER,
      '--trace-gc-nvp',
      ...(v.nodeArgs ?? []),
      instrumented(v.script),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SANDBOX: 'true',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(v.port),
        CATALOGUE: 'real',
        SHARED_DATA_DIR,
        DATA_DIR: v.dataDir,
        WEB_DIST_DIR: path.join(work, 'no-web-app'),
        OBSERVE_OUT: out,
        ...v.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const r: Running = { v, child, nvp: [], out };
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      const a = /allocated=(\d+)/.exec(line);
      if (!a) continue;
      r.nvp.push({
        at: now(),
        allocated: Number(a[1]),
        pause: Number(/pause=([\d.]+)/.exec(line)?.[1] ?? 0),
        gc: /gc=(\w+)/.exec(line)?.[1] ?? '?',
      });
    }
  });
  await waitForHttp(
    `http://127.0.0.1:${v.port}${paths[0]}`,
    { exited: new Promise(() => undefined) } as never,
    180_000,
  );
  return r;
}

/** The node process under `nice` (the child is nice itself, which execs node: same pid). */
const pidOf = (r: Running) => r.child.pid!;

async function dump(r: Running): Promise<Dump> {
  rmSync(r.out, { force: true });
  process.kill(pidOf(r), 'SIGUSR2');
  for (let i = 0; i < 200; i += 1) {
    await sleep(10);
    try {
      return JSON.parse(readFileSync(r.out, 'utf8')) as Dump;
    } catch {
      // not written yet
    }
  }
  throw new Error(`${r.v.name}: no dump`);
}

interface Sample {
  start: number;
  end: number;
}

function paced(base: string, seconds: number): Promise<Sample[]> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  const total = Math.round(seconds * RATE);
  const interval = 1000 / RATE;
  const samples: Sample[] = [];
  let finished = 0;
  return new Promise((resolve) => {
    const t0 = performance.now() + 5;
    let next = 0;
    const send = (i: number, due: number) => {
      const req = request(
        { agent, host: url.hostname, port: url.port, path: paths[i % paths.length], method: 'GET' },
        (res) => {
          res.resume();
          res.on('end', () => {
            samples.push({ start: performance.timeOrigin + due, end: now() });
            if (++finished === total) {
              agent.destroy();
              resolve(samples);
            }
          });
        },
      );
      req.on('error', () => {
        if (++finished === total) resolve(samples);
      });
      req.end();
    };
    const tick = () => {
      const t = performance.now();
      while (next < total && t0 + next * interval <= t) {
        send(next, t0 + next * interval);
        next += 1;
      }
      if (next < total)
        setTimeout(tick, Math.max(0, Math.min(1, t0 + next * interval - performance.now())));
    };
    tick();
  });
}

/** As fast as 50 connections get answers (the bench's maximum-throughput runs), over suggestions and searches. */
function max(base: string, seconds: number): Promise<Sample[]> {
  return bursty(base, seconds, 50, [...paths, ...REALISTIC_QUERIES.map(searchPath)]);
}

function bursty(
  base: string,
  seconds: number,
  connections = 10,
  pathsUsed = paths,
): Promise<Sample[]> {
  let cursor = 0;
  const samples: Sample[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        ...(connections === 10 ? { overallRate: RATE } : {}),
        timeout: 10,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: pathsUsed[cursor++ % pathsUsed.length]! }),
          },
        ],
      },
      (err) => (err ? reject(err) : resolve(samples)),
    );
    instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
      if (status >= 200 && status < 300) {
        const end = now();
        samples.push({ start: end - ms, end });
      }
    });
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(r: Running, mode: string) {
  const base = `http://127.0.0.1:${r.v.port}`;
  const load = mode === 'paced' ? paced : mode === 'max' ? max : bursty;
  await load(base, 1); // warm-up, not counted
  const before = await dump(r);
  const nvpFrom = r.nvp.length;
  const cpu0 = processCpuSeconds(pidOf(r));
  const m0 = machineBusySeconds();
  const t0 = now();
  const samples = await load(base, SECONDS);
  const t1 = now();
  const cpu1 = processCpuSeconds(pidOf(r));
  const m1 = machineBusySeconds();
  await sleep(50);
  const after = await dump(r);
  const nvp = r.nvp.slice(nvpFrom).filter((g) => g.at <= t1 + 40);
  const young = (d: Dump) => d.spaces.find((s) => s.name === 'new_space')?.used ?? 0;
  const allocated = nvp.reduce((s, g) => s + g.allocated, 0) + young(after) - young(before);
  const lat = samples.map((s) => s.end - s.start).sort((a, b) => a - b);
  const p99 = pct(lat, 99);
  const slow = samples.filter((s) => s.end - s.start >= p99);
  const gcs = after.gcs.filter((g) => g.at >= t0 && g.at <= t1);
  const jobs = after.jobs.filter((j) => j.at >= t0 - 50 && j.at <= t1);
  const overlaps = (s: Sample, at: number, ms: number) => at < s.end && at + ms > s.start;
  const byKind: Record<string, { n: number; ms: number; max: number }> = {};
  for (const g of gcs) {
    const k = (byKind[g.kind] ??= { n: 0, ms: 0, max: 0 });
    k.n += 1;
    k.ms += g.ms;
    k.max = Math.max(k.max, g.ms);
  }
  const n = samples.length;
  return {
    variant: r.v.name,
    mode,
    n,
    p50: pct(lat, 50),
    p90: pct(lat, 90),
    p99,
    max: lat[n - 1]!,
    cpuUsPerReq: ((cpu1 - cpu0) / n) * 1e6,
    othersPct: ((m1 - m0 - (cpu1 - cpu0)) / ((t1 - t0) / 1000)) * 100,
    allocKbPerReq: allocated / n / 1024,
    newSpaceMb: [before, after].map(
      (d) =>
        +(
          (d.spaces.find((x) => x.name === 'new_space') as { size?: number } | undefined)?.size ?? 0
        ) /
        2 ** 20,
    ),
    gc: byKind,
    gcPauseMs: gcs.reduce((s, g) => s + g.ms, 0),
    jobs: jobs.map(
      (j) =>
        `${(j.at - t0).toFixed(0)}:${j.name} ${j.wallMs.toFixed(1)}ms/${(j.cpuUs / 1000).toFixed(1)}cpu`,
    ),
    p99Clean: (() => {
      const clean = samples
        .filter(
          (s) =>
            !gcs.some((g) => overlaps(s, g.at, g.ms)) &&
            !jobs.some((j) => overlaps(s, j.at, j.wallMs)),
        )
        .map((s) => s.end - s.start)
        .sort((a, b) => a - b);
      return pct(clean, 99);
    })(),
    p99NoJob: (() => {
      const clean = samples
        .filter((s) => !jobs.some((j) => overlaps(s, j.at, j.wallMs)))
        .map((s) => s.end - s.start)
        .sort((a, b) => a - b);
      return pct(clean, 99);
    })(),
    withJob: samples.filter((s) => jobs.some((j) => overlaps(s, j.at, j.wallMs))).length,
    withGc: samples.filter((s) => gcs.some((g) => overlaps(s, g.at, g.ms))).length,
    slow: slow.length,
    slowWithGc: slow.filter((s) => gcs.some((g) => overlaps(s, g.at, g.ms))).length,
    slowWithJob: slow.filter((s) => jobs.some((j) => overlaps(s, j.at, j.wallMs))).length,
  };
}

const running: Running[] = [];
try {
  for (const v of variants) running.push(await start(v));
  await sleep(2000);
  for (const r of running) {
    const m = readMemory(pidOf(r));
    console.log(
      JSON.stringify({
        variant: r.v.name,
        afterStartRssMb: m.rssMb,
        afterStartPeakMb: m.peakRssMb,
      }),
    );
  }
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  for (let rep = 0; rep < reps; rep += 1) {
    for (const mode of modes) {
      const order = rep % 2 === 0 ? running : [...running].reverse();
      for (const r of order) {
        const res = await measure(r, mode);
        results.push(res);
        console.log(JSON.stringify(res));
      }
    }
  }
  for (const r of running) {
    const m = readMemory(pidOf(r));
    console.log(JSON.stringify({ variant: r.v.name, rssMb: m.rssMb, peakMb: m.peakRssMb }));
  }
  // Medians per variant and mode.
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  for (const mode of modes)
    for (const v of variants) {
      const rs = results.filter((x) => x.variant === v.name && x.mode === mode);
      console.log(
        `${mode.padEnd(6)} ${v.name.padEnd(14)} p50 ${med(rs.map((x) => x.p50)).toFixed(2)} p99 ${med(rs.map((x) => x.p99)).toFixed(2)} [${rs.map((x) => x.p99.toFixed(1)).join(' ')}] cpu/req ${med(rs.map((x) => x.cpuUsPerReq)).toFixed(0)}µs alloc/req ${med(rs.map((x) => x.allocKbPerReq)).toFixed(1)}KB gc ${med(rs.map((x) => x.gcPauseMs)).toFixed(1)}ms scav ${med(rs.map((x) => x.gc.scavenge?.n ?? 0))} mc ${med(rs.map((x) => x.gc['mark-compact']?.n ?? 0))} slow∩gc ${rs.map((x) => `${x.slowWithGc}/${x.slow}`).join(' ')} slow∩job ${rs.map((x) => x.slowWithJob).join(' ')} p99 w/o job ${med(rs.map((x) => x.p99NoJob)).toFixed(2)} w/o job+gc ${med(rs.map((x) => x.p99Clean)).toFixed(2)} others ${med(rs.map((x) => x.othersPct)).toFixed(0)}%`,
      );
    }
} finally {
  for (const r of running) r.child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
