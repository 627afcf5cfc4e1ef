import type { AgentDetails } from '@sanchay/contract';
import { useState } from 'react';
import { useSession, useSessionMeta } from '../session';
import { useAgentDetails } from './advisor-queries';
import { advisorMessages } from './advisor-messages';
import { readEntryParams } from './entry-params';

export interface AdvisorParts {
  returnToPartner: boolean;
  advisorSection: boolean;
  customerCount: boolean;
}

export interface AdvisorHost {
  /** The host name starts with "pro" and the session has the advisor's agent code (spec 1 §1). */
  advisorHost: boolean;
  /** The visitor came from a partner's app (`source` on entry, spec 1 §9). */
  partnerEntry: boolean;
  /** The advisor host's agent code, or on a partner entry the one the entry URL carried. */
  agentCode: string | null;
  agent: AgentDetails | undefined;
  /** A key that changes when the signed-in person does (the advisor queries are per person). */
  viewer: string;
}

/** Which agent code applies: the advisor host's session, else a partner entry's (display only). */
export function effectiveAgentCode(
  meta: { advisorHost: boolean; agentCode: string | null },
  entry: { source: string | null; agentCode: string | null },
): string | null {
  if (meta.advisorHost) return meta.agentCode;
  return entry.source ? entry.agentCode : null;
}

/** The advisor host as the browser sees it; the agent's details come from the server. */
export function useAdvisorHost(): AdvisorHost {
  const meta = useSessionMeta();
  const session = useSession();
  const [entry] = useState(readEntryParams);
  const agentCode = effectiveAgentCode(meta, entry);
  const viewer = session.status === 'signed-in' ? `in:${session.mobile}:${session.displayName}` : 'guest';
  const { data } = useAgentDetails(agentCode, viewer);
  return {
    advisorHost: meta.advisorHost && meta.agentCode !== null,
    partnerEntry: entry.source !== null,
    agentCode,
    agent: data,
    viewer,
  };
}

/**
 * Spec 1 §6: the customer count and AUM bar is for the advisor's own session on the advisor host
 * (never when a customer is signed in, which makes isOwnAdvisorSession false), and never for a
 * special agent code. The server decides both flags; its AUM route checks again.
 */
export function showsCustomerCount(host: Pick<AdvisorHost, 'advisorHost' | 'agent'>): boolean {
  return host.advisorHost && host.agent !== undefined && host.agent.isOwnAdvisorSession && !host.agent.customerCountHidden;
}

/** Spec 1 §2: back to the partner app, on the advisor host or after a partner entry. */
export function showsReturnToPartner(host: Pick<AdvisorHost, 'advisorHost' | 'partnerEntry' | 'agent'>): boolean {
  return host.agent !== undefined && (host.advisorHost || host.partnerEntry);
}

/**
 * Light check for the header: could any advisor part show? Only then does it load the strip (and
 * the advisor's details), so the direct investor's pages carry none of it.
 */
export function useMayShowAdvisorStrip(parts: AdvisorParts): boolean {
  const meta = useSessionMeta();
  const [entry] = useState(readEntryParams);
  if (!parts.returnToPartner && !parts.advisorSection && !parts.customerCount) return false;
  return effectiveAgentCode(meta, entry) !== null;
}

/**
 * Spec 1 §2, §6: the Loan Against MF card and banner, for the advisor variant only, opening the
 * partner's page with `partnerId`. Null when not on the advisor host or when no page is configured.
 */
export function useLoanAgainstMf(): { url: string; note: string } | null {
  const host = useAdvisorHost();
  if (!host.advisorHost || !host.agent?.loanAgainstMfUrl) return null;
  return { url: host.agent.loanAgainstMfUrl, note: advisorMessages.loan.cardNote };
}

/**
 * Spec 1 §2 "Home for an advisor on desktop": the advisor's own signed-in session on the advisor
 * host (the server's isOwnAdvisorSession; a customer signed in there sees the investor's home).
 * Null otherwise. The panel's every call is checked again by the server (decision 0145).
 */
export function useAdvisorDesk(): { agentCode: string; viewer: string } | null {
  const host = useAdvisorHost();
  // Shown while he acts for a customer too: the tools are his, and asking whether he acts here
  // would put the acting contract (zod schemas) into home's first load.
  if (!host.advisorHost || !host.agentCode || !host.agent?.isOwnAdvisorSession) return null;
  return { agentCode: host.agentCode, viewer: host.viewer };
}
