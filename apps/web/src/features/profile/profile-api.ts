import { profileRoutes, type ProfileView, type UpdateUserProfileBody } from '@sanchay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';
import { investorProfileKeys } from '../../investor-profile';

const R = profileRoutes;

/** send-profile-otp (spec 2 §7): a code to the investor's own mobile. */
export const useSendProfileOtp = () => useMutation({ mutationFn: () => callApi(R.sendProfileOtp, {}) });

/** verify-profile-OTP: {otpMatched, expired}; a match authorises profile edits for 10 minutes. */
export const useVerifyProfileOtp = () => useMutation({ mutationFn: (otp: string) => callApi(R.verifyProfileOtp, { body: { otp } }) });

/** update-user-profile/{ucc}: the Personal tab's save; the answer becomes the cached profile. */
export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserProfileBody) => callApi(R.updateUserProfile, { body }),
    onSuccess: (profile: ProfileView) => queryClient.setQueryData(investorProfileKeys.profile, profile),
  });
}
