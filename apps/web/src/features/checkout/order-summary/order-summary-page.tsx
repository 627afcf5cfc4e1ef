import type { CheckoutOrder, OrderSummary } from '@sanchay/contract';
import { formatRupees, messages } from '@sanchay/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureOf } from '../../../app/api-client';
import { HOME_PATH, paymentModePath } from '../../../app/paths';
import { RequireSignIn, useIsAdvisor } from '../../session';
import { ShareLinkForm } from '../../sharing';
import { Button, Card, Skeleton, buttonClassName, FundName } from '../../../ui';
import { paymentLinkFields, reportInvalidOrders, sharePaymentLink, useOrderList, type PaymentLinkFields } from './order-summary-api';
import './order-summary.css';

const pay = messages.payment;

/** Spec 3 §4, §8, §9: a payment link opened by another investor goes home after 6 seconds. */
export const NOT_AUTHORISED_HOME_AFTER_MS = 6000;

export interface OrderSummaryPageProps {
  /**
   * Proceed to Payment: opens the payment popup for this set. By default the payment popup's page
   * (/payment-mode?loopBackUrl&paymentUrl, app/paths.ts); the checkout feature's route may pass its own.
   */
  onProceed?: (summary: OrderSummary) => void;
}

/**
 * /order-summary?paymentUrl=… (spec 3 §2, §4 "Order summary", §6, §8): login required; another
 * investor's link is not authorised (home after 6 s); an expired link says so; otherwise the
 * orders, VALID first with their remarks, the payable total of the VALID ones, Proceed to Payment,
 * Report Error, Go to Cart, and for advisors the share control. No valid order at all: the orders
 * are reported by themselves.
 */
export default function OrderSummaryPage({ onProceed }: OrderSummaryPageProps) {
  return (
    <RequireSignIn title="Order Summary" openSignInOnEntry>
      <div className="order-summary-page">
        <SummaryOfLink onProceed={onProceed} />
      </div>
    </RequireSignIn>
  );
}

function SummaryOfLink({ onProceed }: OrderSummaryPageProps) {
  const [params] = useSearchParams();
  const link = paymentLinkFields(params.get('paymentUrl'));
  if (!link) return <NotAuthorised />;
  return <LinkedSummary link={link} onProceed={onProceed} />;
}

function LinkedSummary({ link, onProceed }: { link: PaymentLinkFields } & OrderSummaryPageProps) {
  const list = useOrderList(link, true);
  if (list.isPending) return <Skeleton height={240} />;
  if (list.isError) {
    const failure = failureOf(list.error);
    if (failure.status === 403) return <NotAuthorised />;
    if (failure.message === pay.linkExpired) return <Expired />;
    return (
      <Card>
        <h1>Order Summary</h1>
        <p role="alert">{failure.message}</p>
        <GoToCart />
      </Card>
    );
  }
  return <Orders summary={list.data} onProceed={onProceed} />;
}

function NotAuthorised() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(HOME_PATH, { replace: true }), NOT_AUTHORISED_HOME_AFTER_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Card className="order-summary-notice">
      <h1>Order Summary</h1>
      <p role="alert">{pay.notAuthorisedForOrder}</p>
    </Card>
  );
}

function Expired() {
  return (
    <Card className="order-summary-notice">
      <h1>Order Summary</h1>
      <p role="alert">{pay.linkExpired}</p>
      <GoToCart />
    </Card>
  );
}

function GoToCart() {
  return (
    <Link className={buttonClassName({ variant: 'secondary' })} to="/cart-review">
      {pay.goToCart}
    </Link>
  );
}

const isValid = (o: CheckoutOrder) => o.orderStatus === 'VALID';

