// The checkout feature's public face (web): the payment popup the cart opens, the mode pages and
// the pages after payment (spec 3 §2 "Payment and checkout"), each loaded on demand. Same name as
// the server's features/checkout. Exports are additive: the order summary lives in order-summary/.
import { lazyComponent } from '../../ui';

export type { CheckoutCart } from './payment-popup/checkout-cart';
export type { CheckoutFromCartProps } from './payment-popup/checkout-from-cart';
/** The cart's Invest Now: 'Hold on!' or the payment popup (OTP, then the payment mode). */
export const CheckoutFromCart = lazyComponent('checkout/CheckoutFromCart', () => import('./payment-popup/checkout-from-cart'));
/** /payment-mode?loopBackUrl=…: the mode for an order set already placed (the order summary's Proceed to Payment). */
export const PaymentModePage = lazyComponent('checkout/PaymentModePage', () => import('./payment-pages/payment-mode-page'));
export const UpiPaymentPage = lazyComponent('checkout/UpiPaymentPage', () => import('./payment-pages/upi-payment-page'));
export const NeftPaymentPage = lazyComponent('checkout/NeftPaymentPage', () => import('./payment-pages/neft-payment-page'));
export const ChequePaymentPage = lazyComponent('checkout/ChequePaymentPage', () => import('./payment-pages/cheque-payment-page'));
export const ChallanPage = lazyComponent('checkout/ChallanPage', () => import('./result-pages/challan-page'));
export const ThankYouPage = lazyComponent('checkout/ThankYouPage', async () => ({ default: (await import('./result-pages/result-pages')).ThankYouPage }));
export const OrderReturnPage = lazyComponent('checkout/OrderReturnPage', async () => ({ default: (await import('./result-pages/result-pages')).OrderReturnPage }));
export const PaymentErrorPage = lazyComponent('checkout/PaymentErrorPage', async () => ({ default: (await import('./result-pages/result-pages')).PaymentErrorPage }));
export const TransactionErrorPage = lazyComponent('checkout/TransactionErrorPage', async () => ({
  default: (await import('./result-pages/result-pages')).TransactionErrorPage,
}));
/** /order-summary?paymentUrl=…: a payment link's orders, the payable total, Proceed to Payment and Report Error. */
export const OrderSummaryPage = lazyComponent('checkout/OrderSummaryPage', () => import('./order-summary/order-summary-page'));
