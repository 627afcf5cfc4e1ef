import type { Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// The sandbox clock (migration 0057, docs/decisions/0065). In sandbox mode it is THE clock main
// injects everywhere (requests, jobs), so moving it on the console makes every job catch up:
// cheques clear, mandates are answered, unpaid orders lapse, outside calls retry.
//
// The clock is read synchronously (`now()`), many times per request, so the offset is cached in
// memory. Moving it (`advance`) updates the row and this process's cache at once; another
// process on the same database picks the new offset up on its next job-loop pass (`refresh`,
// the sandbox-clock job, every second), and a restart reads it when the clock is opened.

const HOUR_MS = 3_600_000;
export const CLOCK_UNITS_MS = { hours: HOUR_MS, days: 24 * HOUR_MS } as const;
export type ClockUnit = keyof typeof CLOCK_UNITS_MS;

interface OffsetRow {
  offset_ms: string | number;
}

export class SandboxClock implements Clock {
  private offsetMs = 0;

  private constructor(
    private readonly database: Pick<Database, 'db'>,
    /** The time the offset is added to: the system's in main, a test's fixed clock in tests. */
    private readonly base: Clock,
  ) {}

  /** A clock with the offset the database holds (the row exists from migration 0057). */
  static async open(database: Pick<Database, 'db'>, base: Clock): Promise<SandboxClock> {
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

  /** Reads the offset again (another process may have moved it). */
  async refresh(): Promise<void> {
    const rows = await rowsOf<OffsetRow>(this.database, sql`SELECT offset_ms FROM sandbox_clock WHERE id`);
    this.offsetMs = Number(rows[0]?.offset_ms ?? 0);
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
      this.database,
      sql`UPDATE sandbox_clock SET offset_ms = offset_ms + ${by}, moved_at = ${this.base.now().toISOString()}::timestamptz
          WHERE id RETURNING offset_ms`,
    );
    this.offsetMs = Number(rows[0]?.offset_ms ?? this.offsetMs + by);
    return this.now();
  }
}

async function rowsOf<T>(database: Pick<Database, 'db'>, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}
