import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agent } from '../../db/schema';

export async function findAgent(db: Db, agentCode: string) {
  const rows = await db
    .select({
      id: agent.id,
      agentCode: agent.agentCode,
      name: agent.name,
      arn: agent.arn,
      euin: agent.euin,
      verificationStatus: agent.verificationStatus,
      partnerStatus: agent.partnerStatus,
      /** The advisor's own account: the only one that may see the AUM summary. */
      userId: agent.userId,
    })
    .from(agent)
    .where(eq(agent.agentCode, agentCode))
    .limit(1);
  return rows[0];
}
