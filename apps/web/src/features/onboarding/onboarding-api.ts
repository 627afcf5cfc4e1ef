import { onboardingRoutes, type PersonalDetailsBody, type ProfileView } from '@sanchay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';
import { investorProfileKeys } from '../../investor-profile';

const R = onboardingRoutes;

export function useCheckKyc() {
  return useMutation({ mutationFn: (pan: string) => callApi(R.checkKycStatus, { body: { pan } }) });
}

/** Every call that answers the profile puts it in the cache, so the next page starts from it. */
function useProfileMutation<V>(call: (variables: V) => Promise<ProfileView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => queryClient.setQueryData(investorProfileKeys.profile, profile),
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
