import { stpSwpRoutes, type RegisterStpBody } from '@sanchay/contract';
import type { StpFrequency } from '@sanchay/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';

// The STP/SWP routes (server feature `stp-swp`, spec 3 §7 "STP and SWP"). The client code travels
// in the path, as the spec's calls have it.

const R = stpSwpRoutes;
const withUcc = <D extends { path: string }>(route: D, ucc: string): D => ({ ...route, path: route.path.replace(':ucc', encodeURIComponent(ucc)) });

export const stpKeys = {
  all: ['stp-swp'] as const,
  plans: (ucc: string) => ['stp-swp', 'plans', ucc] as const,
  sources: (ucc: string) => ['stp-swp', 'sources', ucc] as const,
  destinations: (schemeId: number) => ['stp-swp', 'destinations', schemeId] as const,
  bounds: (from: number, to: number, frequency: StpFrequency) => ['stp-swp', 'bounds', from, to, frequency] as const,
};

export const useStpPlans = (ucc: string | null) =>
  useQuery({
    queryKey: stpKeys.plans(ucc ?? ''),
    enabled: Boolean(ucc),
    queryFn: ({ signal }) => callApi(withUcc(R.getAllStpSwpOrders, ucc!), { query: { trxnType: 'STP' }, signal }),
  });
export const useSwpPlans = (ucc: string | null) =>
  useQuery({
    queryKey: [...stpKeys.plans(ucc ?? ''), 'swp'],
    enabled: Boolean(ucc),
    queryFn: ({ signal }) => callApi(withUcc(R.activeSwpOrders, ucc!), { signal }),
  });
export const useStpSources = (ucc: string | null) =>
  useQuery({ queryKey: stpKeys.sources(ucc ?? ''), enabled: Boolean(ucc), queryFn: ({ signal }) => callApi(withUcc(R.stpSourceFunds, ucc!), { signal }) });
export const useDestinations = (schemeId: number | null) =>
  useQuery({
    queryKey: stpKeys.destinations(schemeId ?? 0),
    enabled: schemeId !== null,
    queryFn: ({ signal }) => callApi(R.sameAmcSchemes, { query: { encryptedSchemeId: schemeId! }, signal }),
  });
export const useBounds = (from: number | null, to: number | null, frequency: StpFrequency) =>
  useQuery({
    queryKey: stpKeys.bounds(from ?? 0, to ?? 0, frequency),
    enabled: from !== null && to !== null,
    queryFn: ({ signal }) => callApi(R.stpAllowedDates, { query: { fromSchemeId: from!, toSchemeId: to!, frequency }, signal }),
  });
export const useValidationRows = (schemeId: number | null) =>
  useQuery({
    queryKey: ['stp-swp', 'rows', schemeId ?? 0],
    enabled: schemeId !== null,
    queryFn: ({ signal }) => callApi(R.stpValidationDetails, { query: { encryptedSchemeId: schemeId! }, signal }),
  });

export const registerStp = (ucc: string, body: RegisterStpBody) => callApi(withUcc(R.registerStpSwp, ucc), { body });
export const saveStpOrder = (ucc: string, stpId: string) => callApi(withUcc(R.saveStpSwpOrderToBse, ucc), { body: { stpId } });
export const stopStp = (ucc: string, txnRegNo: string) => callApi(withUcc(R.cancelTransaction, ucc), { body: { txnRegNo, txnType: 'STP' } });
export const verifyStpLink = (token: string) => callApi(R.verifyStpLink, { body: { token } });
