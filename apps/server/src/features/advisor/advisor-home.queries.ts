// The advisor home's SQL: the sign-up interest, the content items and the subscriptions
// (migration 0094). Instants come from the caller's Clock.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisorSignUpInterest, contentItem, contentSubscription, userAccount } from '../../db/schema';

/** The advisor's own account is an onboarded investor (spec 1 §9: registered with the exchange, 3). */
export async function isOnboardedInvestor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ bse: userAccount.registeredWithBse }).from(userAccount).where(eq(userAccount.id, userId)).limit(1);
  return row?.bse === 3;
}

export async function findSignUpInterest(db: Db, agentId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: advisorSignUpInterest.requestedAt })
    .from(advisorSignUpInterest)
    .where(eq(advisorSignUpInterest.agentId, agentId))
    .limit(1);
  return row?.at ?? null;
}

/** Once per advisor: a repeat (or a concurrent twin) inserts nothing. */
export async function insertSignUpInterestIfAbsent(db: Db, agentId: string, at: Date): Promise<void> {
  await db.insert(advisorSignUpInterest).values({ agentId, requestedAt: at }).onConflictDoNothing();
}

export async function activeContentItems(db: Db) {
  return db.select().from(contentItem).where(eq(contentItem.active, true)).orderBy(asc(contentItem.sortOrder), asc(contentItem.id));
}

/** Any content item (active or not) with this thumbnail file. */
export async function contentByThumbnail(db: Db, fileName: string) {
  const [row] = await db.select().from(contentItem).where(eq(contentItem.thumbnail, fileName)).limit(1);
  return row;
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: contentItem.id }).from(contentItem).where(eq(contentItem.categoryId, categoryId)).limit(1);
  return row !== undefined;
}

/** The categories the advisor is subscribed to (0: all). */
export async function subscribedCategories(db: Db, agentId: string): Promise<Set<number>> {
  const rows = await db.select({ categoryId: contentSubscription.categoryId }).from(contentSubscription).where(eq(contentSubscription.agentId, agentId));
  return new Set(rows.map((r) => r.categoryId));
}

/** Subscribes once; answers when the (first) subscription was made. */
export async function subscribe(db: Db, agentId: string, categoryId: number, at: Date): Promise<Date> {
  await db.insert(contentSubscription).values({ agentId, categoryId, subscribedAt: at }).onConflictDoNothing();
  const [row] = await db
    .select({ at: contentSubscription.subscribedAt })
    .from(contentSubscription)
    .where(and(eq(contentSubscription.agentId, agentId), inArray(contentSubscription.categoryId, [categoryId])))
    .limit(1);
  if (!row) throw new Error('content subscription: inserted or present, yet not found');
  return row.at;
}
