import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { actingAction, agent, userAccount, webSession } from '../../db/schema';
import type { DbOrTx } from './session.queries';

/** The actor's own agent (agent.user_id), or undefined: only an agent's own account may act. */
export async function agentOfActor(db: DbOrTx, actorUserId: string) {
  const [row] = await db
    .select({ id: agent.id, agentCode: agent.agentCode, name: agent.name })
    .from(agent)
    .where(eq(agent.userId, actorUserId))
    .limit(1);
  return row;
}

/** A customer mapped to the agent (user_account.agent_id), never the advisor's own account. */
export async function customerOfAgent(db: DbOrTx, agentId: string, actorUserId: string, customerId: string) {
  const [row] = await db
    .select({ id: userAccount.id, name: userAccount.name, mobile: userAccount.mobile })
    .from(userAccount)
    .where(and(eq(userAccount.id, customerId), eq(userAccount.agentId, agentId), ne(userAccount.id, actorUserId)))
    .limit(1);
  return row;
}

export async function setActingFor(db: DbOrTx, sessionId: string, customerId: string | null): Promise<void> {
  await db.update(webSession).set({ actingForUserId: customerId }).where(eq(webSession.id, sessionId));
}

export async function userName(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: userAccount.name }).from(userAccount).where(eq(userAccount.id, userId)).limit(1);
  return row?.name;
}

export async function recordAction(
  db: DbOrTx,
  row: { actorUserId: string; subjectUserId: string; fallbackAgentCode: string | null; method: string; route: string; statusCode: number; at: Date },
): Promise<void> {
  await db.insert(actingAction).values({
    actorUserId: row.actorUserId,
    subjectUserId: row.subjectUserId,
    // The actor's own agent code (the one the consent was given to); the session's as a fallback.
    agentCode: sql`coalesce((select agent_code from agent where user_id = ${row.actorUserId}), ${row.fallbackAgentCode ?? ''})`,
    method: row.method,
    route: row.route,
    statusCode: row.statusCode,
    createdAt: row.at,
  });
}

/** What advisors did in the customer's account, newest first. */
export async function actionsOn(db: DbOrTx, subjectUserId: string, limit: number) {
  return db
    .select({
      advisorName: userAccount.name,
      agentCode: actingAction.agentCode,
      method: actingAction.method,
      route: actingAction.route,
      statusCode: actingAction.statusCode,
      at: actingAction.createdAt,
    })
    .from(actingAction)
    .innerJoin(userAccount, eq(userAccount.id, actingAction.actorUserId))
    .where(eq(actingAction.subjectUserId, subjectUserId))
    .orderBy(desc(actingAction.createdAt), desc(actingAction.id))
    .limit(limit);
}
