import { messages, productMessages } from '@sanchay/domain';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Card, LinkButton } from '../../../ui';
import { RequireSignIn } from '../../session';
import { HomeLink, OrderStatus } from './order-status';
import '../checkout.css';

const own = productMessages.paymentScreens;

/** /thank-you?orderNo=… (spec 3 §2): the success page; with the set's number, where the orders stand. */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const loopBackUrl = params.get('loopBackUrl') ?? '';
  return (
    <div className="checkout-page">
      <h1>{own.thankYouTitle}</h1>
      <p>{own.thankYouLead}</p>
      {/^\d{1,20}$/.test(orderNo) ? (
        <p>
          {own.orderNumberLabel}: <strong>{orderNo}</strong>
        </p>
      ) : null}
      {loopBackUrl ? (
        <RequireSignIn title={own.orderStatusTitle}>
          <OrderStatus loopBackUrl={loopBackUrl} />
        </RequireSignIn>
      ) : null}
      <HomeLink />
    </div>
  );
}

/**
 * /v1/{loopBackUrl} (spec 3 §2): where net banking and UPI come back to, showing the order set as
 * it stands. Any other single segment is an unknown path (spec 1 §2: home with the 404 marker).
 */
export function OrderReturnPage() {
  const { loopBackUrl = '' } = useParams();
  if (!/^\d{1,18}$/.test(loopBackUrl)) return <Navigate to="/home?error=404" replace />;
  return (
    <div className="checkout-page">
      <h1>{own.orderStatusTitle}</h1>
      <RequireSignIn title={own.orderStatusTitle} openSignInOnEntry>
        <OrderStatus loopBackUrl={loopBackUrl} refusedToError />
      </RequireSignIn>
      <HomeLink />
    </div>
  );
}

/** /payment-error?paymentUrl&orderNo (spec 3 §4, §8): the refund wording and the way back to the order summary. */
export function PaymentErrorPage() {
  const [params] = useSearchParams();
  const paymentUrl = params.get('paymentUrl') ?? '';
  const back = paymentUrl.startsWith('/order-summary?') ? paymentUrl : null;
  return (
    <div className="checkout-page">
      <h1>{own.paymentErrorTitle}</h1>
      <Card>
        <p role="alert">{productMessages.payment.paymentFailed}</p>
      </Card>
      <div className="checkout-actions">
        {back ? (
          <LinkButton to={back} variant="primary">
            {own.tryAgain}
          </LinkButton>
        ) : null}
        <HomeLink />
      </div>
    </div>
  );
}

/** /transaction-error (spec 1 §2): the fallback when a link is missing or broken. */
export function TransactionErrorPage() {
  return (
    <div className="checkout-page">
      <h1>{own.transactionErrorTitle}</h1>
      <Card>
        <p>{own.transactionErrorLead}</p>
      </Card>
      <div className="checkout-actions">
        <LinkButton to="/cart-review" variant="primary">
          {messages.payment.goToCart}
        </LinkButton>
        <HomeLink />
      </div>
    </div>
  );
}
