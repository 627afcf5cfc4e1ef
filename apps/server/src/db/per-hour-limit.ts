import { and, count, eq, gte, min } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// The per-investor hourly limits (penny drops, PAN checks, uploads) all count the same thing:
// the rows the investor's own requests left in the feature's table during the last hour. Each
// feature keeps its table and its limit; the counting is this one query.

export const HOUR_MS = 60 * 60 * 1000;

/** A table with the investor who caused each row and when. */
export interface PerInvestorRows {
  table: PgTable;
  userId: PgColumn;
  createdAt: PgColumn;
}

/** A table counted by another key than the investor (a share's sender or its recipient, decision 0167). */
export interface PerKeyRows {
  table: PgTable;
  key: PgColumn;
  createdAt: PgColumn;
}

/**
 * The rows of `value` in the hour before `now`, and when the hour lets the oldest go (the
 * Retry-After of a refusal). Inside a transaction that first locks the key, a count and the insert
 * after it are one step, so racing requests cannot pass the limit together.
 */
export async function hourlyWindow(db: Pick<Db, 'select'>, rows: PerKeyRows, value: string, now: Date): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await db
    .select({ n: count(), oldest: min(rows.createdAt) })
    .from(rows.table)
    .where(and(eq(rows.key, value), gte(rows.createdAt, new Date(now.getTime() - HOUR_MS))));
  const oldest = row?.oldest ? new Date(row.oldest as Date | string) : now;
  return { count: Number(row?.n ?? 0), retryAfterSeconds: Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000)) };
}

/** Rows of this investor in the hour before `now`. */
export async function rowsInLastHour(db: Pick<Db, 'select'>, rows: PerInvestorRows, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rows.table)
    .where(and(eq(rows.userId, userId), gte(rows.createdAt, new Date(now.getTime() - HOUR_MS))));
  return Number(row?.n ?? 0);
}

/** True when this investor has already reached `max` rows in the last hour. */
export async function hourlyLimitReached(
  db: Pick<Db, 'select'>,
  rows: PerInvestorRows,
  userId: string,
  now: Date,
  max: number,
): Promise<boolean> {
  return (await rowsInLastHour(db, rows, userId, now)) >= max;
}
