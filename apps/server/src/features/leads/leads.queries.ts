// The leads feature's SQL (table lead, migration 0086; the agent table of the identity feature).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agent, lead } from '../../db/schema';

export type LeadRow = typeof lead.$inferSelect;
export type LeadInsert = typeof lead.$inferInsert;

export async function findAgentByCode(db: Db, agentCode: string) {
  const [row] = await db
    .select({ id: agent.id, agentCode: agent.agentCode, name: agent.name, userId: agent.userId, verificationStatus: agent.verificationStatus })
    .from(agent)
    .where(eq(agent.agentCode, agentCode))
    .limit(1);
  return row;
}

/** Inserts the lead, or nothing when the advisor already has one with this request key. */
export async function insertLead(db: Db, values: LeadInsert): Promise<LeadRow | undefined> {
  const [row] = await db.insert(lead).values(values).onConflictDoNothing({ target: [lead.agentId, lead.requestKey] }).returning();
  return row;
}

export async function findLeadByRequestKey(db: Db, agentId: string, requestKey: string): Promise<LeadRow | undefined> {
  const [row] = await db
    .select()
    .from(lead)
    .where(and(eq(lead.agentId, agentId), eq(lead.requestKey, requestKey)))
    .limit(1);
  return row;
}

/** The advisor's leads, newest first (at most `limit`). */
export async function leadsOfAgent(db: Db, agentId: string, limit: number): Promise<LeadRow[]> {
  return db.select().from(lead).where(eq(lead.agentId, agentId)).orderBy(desc(lead.createdAt), desc(lead.id)).limit(limit);
}
