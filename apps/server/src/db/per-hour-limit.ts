import { and, count, eq, gte } from 'drizzle-orm';
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
