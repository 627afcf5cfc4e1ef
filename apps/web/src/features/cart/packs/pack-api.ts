import { useQuery } from '@tanstack/react-query';
import { packRoutes } from '@sanchay/contract';
import { callApi } from '../../../app/api-client';
import { useCartMutation } from '../cart-api';

/** Query keys of the packs (public reads: the same for every visitor). */
export const packKeys = {
  list: ['packs', 'list'] as const,
  details: (id: string) => ['packs', 'details', id] as const,
};

/** The packs open for investment, for the home page's Curated packs. */
export function usePacks() {
  return useQuery({
    queryKey: packKeys.list,
    queryFn: ({ signal }) => callApi(packRoutes.listPacks, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One pack with its funds and weights (the pack details page). */
export function usePackDetails(id: string) {
  return useQuery({
    queryKey: packKeys.details(id),
    queryFn: ({ signal }) =>
      callApi(packRoutes.getPackDetails, { query: { mintpackIds: id }, signal }),
    enabled: id !== '',
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The path of a pack's details page (spec 1 §2: the pack details route with mintpackIds). */
export const packDetailsPath = (id: string) =>
  `/pack-details?${new URLSearchParams({ mintpackIds: id }).toString()}`;

export const useSavePack = () => useCartMutation(packRoutes.savePackInvestment);
export const useUpdatePackItem = () => useCartMutation(packRoutes.updatePackItem);
export const useRemovePackItem = () => useCartMutation(packRoutes.removePackItem);
