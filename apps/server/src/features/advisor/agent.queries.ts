import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agent } from '../../db/schema';

export async function findAgent(db: Db, agentCode: string) {
  const rows = await db
    .select({
      agentCode: agent.agentCode,
      name: agent.name,
      arn: agent.arn,
      verificationStatus: agent.verificationStatus,
      partnerStatus: agent.partnerStatus,
    })
    .from(agent)
    .where(eq(agent.agentCode, agentCode))
    .limit(1);
  return rows[0];
}
