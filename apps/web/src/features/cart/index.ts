// The cart feature's public face (web): the invest dialog, the header badge and preview, the review page.
import { lazy } from 'react';

export { InvestButton } from './invest-button';
export type { InvestFund } from './invest-dialog';
export { useCartItemCount, CartPreviewItems } from './cart-preview';
export { cartKeys, useCart } from './cart-query';
export const CartReviewPage = lazy(() => import('./cart-review-page'));
export const PackDetailsPage = lazy(() => import('./packs/pack-details-page'));
/** Home's Curated packs section (its own chunk: it brings the pack contract). */
export const CuratedPacks = lazy(() => import('./packs/curated-packs'));
