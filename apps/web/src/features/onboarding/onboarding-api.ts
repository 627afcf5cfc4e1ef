import { onboardingRoutes, referenceDataRoutes, type PersonalDetailsBody, type ProfileView } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../app/api-client';

const R = onboardingRoutes;

export const onboardingKeys = {
  profile: ['onboarding', 'profile'] as const,
};

/** The signed-in investor's profile view (spec 2 §3). */
export function useProfile() {
  return useQuery({
    queryKey: onboardingKeys.profile,
    queryFn: ({ signal }) => callApi(R.getProfile, { signal }),
    staleTime: 30_000,
    retry: false,
  });
}

export function useCheckKyc() {
  return useMutation({ mutationFn: (pan: string) => callApi(R.checkKycStatus, { body: { pan } }) });
}

/** Every call that answers the profile puts it in the cache, so the next page starts from it. */
function useProfileMutation<V>(call: (variables: V) => Promise<ProfileView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => queryClient.setQueryData(onboardingKeys.profile, profile),
  });
}

export const useCreateAccount = () => useProfileMutation((pan: string) => callApi(R.createAccount, { body: { pan } }));

export const useCompleteEkyc = () =>
  useProfileMutation((requestId: string) => callApi(R.completeEkyc, { body: { requestId } }));

export const useSavePersonalDetails = () =>
  useProfileMutation((body: PersonalDetailsBody) => callApi(R.savePersonalDetails, { body }));

export function useRequestKyc() {
  return useMutation({ mutationFn: (pan: string) => callApi(R.requestKyc, { body: { pan } }) });
}

/** Pincode → city and state (reference data; spec 2 §5 "verified on blur"). */
export const fetchPincodeDetails = (pincode: string) => callApi(referenceDataRoutes.pincodeDetails, { query: { pincode } });

/** A failed call's message and field messages; the spec's general message when there is none. */
export function failureOf(error: unknown): { status: number; message: string; fieldErrors: Record<string, string> } {
  if (error instanceof ApiError && error.envelope) {
    return { status: error.status, message: error.envelope.message, fieldErrors: error.envelope.fieldErrors ?? {} };
  }
  return { status: error instanceof ApiError ? error.status : 0, message: messages.generic.somethingWentWrong, fieldErrors: {} };
}
