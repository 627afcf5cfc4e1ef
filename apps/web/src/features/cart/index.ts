// The cart feature's public face (web): the invest dialog, the header badge and preview, the review page.
import { lazy } from 'react';

export { InvestButton, type InvestFund } from './invest-dialog';
export { useCartItemCount, CartPreviewItems } from './cart-preview';
export { cartKeys, useCart } from './cart-query';
export const CartReviewPage = lazy(() => import('./cart-review-page'));
