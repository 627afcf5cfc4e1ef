import { agentRoutes, type AgentDetails } from '@sanchay/contract';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/app-errors';
import * as queries from './agent.queries';

export const advisorMessages = {
  agentNotFound: 'We could not find this advisor',
} as const;

/** An advisor's public details (spec 1 §3 Agent, §7 GET /api/v1/agent/{agentCode}). */
export class AgentService {
  constructor(private readonly deps: { database: Database }) {}

  /** `rawCode` is the path parameter as sent; checked with the contract's agentCodeSchema. */
  async details(rawCode: unknown): Promise<AgentDetails> {
    const parsed = agentRoutes.getAgent.params.shape.agentCode.safeParse(rawCode);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter a valid agent code';
      throw new ValidationError(message, { agentCode: message });
    }
    const row = await queries.findAgent(this.deps.database.db, parsed.data);
    if (!row) throw new NotFoundError(advisorMessages.agentNotFound);
    return {
      agentCode: row.agentCode,
      advisorName: row.name,
      isARNHolder: row.arn !== null && row.arn.trim() !== '',
      verificationStatus: row.verificationStatus,
      partnerStatus: row.partnerStatus,
    };
  }
}
