import { checkoutRoutes, redeemRoutes, type RedeemRequestBody } from '@sanchay/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client';

// The Redeem dialog's calls (spec 3 §7 Portfolio): the holding, the transaction OTP with flowType 3
// (the checkout's routes), the redeem request.

export const redeemKeys = {
  details: (folioNo: string, isin: string) => ['portfolio', 'redeem', folioNo, isin] as const,
};

export const useRedeemDetails = (folioNo: string, isin: string) =>
  useQuery({
    queryKey: redeemKeys.details(folioNo, isin),
    queryFn: ({ signal }) => callApi(redeemRoutes.redeemDetails, { query: { folioNo, isin }, signal }),
    retry: false,
    staleTime: 0,
  });

export const sendRedeemOtp = (isB2B: boolean) =>
  callApi(checkoutRoutes.sendTransactionOtp, { query: { flowType: 3, isB2B: isB2B ? 'true' : 'false' } });
export const verifyRedeemOtp = (otp: string) => callApi(checkoutRoutes.verifyTransactionOtp, { query: {}, body: { otp, flowType: 3 } });
export const redeemRequest = (body: RedeemRequestBody) => callApi(redeemRoutes.redeemRequest, { body });
