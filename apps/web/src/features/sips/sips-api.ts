import { sipRoutes } from '@sanchay/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';

// My SIPs' routes (server feature `sips`; decision 0110).

export const sipKeys = { list: ['sips', 'running'] as const };

export const useRunningSips = () => useQuery({ queryKey: sipKeys.list, queryFn: () => callApi(sipRoutes.runningSips, {}) });

/** One key per request: a double tap or a retried call is one pause or cancel at the exchange. */
const requestKey = () => globalThis.crypto.randomUUID();

export const pauseSip = (sipId: string, installments: string) =>
  callApi(sipRoutes.pauseSip, { body: { sipId, installments, requestKey: requestKey() } });
export const cancelSip = (sipId: string) => callApi(sipRoutes.cancelSip, { body: { sipId, requestKey: requestKey() } });
