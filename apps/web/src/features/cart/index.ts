// The cart feature's public face (web): the invest dialog, the header badge and preview, the review page.
import { lazyComponent } from '../../ui';

export { InvestButton } from './invest-button';
export type { InvestFund } from './invest-dialog';
export { useCartItemCount, CartPreviewItems } from './cart-preview';
export { cartKeys, useCart } from './cart-query';
export const CartReviewPage = lazyComponent('cart/CartReviewPage', () => import('./cart-review-page'));
export const PackDetailsPage = lazyComponent('cart/PackDetailsPage', () => import('./packs/pack-details-page'));
/** Home's Curated packs section (its own chunk: it brings the pack contract). */
export const CuratedPacks = lazyComponent('cart/CuratedPacks', () => import('./packs/curated-packs'));
/**
 * The invest form's fields (lumpsum or SIP, amount, SIP date, duration) for another feature's
 * dialog (portfolio's Invest More): its own chunk, loaded when the dialog opens.
 */
export const InvestFields = lazyComponent('cart/InvestFields', async () => ({ default: (await import('./invest-dialog')).InvestFields }));
export type { InvestErrors, InvestFieldsProps } from './invest-dialog';
