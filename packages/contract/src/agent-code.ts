/**
 * An advisor's agent code (spec 1 §3 Agent, §7 "Agent"). It is public (it travels in URLs such as
 * `pro.example.in/v1/home?agentCode=SANCHAY01`): letters and digits, compared in upper case.
 * Kept free of zod: the web app reads it from the entry URL before its first paint;
 * agentCodeSchema (agent.ts) is the same rule for request validation.
 */
export const AGENT_CODE = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;

/** The entry URL's agent code, trimmed and upper-cased as agentCodeSchema does, or null. */
export function readAgentCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase();
  return code && AGENT_CODE.test(code) ? code : null;
}
