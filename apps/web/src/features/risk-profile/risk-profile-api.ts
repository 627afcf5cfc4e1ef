import { riskProfileRoutes, type RiskAnswerSaved, type RiskAttempt } from '@sanchay/contract';
import type { RiskAnswerRecordInput } from '@sanchay/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';

/** Query keys of the risk profile; a Submit refreshes the result and the attempt. */
export const riskProfileKeys = {
  all: ['risk-profile'] as const,
  questions: ['risk-profile', 'questions'] as const,
  result: ['risk-profile', 'result'] as const,
  attempt: (version: number) => ['risk-profile', 'attempt', version] as const,
};

/** The current questions; they change only with a new version, so they are kept a while. */
export function useRiskQuestions(enabled: boolean) {
  return useQuery({
    queryKey: riskProfileKeys.questions,
    queryFn: ({ signal }) => callApi(riskProfileRoutes.getRiskQuestions, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
    enabled,
  });
}

/** The signed-in user's newest result, or null. */
export function useRiskProfileResult(enabled: boolean) {
  return useQuery({
    queryKey: riskProfileKeys.result,
    queryFn: ({ signal }) => callApi(riskProfileRoutes.getRiskProfileResult, { signal }),
    retry: false,
    enabled,
  });
}

/** Let's Begin / Retake / a reload mid-way: the unfinished attempt (with its answers), else a new one. */
export function useStartRiskAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (riskProfileVersion: number): Promise<RiskAttempt> =>
      callApi(riskProfileRoutes.startRiskAttempt, { body: { riskProfileVersion } }),
    onSuccess: (attempt) => queryClient.setQueryData(riskProfileKeys.attempt(attempt.riskProfileVersion), attempt),
  });
}

/** Saves one answer; with isCalculateRiskScore the result comes back and is cached for the result page. */
export function useSaveRiskAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: RiskAnswerRecordInput): Promise<RiskAnswerSaved> => callApi(riskProfileRoutes.saveRiskAnswer, { body: record }),
    onSuccess: (saved) => {
      queryClient.setQueryData(riskProfileKeys.attempt(saved.attempt.riskProfileVersion), saved.attempt);
      if (saved.riskProfileResult) queryClient.setQueryData(riskProfileKeys.result, saved.riskProfileResult);
    },
  });
}
