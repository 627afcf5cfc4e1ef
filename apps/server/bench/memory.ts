// Resident memory of a process, from Linux's /proc/<pid>/status: VmRSS (now) and VmHWM (the
// peak since the process started). Megabytes are MiB (1,048,576 bytes). Also CPU time, from
// /proc/<pid>/stat and /proc/stat, to tell how much of the machine a load run really had.
import { readFileSync } from 'node:fs';
import { sleep } from './bench-harness';

export interface MemorySample {
  rssMb: number;
  peakRssMb: number;
}

function field(status: string, name: string): number {
  const m = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
  if (!m) throw new Error(`no ${name} in /proc status`);
  return Number(m[1]) / 1024;
}

export function readMemory(pid: number): MemorySample {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rssMb: field(status, 'VmRSS'), peakRssMb: field(status, 'VmHWM') };
}

/** Whether this machine has /proc (Linux); elsewhere memory is not reported. */
export function canReadMemory(): boolean {
  try {
    readMemory(process.pid);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// CPU time in clock ticks (USER_HZ, 100 per second on Linux).

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in seconds. */
export function processCpuSeconds(pid: number | 'self'): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds the whole machine spent busy (all cores, everything but idle and iowait). */
export function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [, ...values] = line.trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return (total - idle) / TICKS_PER_SECOND;
}

export interface CpuSnapshot {
  at: number;
  server: number;
  self: number;
  machine: number;
}

export function cpuSnapshot(serverPid: number): CpuSnapshot | null {
  try {
    return {
      at: performance.now(),
      server: processCpuSeconds(serverPid),
      self: processCpuSeconds('self'),
      machine: machineBusySeconds(),
    };
  } catch {
    return null;
  }
}

export interface CpuUse {
  /** Percent of one core. */
  serverPct: number;
  loadGeneratorPct: number;
  /** Everything else on the machine (other people's tests, the database, ...). */
  othersPct: number;
  serverSeconds: number;
}

export function cpuUse(a: CpuSnapshot | null, b: CpuSnapshot | null): CpuUse | undefined {
  if (!a || !b) return undefined;
  const wall = (b.at - a.at) / 1000;
  const server = b.server - a.server;
  const self = b.self - a.self;
  const machine = b.machine - a.machine;
  const pct = (s: number) => (s / wall) * 100;
  return {
    serverPct: pct(server),
    loadGeneratorPct: pct(self),
    othersPct: Math.max(0, pct(machine - server - self)),
    serverSeconds: server,
  };
}

// ---------------------------------------------------------------------------------------------
// Others share this machine (tests, builds): before a measured run, wait a little for a quiet
// second, within a budget for the whole benchmark. Every run reports what others used anyway.

let quietBudgetMs = 45_000;

/** CPU used by processes other than this one and `ignorePids` over half a second, % of a core. */
function othersCpuOverHalfASecond(ignorePids: readonly number[]): Promise<number> {
  const mine = () =>
    processCpuSeconds('self') + ignorePids.reduce((s, pid) => s + processCpuSeconds(pid), 0);
  const a = { machine: machineBusySeconds(), mine: mine(), at: performance.now() };
  return sleep(500).then(() => {
    const wall = (performance.now() - a.at) / 1000;
    return Math.max(0, ((machineBusySeconds() - a.machine - (mine() - a.mine)) / wall) * 100);
  });
}

export async function waitForQuiet(
  ignorePids: readonly number[],
  thresholdPct = 25,
  log?: (line: string) => void,
): Promise<number> {
  let others = Number.NaN;
  try {
    while (true) {
      const t = performance.now();
      others = await othersCpuOverHalfASecond(ignorePids);
      quietBudgetMs -= performance.now() - t;
      if (others <= thresholdPct || quietBudgetMs <= 0) break;
      log?.(`  waiting for a quieter moment: other processes use ${others.toFixed(0)}% of a core`);
    }
  } catch {
    // no /proc: nothing to wait for
  }
  return others;
}
