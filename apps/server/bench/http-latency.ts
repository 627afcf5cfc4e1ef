// HTTP latency and throughput with autocannon, run in this (the runner's) process against servers
// in their own child processes.
//
// Latency percentiles are computed here from every response's own time (autocannon's
// 'response' event, process.hrtime, microsecond resolution), not from autocannon's histogram,
// which keeps whole milliseconds: too coarse for a 5 ms target where the answer is ~1 ms.
// Only 2xx responses count toward latency; non-2xx, errors and timeouts are reported apart.
import { Agent, request } from 'node:http';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { cpuSnapshot, cpuUse, type CpuUse } from './memory';
import { sleep } from './bench-harness';

export interface LoadOptions {
  label: string;
  baseUrl: string;
  /** Request paths, used in turn (one shared cursor across connections). */
  paths: readonly string[];
  connections: number;
  durationS: number;
  /** Requests per second over all connections; omitted = as fast as the server answers. */
  overallRate?: number;
  /** Seconds of the same load first, not measured (JIT, caches, connections). */
  warmupS?: number;
  /** The server's process, for its CPU time during the measured run. */
  serverPid?: number;
}

export interface LoadResult {
  label: string;
  mode: 'rate' | 'max' | 'paced';
  overallRate?: number;
  connections: number;
  durationS: number;
  /** 2xx responses. */
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Completed responses per second over the run. */
  reqPerSec: number;
  /** Milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  /** CPU of the server, the load generator and everything else during the measured run. */
  cpu?: CpuUse;
  /** Server CPU time per answered request, microseconds. */
  cpuUsPerRequest?: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

function once(options: LoadOptions, durationS: number, record: boolean): Promise<LoadResult> {
  let cursor = 0;
  const paths = options.paths;
  const requests: AutocannonRequest[] = [
    {
      method: 'GET',
      setupRequest: (request) => {
        const path = paths[cursor % paths.length]!;
        cursor += 1;
        return { ...request, path };
      },
    },
  ];
  let samples = new Float64Array(1 << 16);
  let n = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: durationS,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        timeout: 10,
        requests,
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = samples.subarray(0, n).sort();
        let sum = 0;
        for (let i = 0; i < n; i++) sum += sorted[i]!;
        resolve({
          label: options.label,
          mode: options.overallRate ? 'rate' : 'max',
          overallRate: options.overallRate,
          connections: options.connections,
          durationS,
          ok: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          reqPerSec: (result['2xx'] + result.non2xx) / (result.duration || durationS),
          p50: percentile(sorted, 50),
          p90: percentile(sorted, 90),
          p99: percentile(sorted, 99),
          max: n ? sorted[n - 1]! : Number.NaN,
          mean: n ? sum / n : Number.NaN,
        });
      },
    );
    if (record) {
      instance.on(
        'response',
        (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
          if (statusCode < 200 || statusCode >= 300) return;
          if (n === samples.length) {
            const bigger = new Float64Array(samples.length * 2);
            bigger.set(samples);
            samples = bigger;
          }
          samples[n++] = responseTime;
        },
      );
    }
  });
}

/** A warm-up (not measured), then the measured run. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupS) await once(options, options.warmupS, false);
  const before = options.serverPid ? cpuSnapshot(options.serverPid) : null;
  const result = await once(options, options.durationS, true);
  const after = options.serverPid ? cpuSnapshot(options.serverPid) : null;
  const cpu = cpuUse(before, after);
  if (cpu) {
    result.cpu = cpu;
    const answered = result.ok + result.non2xx;
    if (answered) result.cpuUsPerRequest = (cpu.serverSeconds / answered) * 1e6;
  }
  return result;
}

/** One GET, to check a route answers what we think before loading it. */
export async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

// ---------------------------------------------------------------------------------------------
// A paced load, for comparison with autocannon's fixed rate. autocannon limits a rate per
// connection per second: each of the 10 connections sends its 50 requests back to back at the
// start of every second and then waits, so the server sees bursts of 10 concurrent requests.
// Here requests are sent one every 1/rate seconds (as independent users would), over a keep-alive
// pool of `connections` sockets; a request that finds every socket busy waits for one, and its
// latency is counted from the moment it was due (no coordinated omission).

export async function runPaced(
  options: LoadOptions & { overallRate: number },
): Promise<LoadResult> {
  if (options.warmupS) await paced(options, options.warmupS, false);
  const before = options.serverPid ? cpuSnapshot(options.serverPid) : null;
  const result = await paced(options, options.durationS, true);
  const after = options.serverPid ? cpuSnapshot(options.serverPid) : null;
  const cpu = cpuUse(before, after);
  if (cpu) {
    result.cpu = cpu;
    if (result.ok + result.non2xx)
      result.cpuUsPerRequest = (cpu.serverSeconds / (result.ok + result.non2xx)) * 1e6;
  }
  return result;
}

async function paced(
  options: LoadOptions & { overallRate: number },
  durationS: number,
  record: boolean,
): Promise<LoadResult> {
  const url = new URL(options.baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.overallRate;
  const total = Math.round(durationS * options.overallRate);
  const samples = new Float64Array(total);
  let n = 0;
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let finished = 0;
  let allDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allDone = resolve));
  const settle = () => {
    finished += 1;
    if (finished === total) allDone();
  };
  const send = (i: number, due: number) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: options.paths[i % options.paths.length],
        method: 'GET',
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) {
            ok += 1;
            if (record) samples[n++] = performance.now() - due;
          } else non2xx += 1;
          settle();
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      settle();
    });
    req.end();
  };
  const start = performance.now() + 5;
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && start + next * interval <= now) {
      send(next, start + next * interval);
      next += 1;
    }
    await sleep(Math.max(0, Math.min(1, start + next * interval - performance.now())));
  }
  await Promise.race([done, sleep(15_000)]);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = samples.subarray(0, n).sort();
  let sum = 0;
  for (let i = 0; i < n; i++) sum += sorted[i]!;
  return {
    label: options.label,
    mode: 'paced',
    overallRate: options.overallRate,
    connections: options.connections,
    durationS,
    ok,
    non2xx,
    errors,
    timeouts: total - finished,
    reqPerSec: (ok + non2xx) / elapsed,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: n ? sorted[n - 1]! : Number.NaN,
    mean: n ? sum / n : Number.NaN,
  };
}
