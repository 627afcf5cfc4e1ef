import { advisorHomePaths, advisorHomeRoutes } from '@sanchay/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../app/api-client';

// The advisor home's calls (packages/contract/src/advisor-home.ts). Loaded with the desktop
// advisor panel only: never on a direct investor's page nor on a phone.

const R = advisorHomeRoutes;

/** Per advisor and per person signed in (the answers are the advisor's own). */
export const advisorHomeKeys = {
  all: ['advisor', 'home'] as const,
  interest: (agentCode: string, viewer: string) => ['advisor', 'home', 'interest', agentCode, viewer] as const,
  reports: (agentCode: string, viewer: string) => ['advisor', 'home', 'reports', agentCode, viewer] as const,
  content: (agentCode: string, viewer: string) => ['advisor', 'home', 'content', agentCode, viewer] as const,
  festive: (agentCode: string, viewer: string) => ['advisor', 'home', 'festive', agentCode, viewer] as const,
};

const noRetryOn4xx = (failureCount: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failureCount < 2;

export function useSignUpInterest(agentCode: string, viewer: string) {
  const queryClient = useQueryClient();
  const key = advisorHomeKeys.interest(agentCode, viewer);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi({ ...R.getSignUpInterest, path: advisorHomePaths.signUpInterest(agentCode) }, { signal }),
    retry: noRetryOn4xx,
  });
  const save = useMutation({
    mutationFn: () => callApi({ ...R.saveSignUpInterest, path: advisorHomePaths.signUpInterest(agentCode) }),
    onSuccess: (state) => queryClient.setQueryData(key, state),
  });
  return { query, save };
}

/** Spec 3 §7: the reports URL, or null (no report configured, or the call failed). */
export function useReportsUrl(agentCode: string, viewer: string) {
  return useQuery({
    queryKey: advisorHomeKeys.reports(agentCode, viewer),
    queryFn: ({ signal }) => callApi(R.getReportsUrl, { query: { agentCode }, signal }),
    retry: noRetryOn4xx,
    staleTime: 5 * 60_000,
  });
}

export function useFestiveBrandingUrl(agentCode: string, viewer: string) {
  return useQuery({
    queryKey: advisorHomeKeys.festive(agentCode, viewer),
    queryFn: ({ signal }) => callApi(R.getFestiveBranding, { query: { agentCode, templateType: 'PDF', brandingType: 'DIWALI', lang: 'en' }, signal }),
    retry: noRetryOn4xx,
    staleTime: 5 * 60_000,
  });
}

export function useActiveContent(agentCode: string, viewer: string, enabled: boolean) {
  return useQuery({
    queryKey: advisorHomeKeys.content(agentCode, viewer),
    queryFn: ({ signal }) => callApi(R.getActiveContentDetails, { query: { agentCode }, signal }),
    enabled,
    retry: noRetryOn4xx,
  });
}

export const subscribeToContent = (agentCode: string) => callApi(R.subscribeContent, { body: { categoryId: 0, subscribe: true, agentCode } });

export const thumbnailUrl = advisorHomePaths.thumbnail;
