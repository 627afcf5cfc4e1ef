import {
  bankAccountRoutes,
  referenceDataRoutes,
  uploadRoutes,
  type BankAccountsChanged,
  type BankVerificationBody,
  type EditBankAccountBody,
  type ProfileView,
  type SaveBankAccountBody,
} from '@sanchay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';
import { investorProfileKeys } from '../../investor-profile';

// The bank-accounts routes (server feature `bank-accounts`), shared by onboarding step 2 and the
// profile's Bank tab.

const R = bankAccountRoutes;

export const verifyBankAccount = (body: BankVerificationBody) => callApi(R.verifyBankAccount, { body });
export const sendBankUpdateOtp = () => callApi(R.sendBankUpdateOtp, {});
export const verifyBankUpdateOtp = (otp: string) => callApi(R.verifyBankUpdateOtp, { body: { otp } });
export const uploadCheque = (file: Blob) => callApi(uploadRoutes.uploadCancelledCheque, { file });
export const fetchIfsc = (ifsc: string) => callApi(referenceDataRoutes.ifscSearch, { query: { ifsc } });
export const fetchBankNameSuggestions = (query: string) => callApi(referenceDataRoutes.bankNameSuggestions, { query: { query } });

/** Each change answers the new list: the cached profile takes it, so cards and tabs follow. */
function useBankChange<V>(call: (variables: V) => Promise<BankAccountsChanged>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (changed) =>
      queryClient.setQueryData<ProfileView>(investorProfileKeys.profile, (profile) =>
        profile ? { ...profile, userBankDetailsList: changed.userBankDetailsList } : profile,
      ),
  });
}

export const useSaveBankAccount = () => useBankChange((body: SaveBankAccountBody) => callApi(R.saveBankAccount, { body }));
export const useEditBankAccount = () => useBankChange((body: EditBankAccountBody) => callApi(R.editBankAccount, { body }));
export const useDeleteBankAccount = () =>
  useBankChange((accountSequence: number) => callApi(R.deleteBankAccount, { body: { accountSequence } }));
