import { leadRoutes, leadsPath, premiumServiceRoutes, sharePremiumServicePath, type CreateLeadBody } from '@sanchay/contract';
import type { PremiumServiceTag } from '@sanchay/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';

// The leads routes (server feature `leads`; decision 0129): the advisor's own list, the lead form,
// the share of a premium service.

export const leadKeys = {
  list: (agentCode: string, viewer: string) => ['leads', agentCode, viewer] as const,
};

export const useLeads = (agentCode: string | null, viewer: string, enabled: boolean) =>
  useQuery({
    queryKey: leadKeys.list(agentCode ?? '', viewer),
    queryFn: ({ signal }) => callApi({ ...leadRoutes.listLeads, path: leadsPath(agentCode ?? '') }, { signal }),
    enabled: enabled && agentCode !== null,
  });

export function useCreateLead(agentCode: string, tag: PremiumServiceTag) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeadBody) => callApi({ ...leadRoutes.createLead, path: leadsPath(agentCode) }, { query: { tag }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['leads', agentCode] }),
  });
}

export const sharePremiumService = (agentCode: string, route: string, share: { type: 'email' | 'sms'; value: string }) =>
  callApi({ ...premiumServiceRoutes.sharePremiumService, path: sharePremiumServicePath(agentCode) }, { body: { route, ...share } });
