import { packRoutes } from '@sanchay/contract';
import { useCartMutation } from '../cart-api';

// The pack mutations of the invest flow and the cart, apart from pack-api.ts (home's Curated packs
// and the pack page): these carry the contract's routes and zod, which home's first load does not need.
export const useSavePack = () => useCartMutation(packRoutes.savePackInvestment);
export const useUpdatePackItem = () => useCartMutation(packRoutes.updatePackItem);
export const useRemovePackItem = () => useCartMutation(packRoutes.removePackItem);
