import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agent, agentCertificate, userAccount } from '../../db/schema';

export type AgentCertificateRow = typeof agentCertificate.$inferSelect;

/** The agent by code with its own account; undefined when there is none. */
export async function findAgentByCode(db: Db, agentCode: string) {
  const [row] = await db
    .select({ id: agent.id, agentCode: agent.agentCode, name: agent.name, userId: agent.userId, arn: agent.arn })
    .from(agent)
    .where(eq(agent.agentCode, agentCode))
    .limit(1);
  return row;
}

/** The agent whose own account (agent.user_id) this is; undefined for anyone else. */
export async function findAgentOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: agent.id, agentCode: agent.agentCode, name: agent.name, userId: agent.userId, arn: agent.arn })
    .from(agent)
    .where(eq(agent.userId, userId))
    .limit(1);
  return row;
}

/** Whether the user is mapped to the agent (user_account.agent_id). */
export async function isCustomerOfAgent(db: Db, userId: string, agentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userAccount.id })
    .from(userAccount)
    .where(and(eq(userAccount.id, userId), eq(userAccount.agentId, agentId)))
    .limit(1);
  return row !== undefined;
}

export async function findCertificates(db: Db, agentId: string): Promise<AgentCertificateRow | undefined> {
  const [row] = await db.select().from(agentCertificate).where(eq(agentCertificate.agentId, agentId)).limit(1);
  return row;
}

/** The agent's registration, replacing the one before (one row per agent). */
export async function upsertCertificates(db: Db, row: AgentCertificateRow): Promise<void> {
  const { agentId: _agentId, ...changes } = row;
  await db.insert(agentCertificate).values(row).onConflictDoUpdate({ target: agentCertificate.agentId, set: changes });
}

/** A blank save that never replaces a registration (the automatic save after 10 minutes). */
export async function insertBlankUnlessRegistered(db: Db, row: AgentCertificateRow): Promise<void> {
  await db.insert(agentCertificate).values(row).onConflictDoNothing({ target: agentCertificate.agentId });
}

/** The registered ARN and EUIN become the agent's own (spec 1 §6: isARNHolder). */
export async function setAgentArn(db: Db, agentId: string, arn: string, euin: string): Promise<void> {
  await db.update(agent).set({ arn, euin }).where(eq(agent.id, agentId));
}

/** A complete registration valid today verifies the agent (decision 0147); nothing un-verifies one. */
export async function markAgentVerified(db: Db, agentId: string): Promise<void> {
  await db.update(agent).set({ verificationStatus: 'verified' }).where(eq(agent.id, agentId));
}
