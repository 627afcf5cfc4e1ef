import { messages, productMessages } from '@sanchay/domain';
import { failureOf } from '../../../app/api-client';
import { HOME_PATH } from '../../../app/paths';
import { LinkButton, Skeleton } from '../../../ui';
import { useOrderSet } from '../checkout-api';
import { OrderSetView } from './order-set-view';

const own = productMessages.paymentScreens;

/** How often a page showing an order set asks again while it settles (payment, allotment). */
const REFRESH_MS = 15_000;

/** The order set by its number, refreshed while shown, with the way home. */
export function OrderStatus({ loopBackUrl }: { loopBackUrl: string }) {
  const set = useOrderSet(loopBackUrl, { refetchInterval: REFRESH_MS });
  if (!/^\d{1,18}$/.test(loopBackUrl)) return null;
  if (set.isPending) return <Skeleton height={160} />;
  if (set.isError) return <p role="alert">{failureOf(set.error, own.notYourOrder).message}</p>;
  return <OrderSetView summary={set.data} />;
}

export function HomeLink() {
  return (
    <LinkButton to={HOME_PATH} variant="secondary">
      {messages.shell.exploreMutualFunds}
    </LinkButton>
  );
}
