import { eq } from 'drizzle-orm';
import { homePageLead } from '../../db/schema';
import type { DbOrTx } from './session.queries';

// The home-page-lead SQL: one row per user; the instant comes from the caller's Clock.

/** When the user asked for the app reminder, or undefined. */
export async function findHomePageLead(db: DbOrTx, userId: string): Promise<Date | undefined> {
  const rows = await db
    .select({ requestedAt: homePageLead.requestedAt })
    .from(homePageLead)
    .where(eq(homePageLead.userId, userId))
    .limit(1);
  return rows[0]?.requestedAt;
}

/** Records the reminder; a second call (double click, retry, two tabs) keeps the first row. */
export async function insertHomePageLeadIfAbsent(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.insert(homePageLead).values({ userId, requestedAt: at }).onConflictDoNothing();
}
