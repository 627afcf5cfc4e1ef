import { describe, expect, it } from 'vitest';
import type { SqlRunner } from '../../db/rows';
import { SandboxClock } from './sandbox-clock';

// The sandbox clock's cache when the answers of two moves at once come back out of order (seen on
// PostgreSQL under load: a day and three hours moved together, the console showed three hours).

const HOUR = 3_600_000;
const BASE = new Date('2026-08-21T09:00:00Z');

/** A database whose UPDATE answers are released in the order the test chooses. */
function heldAnswers(first: number) {
  const held: Array<(offset: number) => void> = [];
  let reads = 0;
  const database: { db: SqlRunner } = {
    db: {
      execute: () => {
        if (reads++ === 0) return Promise.resolve({ rows: [{ offset_ms: String(first) }] });
        return new Promise((resolve) => held.push((offset) => resolve({ rows: [{ offset_ms: String(offset) }] })));
      },
    },
  };
  return { database, held };
}

describe('sandbox clock', () => {
  it('keeps both of two moves at once when the later answer comes back first', async () => {
    const { database, held } = heldAnswers(0);
    const clock = await SandboxClock.open(database, { now: () => BASE });
    const day = clock.advance(1, 'days');
    const hours = clock.advance(3, 'hours');
    // The database ran the hours first (3 h), then the day (27 h); the day's answer arrives first.
    held[0]!(27 * HOUR);
    await day;
    held[1]!(3 * HOUR);
    await hours;
    expect(clock.offset).toBe(27 * HOUR);
    expect(clock.now().getTime()).toBe(BASE.getTime() + 27 * HOUR);
  });
});
