import type { Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type SqlRunner } from '../../db/rows';

// The sandbox clock (migration 0057, docs/decisions/0065). In sandbox mode it is THE clock main
// injects everywhere (requests, jobs), so moving it on the console makes every job catch up:
// cheques clear, mandates are answered, unpaid orders lapse, outside calls retry.
//
// The clock is read synchronously (`now()`), many times per request, so the offset is cached in
// memory. Moving it (`advance`) updates the row and this process's cache at once; another
// process on the same database picks the new offset up within the sandbox-clock job's check
// (`refresh`, every few seconds: jobs/sandbox-clock.job.ts), and a restart reads it when the clock
// is opened. Either way the clock's listeners hear of the move (`onMove`): main wakes every job
// then, as their due times are on this clock (docs/decisions/0069).

const HOUR_MS = 3_600_000;
export const CLOCK_UNITS_MS = { hours: HOUR_MS, days: 24 * HOUR_MS } as const;
export type ClockUnit = keyof typeof CLOCK_UNITS_MS;

interface OffsetRow {
  offset_ms: string | number;
}

export class SandboxClock implements Clock {
  private offsetMs = 0;
  private readonly listeners = new Set<(offsetMs: number) => void>();

  private constructor(
    private readonly database: { db: SqlRunner },
    /** The time the offset is added to: the system's in main, a test's fixed clock in tests. */
    private readonly base: Clock,
  ) {}

  /** A clock with the offset the database holds (the row exists from migration 0057). */
  static async open(database: { db: SqlRunner }, base: Clock): Promise<SandboxClock> {
    const clock = new SandboxClock(database, base);
    await clock.refresh();
    return clock;
  }

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** How far ahead of the base time the sandbox is. */
  get offset(): number {
    return this.offsetMs;
  }

  /** Hears every change of the offset this process sees (its own moves, and others' on refresh). */
  onMove(listener: (offsetMs: number) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Reads the offset again (another process may have moved it). True when it changed. */
  async refresh(): Promise<boolean> {
    const rows = await rowsOf<OffsetRow>(this.database.db, sql`SELECT offset_ms FROM sandbox_clock WHERE id`);
    return this.set(Number(rows[0]?.offset_ms ?? 0));
  }

  /**
   * Moves the sandbox forward by `amount` hours or days. One UPDATE adds to the stored offset, so
   * two moves at once (two tabs, two processes) both count. Only forward: the jobs' leases and
   * due times assume time does not run back.
   */
  async advance(amount: number, unit: ClockUnit): Promise<Date> {
    if (!Number.isInteger(amount) || amount < 1) throw new RangeError('The sandbox clock only moves forward, by whole hours or days');
    const by = amount * CLOCK_UNITS_MS[unit];
    const rows = await rowsOf<OffsetRow>(
      this.database.db,
      sql`UPDATE sandbox_clock SET offset_ms = offset_ms + ${by}, moved_at = ${this.base.now().toISOString()}::timestamptz
          WHERE id RETURNING offset_ms`,
    );
    this.set(Number(rows[0]?.offset_ms ?? this.offsetMs + by));
    return this.now();
  }

  private set(offsetMs: number): boolean {
    // The stored offset only grows, but the answers of two moves at once can come back in either
    // order: the smaller one is older news, and taking it would undo the other move here.
    if (offsetMs <= this.offsetMs) return false;
    this.offsetMs = offsetMs;
    for (const listener of this.listeners) {
      try {
        listener(offsetMs);
      } catch {
        // A listener's failure is not the move's.
      }
    }
    return true;
  }
}
