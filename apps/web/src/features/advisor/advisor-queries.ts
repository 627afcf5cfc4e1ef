import type { CustomerListQuery } from '@sanchay/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../app/api-client';

// The contract's route values (zod schemas) are loaded with the first advisor query: these hooks
// are in the entry chunk, and a direct investor never asks them anything.
const contract = () => import('./advisor-routes');

/**
 * The advisor host's queries. The answers depend on who is signed in (isOwnAdvisorSession, the AUM
 * summary), so the key carries the session's status: a sign-in, logout or expiry never shows the
 * previous person's answer.
 */
export const advisorKeys = {
  all: ['advisor'] as const,
  agent: (agentCode: string, viewer: string) => ['advisor', 'agent', agentCode, viewer] as const,
  aumSummary: (agentCode: string, viewer: string) => ['advisor', 'aum-summary', agentCode, viewer] as const,
  customers: (agentCode: string, viewer: string, query: CustomerListQuery) => ['advisor', 'customers', agentCode, viewer, query] as const,
};

function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** GET /api/v1/agent/{agentCode}: the advisor's name, the viewer's standing and the host's links. */
export function useAgentDetails(agentCode: string | null, viewer: string) {
  return useQuery({
    queryKey: advisorKeys.agent(agentCode ?? '', viewer),
    queryFn: async ({ signal }) => {
      const { agentPath, agentRoutes } = await contract();
      return callApi({ ...agentRoutes.getAgent, path: agentPath(agentCode ?? '') }, { signal });
    },
    enabled: agentCode !== null,
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
}

/** GET …/aum-summary: only asked for when the server said this is the advisor's own session. */
export function useAumSummary(agentCode: string | null, viewer: string, enabled: boolean) {
  return useQuery({
    queryKey: advisorKeys.aumSummary(agentCode ?? '', viewer),
    queryFn: async ({ signal }) => {
      const { aumSummaryPath, agentRoutes } = await contract();
      return callApi({ ...agentRoutes.getAumSummary, path: aumSummaryPath(agentCode ?? '') }, { signal });
    },
    enabled: enabled && agentCode !== null,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}

/**
 * GET …/customers (/my-customers, decision 0142): a page of the advisor's customers. The previous
 * page stays on screen while the next one (or a new search or sort) loads.
 */
export function useCustomerList(agentCode: string | null, viewer: string, query: CustomerListQuery, enabled: boolean) {
  return useQuery({
    queryKey: advisorKeys.customers(agentCode ?? '', viewer, query),
    queryFn: async ({ signal }) => {
      const { agentCustomersPath, agentRoutes } = await contract();
      return callApi({ ...agentRoutes.getCustomers, path: agentCustomersPath(agentCode ?? '') }, { query, signal });
    },
    enabled: enabled && agentCode !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}