function Orders({ summary, onProceed }: { summary: OrderSummary } & OrderSummaryPageProps) {
  const id = useId();
  const navigate = useNavigate();
  const isAdvisor = useIsAdvisor();
  const [reported, setReported] = useState<string | null>(null);
  const [reportFailed, setReportFailed] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  // VALID first (spec 3 §4; the server sends them so, the order otherwise kept).
  const orders = [...summary.orders].sort((a, b) => Number(isValid(b)) - Number(isValid(a)));
  const invalid = orders.filter((o) => !isValid(o));
  const noneValid = orders.length > 0 && invalid.length === orders.length;

  const report = async () => {
    setReporting(true);
    setReportFailed(null);
    try {
      setReported((await reportInvalidOrders(summary.loopBackUrl, invalid.map((o) => o.key))).message);
    } catch (err) {
      setReportFailed(failureOf(err).message);
    } finally {
      setReporting(false);
    }
  };

  // Spec 3 §4: no valid order at all → the invalid orders are reported (once per set shown).
  const autoReported = useRef<string | null>(null);
  useEffect(() => {
    if (!noneValid || autoReported.current === summary.loopBackUrl) return;
    autoReported.current = summary.loopBackUrl;
    void report();
    // report reads this render's orders; the ref keeps it to one report per set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noneValid, summary.loopBackUrl]);

  const proceed = () => (onProceed ? onProceed(summary) : navigate(paymentModePath(summary)));

  return (
    <section aria-labelledby={`${id}-title`} className="order-summary">
      <h1 id={`${id}-title`}>Order Summary</h1>
      <ul className="order-summary__list" aria-label="Your orders">
        {orders.map((order) => (
          <li key={order.key}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <Card className="order-summary__total">
        <span>Total payable amount</span>
        <strong>{formatRupees(summary.payableAmount)}</strong>
      </Card>
      {reported ? (
        <p role="status" className="order-summary__reported">
          {reported}
        </p>
      ) : null}
      {reportFailed ? <p role="alert">{reportFailed}</p> : null}
      <div className="order-summary__actions">
        <Button variant="primary" disabled={!summary.canPay} onClick={proceed}>
          {pay.proceedToPayment}
        </Button>
        {invalid.length > 0 && !reported ? (
          <Button variant="secondary" disabled={reporting} aria-busy={reporting} onClick={() => void report()}>
            {pay.reportError}
          </Button>
        ) : null}
        <GoToCart />
      </div>
      {isAdvisor && summary.canPay ? (
        <ShareLinkForm
          title="Share payment link with your customer"
          failureMessage={pay.shareLinkFailed}
          onShare={(share) => sharePaymentLink({ ...share, loopBackUrl: summary.loopBackUrl })}
        />
      ) : null}
    </section>
  );
}

function OrderCard({ order }: { order: CheckoutOrder }) {
  const valid = isValid(order);
  const remark = order.remark ?? (valid ? null : pay.registrationError);
  return (
    <Card className={`order-card${valid ? '' : ' order-card--invalid'}`}>
      <div className="order-card__top">
        <FundName official={order.mutualFund.schemeName} className="order-card__name" />
        {remark ? <span className={`order-card__remark order-card__remark--${valid ? 'valid' : 'error'}`}>{remark}</span> : null}
      </div>
      <dl className="order-card__facts">
        <div>
          <dt>Type</dt>
          <dd>{order.investmentType}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatRupees(order.amount)}</dd>
        </div>
        {order.investmentType === 'SIP' && order.sipDate !== null ? (
          <div>
            <dt>SIP date</dt>
            <dd>
              {order.sipDate} of every month{order.numOfInstallments ? `, ${order.numOfInstallments} instalments` : ''}
            </dd>
          </div>
        ) : null}
        {order.bseOrderNumber ? (
          <div>
            <dt>Order number</dt>
            <dd>{order.bseOrderNumber}</dd>
          </div>
        ) : null}
      </dl>
      {!valid && order.exchangeRemarks ? <p className="order-card__why">{order.exchangeRemarks}</p> : null}
    </Card>
  );
}
