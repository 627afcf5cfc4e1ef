import { onboardingRoutes } from '@sanchay/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../app/api-client';

// The investor profile (spec 2 §3), below the features as on the server (investor-profile/):
// onboarding, the profile area and bank accounts all read this one cached view and put every
// answer that carries it back here, so none of them imports another to see the profile.

export const investorProfileKeys = {
  profile: ['onboarding', 'profile'] as const,
};

/** The signed-in investor's profile view (spec 2 §3). */
export function useProfile() {
  return useQuery({
    queryKey: investorProfileKeys.profile,
    queryFn: ({ signal }) => callApi(onboardingRoutes.getProfile, { signal }),
    staleTime: 30_000,
    retry: false,
  });
}
