import { EXCHANGE_PAYMENT_STATUSES, messages, productMessages } from '@sanchay/domain';
import { Navigate } from 'react-router';
import { failureOf } from '../../../app/api-client';
import { HOME_PATH } from '../../../app/paths';
import { LinkButton, Skeleton } from '../../../ui';
import { useOrderSet } from '../checkout-api';
import { OrderSetView } from './order-set-view';

const own = productMessages.paymentScreens;

/** How often a page showing an order set asks again while it settles (payment, allotment). */
const REFRESH_MS = 15_000;

/**
 * The order set by its number, refreshed while shown, with the way home. With `refusedToError`
 * (the page the bank sends the investor back to), a payment the bank refused (an order REJECTED
 * and the set payable again) leads to /payment-error with the way back to the set's summary
 * (spec 3 §4 "After payment": payment failure goes to /payment-error); its first read asks the
 * exchange (get-payment-status), so the bank's answer shows on landing and on a reload.
 */
export function OrderStatus({ loopBackUrl, refusedToError = false }: { loopBackUrl: string; refusedToError?: boolean }) {
  const set = useOrderSet(loopBackUrl, { refetchInterval: REFRESH_MS, askExchange: refusedToError });
  if (!/^\d{1,18}$/.test(loopBackUrl)) return null;
  if (set.isPending) return <Skeleton height={160} />;
  if (set.isError) return <p role="alert">{failureOf(set.error, own.notYourOrder).message}</p>;
  if (refusedToError && set.data.canPay && set.data.orders.some((o) => o.paymentStatus === EXCHANGE_PAYMENT_STATUSES.rejected)) {
    const query = new URLSearchParams({ paymentUrl: set.data.paymentUrl, loopBackUrl });
    return <Navigate to={`/payment-error?${query}`} replace />;
  }
  return <OrderSetView summary={set.data} />;
}

export function HomeLink() {
  return (
    <LinkButton to={HOME_PATH} variant="secondary">
      {messages.shell.exploreMutualFunds}
    </LinkButton>
  );
}
