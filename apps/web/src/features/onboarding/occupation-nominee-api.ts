import { occupationNomineeRoutes, uploadRoutes, type NomineeDetailsBody, type OccupationNomineeBody } from '@sanchay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';
import { investorProfileKeys } from '../../investor-profile';

const R = occupationNomineeRoutes;

/** Step 4's save; the answered profile goes in the cache. */
export function useSaveOccupationNominee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OccupationNomineeBody) => callApi(R.saveOccupationNominee, { body }),
    onSuccess: (profile) => queryClient.setQueryData(investorProfileKeys.profile, profile),
  });
}

/** The profile's Nominee tab save (after the profile OTP). */
export function useUpdateNomineeDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NomineeDetailsBody) => callApi(R.updateNomineeDetails, { body }),
    onSuccess: (profile) => queryClient.setQueryData(investorProfileKeys.profile, profile),
  });
}

export const sendAccountOtp = () => callApi(R.sendAccountOtp);
export const verifyAccountOtp = (otp: string) => callApi(R.verifyAccountOtp, { body: { otp } });
export const uploadSignature = (file: Blob) => callApi(uploadRoutes.uploadSignature, { file });

/** The file id inside a kept file's URL (the profile view gives the signature as its URL). */
export function fileIdOf(url: string | null): string {
  if (!url) return '';
  return decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
}
