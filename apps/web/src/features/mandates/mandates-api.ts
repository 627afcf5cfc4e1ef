import { mandateRoutes, type RegisterMandateBody, type ShareMandateLinkBody } from '@sanchay/contract';
import type { MandateType } from '@sanchay/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';

// The mandate routes (server feature `mandates`, spec 3 §7 "Mandates").

const R = mandateRoutes;

export const mandateKeys = {
  list: ['mandates', 'list'] as const,
  setup: (flowType: 'checkout' | 'profile') => ['mandates', 'setup', flowType] as const,
};

/**
 * The list (a read). Back from the bank (`?mandateId=…`, the e-mandate's loopback), that mandate's
 * status is asked of the exchange first, so the list shows what the bank just did.
 */
export const useMandates = (returnedMandateId: string | null = null) =>
  useQuery({
    queryKey: [...mandateKeys.list, returnedMandateId] as const,
    queryFn: async () => {
      if (returnedMandateId) await callApi(R.mandateStatus, { query: { mandateId: returnedMandateId } }).catch(() => undefined);
      return callApi(R.listMandates, {});
    },
  });
/**
 * The mandate a setup link names (spec 3 §2 `mandateId`; decision 0097): the caller's own, its
 * status asked of the exchange (mandate-status); not found for anyone else's.
 */
export const useLinkedMandate = (mandateId: string) =>
  useQuery({
    queryKey: ['mandates', 'linked', mandateId] as const,
    queryFn: () => callApi(R.mandateStatus, { query: { mandateId } }),
    enabled: mandateId !== '',
    retry: false,
  });
export const useMandateSetupOptions = (flowType: 'checkout' | 'profile') =>
  useQuery({ queryKey: mandateKeys.setup(flowType), queryFn: () => callApi(R.mandateSetupOptions, { query: { flowType } }) });

export const registerMandate = (body: RegisterMandateBody) => callApi(R.registerMandate, { body });
export const downloadMandateForm = (mandateId: string) => callApi(R.downloadMandateForm, { body: { mandateId } });
export const uploadMandateScan = (mandateId: string, file: Blob) => callApi(R.uploadMandateScan, { query: { mandateId }, file });
export const activateMandate = (type: MandateType, mandateId: string) => callApi(R.activateMandate, { query: { type, mandateId } });
export const shareMandateLink = (body: ShareMandateLinkBody) => callApi(R.shareMandateLink, { body });
