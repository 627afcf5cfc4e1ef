import {
  calculatorRoutes,
  interestedPath,
  sharedCalculatorPath,
  type CalculatorShareAnswer,
  type InterestedCustomerBody,
  type ShareCalculatorBody,
} from '@sanchay/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';

// The calculators' routes (server feature `calculators`; decision 0133).

/** One key per submit: a double tap is one lead. */
const requestKey = () => globalThis.crypto.randomUUID();

export const shareCalculator = (inputs: ShareCalculatorBody['inputs'], customer: ShareCalculatorBody['customer']): Promise<CalculatorShareAnswer> =>
  callApi(calculatorRoutes.shareCalculator, { body: { inputs, customer, requestKey: requestKey() } });

export const useSharedCalculator = (code: string | null) =>
  useQuery({
    queryKey: ['calculators', 'shared', code],
    enabled: code !== null,
    retry: false,
    queryFn: ({ signal }) => callApi({ ...calculatorRoutes.getSharedCalculator, path: sharedCalculatorPath(code ?? '') }, { signal }),
  });

export const saveInterest = (code: string, body: Omit<InterestedCustomerBody, 'requestKey'>) =>
  callApi({ ...calculatorRoutes.saveInterestedCustomer, path: interestedPath(code) }, { body: { ...body, requestKey: requestKey() } });
