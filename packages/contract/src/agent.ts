import { z } from 'zod';
import { defineRoute } from './route';

/**
 * Advisors (spec 1 §3 Agent, §7 "Agent"). An agent code is public (it travels in URLs such as
 * `pro.example.in/v1/home?agentCode=SANCHAY01`): letters and digits, compared in upper case.
 */
export const AGENT_CODE = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;

export const agentCodeSchema = z
  .string({ error: 'Please enter an agent code' })
  .trim()
  .toUpperCase()
  .regex(AGENT_CODE, 'Please enter a valid agent code')
  .meta({ description: 'An advisor’s agent code', example: 'SANCHAY01' });

export const agentVerificationStatuses = ['verified', 'not_verified'] as const;

export const agentDetails = z.object({
  agentCode: z.string(),
  advisorName: z.string(),
  /** The advisor holds an ARN (spec 1 §6). */
  isARNHolder: z.boolean(),
  /** 'verified' may create leads; 'not_verified' is asked to verify the profile (spec 1 §2). */
  verificationStatus: z.enum(agentVerificationStatuses),
  partnerStatus: z.string().nullable(),
});
export type AgentDetails = z.infer<typeof agentDetails>;

/** Fills the `:agentCode` placeholder of {@link agentRoutes.getAgent}'s path. */
export const agentPath = (agentCode: string) => `/api/v1/agent/${encodeURIComponent(agentCode)}`;

export const agentRoutes = {
  getAgent: {
    ...defineRoute({
      method: 'GET',
      path: '/api/v1/agent/:agentCode',
      summary: "An advisor's public details (responseData.advisorName); 404 when there is no such agent",
      tags: ['agent'],
      response: agentDetails,
    }),
    /** The path parameter (the route table has no params yet; the server checks it with this). */
    params: z.object({ agentCode: agentCodeSchema }),
  },
};
