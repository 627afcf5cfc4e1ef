import { agentRegistrationFields } from '@sanchay/domain';
import { z } from 'zod';
import { agentCodeParams, agentCodeSchema } from './agent';
import { defineRoute } from './route';

/**
 * NISM and ARN registration and the advisor's right to sell (spec 1 §3 Agent, §7 "Agent"; spec 3
 * §3 "Agent certificates", §4 "Agent registration", §5, §7 "Agent registration and content").
 * Docs: docs/decisions/0126, 0127.
 *
 * "The advisor" is the agent's own signed-in account, or (docs/decisions/0089) a customer's
 * session on the advisor host under the agent code the customer is mapped to: the advisor works
 * in the customer's session. Anyone else is refused (403).
 *
 * The body of POST agentCertificates is the domain's one registration schema
 * (`agentRegistrationRequestSchema`, prefixes NISM-, ARN-, E included); the server checks it
 * with the IST date of the request. The contract's copy below only shapes the wire.
 */

/** The registration failures a screen acts on (beside the shared ErrorEnum codes). */
export const AgentErrorEnum = {
  /** Spec 3 §8: the ARN is registered by another agent ('ARN Code is already mapped to other agent'). */
  ARN_ALREADY_MAPPED: 'ARN_ALREADY_MAPPED',
  /**
   * Spec 3 §4, §8: a sale for a customer by an advisor without NISM and ARN certificates: 'Please
   * submit your NISM Certificate and ARN Card copy to be able to sell Mutual Funds.' (the web
   * shows the 'Uh Oh!' dialog). Answered (403) by checkout, Redeem, Invest More and STP.
   */
  AGENT_NOT_ALLOWED: 'AGENT_NOT_ALLOWED',
} as const;

/** The request body as sent (the wire shape; the rules are the domain schema's). */
export const agentRegistrationRequest = agentRegistrationFields;
export type AgentRegistrationRequest = z.input<typeof agentRegistrationRequest>;

/** Spec 3 §3 "Agent certificates", as registered, plus the previews and the right to sell. */
export const agentCertificates = z.object({
  agentCode: z.string(),
  name: z.string(),
  /** False when nothing was registered yet (or only the blank save). */
  registered: z.boolean(),
  isNISMCertified: z.boolean(),
  isARNHolder: z.boolean(),
  /** As registered, with the prefixes (NISM-…, ARN-…, E…); null when not claimed. */
  nismCode: z.string().nullable(),
  nismValidStartDate: z.string().nullable(),
  nismValidEndDate: z.string().nullable(),
  arnCode: z.string().nullable(),
  euin: z.string().nullable(),
  arnValidStartDate: z.string().nullable(),
  arnValidEndDate: z.string().nullable(),
  /** The certificate images (the uploads feature's file ids), for a registration sent again. */
  nismCertificateId: z.string().nullable(),
  arnCertificateId: z.string().nullable(),
  /** The certificate images' previews (the uploader's own files), or null. */
  nismCertificateUrl: z.string().nullable(),
  arnCertificateUrl: z.string().nullable(),
  /** The advisor may sell today: both certificates with their images, neither expired. */
  allowedToSell: z.boolean(),
});
export type AgentCertificates = z.infer<typeof agentCertificates>;

export const registrationResult = z.object({
  /** 'registered': NISM and ARN with images (the congratulations view); 'saved': anything less. */
  outcome: z.enum(['registered', 'saved']),
  allowedToSell: z.boolean(),
  certificates: agentCertificates,
});
export type RegistrationResult = z.infer<typeof registrationResult>;

/** Spec 1 §7: the agent transaction permission and the allowed-agent check (the web stores the result). */
export const agentTransactionAllow = z.object({
  agentCode: z.string(),
  /** The agent may transact for customers (sell): NISM and ARN certificates valid today. */
  transactionAllowed: z.boolean(),
  /** Spec 1 §3 Agent: the allowed-agent check's flag, the opposite. */
  isAgentNotAllowed: z.boolean(),
});
export type AgentTransactionAllow = z.infer<typeof agentTransactionAllow>;

export const certificateUploadResult = z.object({ fileId: z.string(), /** The image's URL (spec 3 §7: value). */ value: z.string() });

const advisorOfAgent = { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'agentCode', names: 'agent' }] } } as const;

export const agentCertificatePaths = {
  certificates: (agentCode: string) => `/api/v1/agentCertificates/${encodeURIComponent(agentCode)}`,
  nismPicture: (agentCode: string) => `/api/v1/agentCertificates/${encodeURIComponent(agentCode)}/nism-picture`,
  arnPicture: (agentCode: string) => `/api/v1/agentCertificates/${encodeURIComponent(agentCode)}/arn-picture`,
};

export const agentRegistrationRoutes = {
  getCertificates: defineRoute({
    method: 'GET',
    path: '/api/v1/agentCertificates/:agentCode',
    summary: "The advisor's registered NISM and ARN certificates, their previews and whether the advisor may sell (the advisor only)",
    tags: ['agent'],
    access: advisorOfAgent,
    params: agentCodeParams,
    response: agentCertificates,
  }),
  saveCertificates: defineRoute({
    method: 'POST',
    path: '/api/v1/agentCertificates/:agentCode',
    summary:
      'Registers NISM and ARN (spec 3 §5 rules, prefixes NISM-, ARN-, E); NISM no is the blank save. 409 ARN_ALREADY_MAPPED ' +
      "'Agent Certificate Registration Failed. ARN Code is already mapped to other agent'",
    tags: ['agent'],
    access: advisorOfAgent,
    params: agentCodeParams,
    body: agentRegistrationRequest,
    response: registrationResult,
  }),
  uploadNismPicture: defineRoute({
    method: 'POST',
    path: '/api/v1/agentCertificates/:agentCode/nism-picture',
    summary: 'Keeps the NISM certificate image (jpeg, jpg, png, gif, bmp; 5 MB; decoded) (multipart, part "file")',
    tags: ['agent'],
    access: advisorOfAgent,
    params: agentCodeParams,
    response: certificateUploadResult,
  }),
  uploadArnPicture: defineRoute({
    method: 'POST',
    path: '/api/v1/agentCertificates/:agentCode/arn-picture',
    summary: 'Keeps the ARN card image (jpeg, jpg, png, gif, bmp; 5 MB; decoded) (multipart, part "file")',
    tags: ['agent'],
    access: advisorOfAgent,
    params: agentCodeParams,
    response: certificateUploadResult,
  }),
  agentTransactionAllow: defineRoute({
    method: 'GET',
    path: '/api/v0/customers/agent-transaction-allow',
    summary: 'Whether the advisor may sell for customers (NISM and ARN certificates valid today); the advisor only',
    tags: ['agent'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'query', field: 'agentCode', names: 'agent' }] } },
    query: z.object({ agentCode: agentCodeSchema }),
    response: agentTransactionAllow,
  }),
};
