import type { CheckoutOrder, OrderSummary } from '@sanchay/contract';
import { formatDisplayDate, formatIndianNumber, formatUnits, istDate, paymentStatusText, productMessages, fundDisplayName } from '@sanchay/domain';
import { AmountText, Card, FundName } from '../../../ui';

const own = productMessages.paymentScreens;

/**
 * An order set as it stands (spec 3 §2 /thank-you, /v1/{loopBackUrl}): each order with its
 * exchange number, remark, payment status in the product's words and, once allotted, what checks
 * the units by hand: the stamp duty taken from the amount, the NAV (4 decimals) and the day it is
 * of, and the units, as the ledger recorded them (issue 23 §6).
 */
export function OrderSetView({ summary }: { summary: OrderSummary }) {
  return (
    <ul className="checkout-orders" aria-label="Your orders">
      {summary.orders.map((order) => (
        <li key={order.key}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: CheckoutOrder }) {
  const a = order.allotment;
  // The payment in the product's words; not said twice when the remark already says it (Pending Payment).
  const payment = paymentStatusText(order.paymentStatus);
  return (
    <Card as="article" className="checkout-order" aria-label={fundDisplayName(order.mutualFund.schemeName).name}>
      <h2 className="checkout-order__name">
        <FundName official={order.mutualFund.schemeName} />
      </h2>
      <dl className="checkout-facts">
        <div>
          <dt>{order.investmentType === 'SIP' ? own.sipAmountLabel : own.lumpsumAmountLabel}</dt>
          <dd>
            <AmountText value={order.amount} />
          </dd>
        </div>
        <div>
          <dt>{own.orderNumberLabel}</dt>
          <dd>{order.bseOrderNumber ?? '—'}</dd>
        </div>
        <div>
          <dt>{own.orderDateLabel}</dt>
          <dd>{formatDisplayDate(istDate(new Date(order.createdDate)))}</dd>
        </div>
        {order.remark ? (
          <div>
            <dt>{own.orderRemarkLabel}</dt>
            <dd>{order.remark}</dd>
          </div>
        ) : null}
        {payment && payment !== order.remark ? (
          <div>
            <dt>{own.paymentStatusLabel}</dt>
            <dd>{payment}</dd>
          </div>
        ) : null}
        {a ? (
          <>
            {a.stampDuty !== null ? (
              <div>
                <dt>{own.stampDutyLabel}</dt>
                <dd>
                  <AmountText value={a.stampDuty} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{own.navLabel}</dt>
              <dd className="amount">₹{formatIndianNumber(a.nav, 4)}</dd>
            </div>
            {a.navDate ? (
              <div>
                <dt>{own.navDateLabel}</dt>
                <dd>{formatDisplayDate(a.navDate)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{own.allottedUnitsLabel}</dt>
              <dd>{formatUnits(a.units)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {order.investmentType === 'Lumpsum' && order.orderStatus === 'VALID' && !a ? <p className="checkout-muted">{own.allotmentPending}</p> : null}
      {order.exchangeRemarks ? <p className="checkout-note">{order.exchangeRemarks}</p> : null}
    </Card>
  );
}
