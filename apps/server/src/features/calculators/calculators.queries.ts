import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agent, calculatorShare, lead, shortLink } from '../../db/schema';

/** The agent whose own account is this user (agent.user_id), if any. */
export async function agentOfUser(db: Db, userId: string) {
  const [row] = await db.select({ id: agent.id, name: agent.name, agentCode: agent.agentCode }).from(agent).where(eq(agent.userId, userId)).limit(1);
  return row;
}

export type ShareInsert = Omit<typeof calculatorShare.$inferInsert, 'id'>;

/** A short link and the share it opens, together. False when the code is taken (the caller draws another). */
export async function insertShare(db: Db, link: typeof shortLink.$inferInsert, share: ShareInsert): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(shortLink).values(link).onConflictDoNothing().returning({ code: shortLink.code });
    if (!inserted) return false;
    await tx.insert(calculatorShare).values(share);
    return true;
  });
}

/** A share by its short code, with the advisor's name. */
export async function shareByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      calculator: calculatorShare.calculator,
      investmentAmount: calculatorShare.investmentAmount,
      rateOfReturn: calculatorShare.rateOfReturn,
      timePeriod: calculatorShare.timePeriod,
      agentId: calculatorShare.agentId,
      advisorName: agent.name,
    })
    .from(calculatorShare)
    .innerJoin(agent, eq(agent.id, calculatorShare.agentId))
    .where(and(eq(calculatorShare.shortCode, code)))
    .limit(1);
  return row;
}

/** Where a short link goes, if it exists. */
export async function shortLinkTarget(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db.select({ target: shortLink.target }).from(shortLink).where(eq(shortLink.code, code)).limit(1);
  return row?.target;
}

/** Leads made by one shared link's I'm Interested since an instant (their requestKey starts `shared-link:<code>:`). */
export async function interestedLeadsSince(db: Db, agentId: string, code: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(lead)
    .where(and(eq(lead.agentId, agentId), like(lead.requestKey, `shared-link:${code}:%`), gt(lead.createdAt, since)));
  return row?.count ?? 0;
}

/** Whether this requestKey already made a lead (a retried click is answered, never limited). */
export async function interestedLeadExists(db: Db, agentId: string, requestKey: string): Promise<boolean> {
  const [row] = await db.select({ id: lead.id }).from(lead).where(and(eq(lead.agentId, agentId), eq(lead.requestKey, requestKey))).limit(1);
  return row !== undefined;
}
