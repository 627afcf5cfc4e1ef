import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from '../src/shutdown';

describe('graceful shutdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const harness = (steps: (() => Promise<void> | void)[]) => {
    const exits: number[] = [];
    const errors: string[] = [];
    const stop = gracefulShutdown({
      steps,
      timeoutMs: 10_000,
      log: { info: () => undefined, error: (_obj, msg) => errors.push(msg) },
      exit: (code) => exits.push(code),
    });
    return { stop, exits, errors };
  };

  it('runs every step in order and exits 0', async () => {
    const order: string[] = [];
    const h = harness([() => void order.push('jobs'), async () => void order.push('http'), () => void order.push('database')]);
    await h.stop('SIGTERM');
    expect(order).toEqual(['jobs', 'http', 'database']);
    expect(h.exits).toEqual([0]);
  });

  it('exits 1 with a log line when a step never finishes before the deadline', async () => {
    vi.useFakeTimers();
    const h = harness([() => new Promise<void>(() => undefined)]);
    void h.stop('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.exits).toEqual([1]);
    expect(h.errors).toEqual(['shutdown did not finish in time: exiting']);
  });

  it('exits 1 when a step fails, and at once on a second signal', async () => {
    const failing = harness([() => Promise.reject(new Error('database would not close'))]);
    await failing.stop('SIGTERM');
    expect(failing.exits).toEqual([1]);

    const stuck = harness([() => new Promise<void>(() => undefined)]);
    void stuck.stop('SIGINT');
    await stuck.stop('SIGINT');
    expect(stuck.exits).toEqual([1]);
  });
});
