// The checkout feature's public face (web, spec 3 §2 "Payment and checkout"): so far the order
// summary of a payment link, loaded on demand. Same name as the server's features/checkout.
import { lazyComponent } from '../../ui';

export const OrderSummaryPage = lazyComponent('checkout/OrderSummaryPage', () => import('./order-summary/order-summary-page'));
