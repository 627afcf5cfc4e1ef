import { useQuery } from '@tanstack/react-query';
import type { packRoutes } from '@sanchay/contract';
import { callApi, routeAddress } from '../../../app/api-client';

/**
 * The two public reads by method and path (routeAddress): home's Curated packs would otherwise
 * bring the contract's schemas and zod into home's load. The mutations (pack-mutations.ts) keep the
 * contract's routes; they load with the invest flow (docs/decisions/0034-catalogue-first-load-without-zod.md).
 */
export const packRouteAddresses = {
  listPacks: routeAddress<typeof packRoutes.listPacks>('GET', '/api/v1/packs/list-packs'),
  getPackDetails: routeAddress<typeof packRoutes.getPackDetails>('GET', '/api/v1/packs/get-pack-details'),
};

/** Query keys of the packs (public reads: the same for every visitor). */
export const packKeys = {
  list: ['packs', 'list'] as const,
  details: (id: string) => ['packs', 'details', id] as const,
};

/** The packs open for investment, for the home page's Curated packs. */
export function usePacks() {
  return useQuery({
    queryKey: packKeys.list,
    queryFn: ({ signal }) => callApi(packRouteAddresses.listPacks, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One pack with its funds and weights (the pack details page). */
export function usePackDetails(id: string) {
  return useQuery({
    queryKey: packKeys.details(id),
    queryFn: ({ signal }) =>
      callApi(packRouteAddresses.getPackDetails, { query: { mintpackIds: id }, signal }),
    enabled: id !== '',
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The path of a pack's details page (spec 1 §2: the pack details route with mintpackIds). */
export const packDetailsPath = (id: string) =>
  `/pack-details?${new URLSearchParams({ mintpackIds: id }).toString()}`;
