// Preloaded into a server under study by bench/tail-probe.ts (node --import): records GC pauses
// (PerformanceObserver) and job passes (globalThis.__jobLog, filled by the copy of the bundle
// tail-probe.ts instruments), and on SIGUSR2 writes what it gathered since the last dump, with
// the heap's spaces, to OBSERVE_OUT (JSON), then forgets it. Not part of the product.
// OBSERVE_HEAP=<file>: sampling heap profile of every allocation (collected ones included)
// between the first and the second dump.
import { PerformanceObserver, performance, constants } from 'node:perf_hooks';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import v8 from 'node:v8';
const out = process.env.OBSERVE_OUT;
const heapOut = process.env.OBSERVE_HEAP;
let gcs = [];
let dumps = 0;
let session;
globalThis.__jobLog = [];
const kinds = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    gcs.push({
      at: performance.timeOrigin + e.startTime,
      ms: e.duration,
      kind: kinds[e.detail?.kind] ?? String(e.detail?.kind),
    });
}).observe({ entryTypes: ['gc'] });
process.on('SIGUSR2', () => {
  dumps += 1;
  const write = () => {
    const heap = v8.getHeapStatistics();
    const data = {
      gcs,
      jobs: globalThis.__jobLog,
      heap: {
        used: heap.used_heap_size,
        total: heap.total_heap_size,
        malloced: heap.malloced_memory,
        external: heap.external_memory,
      },
      mem: process.memoryUsage(),
      spaces: v8
        .getHeapSpaceStatistics()
        .map((s) => ({ name: s.space_name, size: s.space_size, used: s.space_used_size })),
    };
    gcs = [];
    globalThis.__jobLog = [];
    if (out) writeFileSync(out, JSON.stringify(data));
  };
  if (heapOut && dumps === 1) {
    session = new Session();
    session.connect();
    session.post('HeapProfiler.enable', () =>
      session.post(
        'HeapProfiler.startSampling',
        {
          samplingInterval: 256,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        },
        write,
      ),
    );
    return;
  }
  if (heapOut && dumps === 2) {
    session.post('HeapProfiler.stopSampling', (err, res) => {
      writeFileSync(heapOut, JSON.stringify(res?.profile ?? { err: String(err) }));
      write();
    });
    return;
  }
  write();
});
