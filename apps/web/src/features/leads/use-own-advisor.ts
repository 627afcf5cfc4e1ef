import type { AgentDetails } from '@sanchay/contract';
import { useAdvisorHost } from '../advisor';

export interface OwnAdvisor {
  agentCode: string;
  agent: AgentDetails;
  viewer: string;
}

/**
 * The advisor signed in with the agent's own account on the advisor host (the server's
 * isOwnAdvisorSession), or null: the only person who shares services and creates and sees leads.
 * `loading` while the agent's details are on their way.
 */
export function useOwnAdvisor(): { advisor: OwnAdvisor | null; loading: boolean } {
  const host = useAdvisorHost();
  if (!host.advisorHost || !host.agentCode) return { advisor: null, loading: false };
  if (!host.agent) return { advisor: null, loading: true };
  if (!host.agent.isOwnAdvisorSession) return { advisor: null, loading: false };
  return { advisor: { agentCode: host.agentCode, agent: host.agent, viewer: host.viewer }, loading: false };
}
