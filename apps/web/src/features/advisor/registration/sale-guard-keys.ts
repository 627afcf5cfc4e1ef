/** The allowed-agent check's stored result (spec 1 §7 "Result is stored"): per agent and viewer. */
export const saleGuardKeys = {
  allow: (agentCode: string, viewer: string) => ['advisor', 'transaction-allow', agentCode, viewer] as const,
  certificates: (agentCode: string) => ['advisor', 'certificates', agentCode] as const,
};
