import type { CheckoutOrder, OrderSummary } from '@sanchay/contract';
import { formatDisplayDate, formatUnits, istDate, productMessages, stampDuty } from '@sanchay/domain';
import { AmountText, Card, FundName } from '../../../ui';

const own = productMessages.paymentScreens;

/**
 * An order set as it stands (spec 3 §2 /thank-you, /v1/{loopBackUrl}): each order with its
 * exchange number, remark, payment status and, once allotted, units, NAV and the stamp duty
 * taken from the amount (the domain's stampDuty: what the registrar deducts).
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
  return (
    <Card as="article" className="checkout-order" aria-label={order.mutualFund.schemeName}>
      <h2 className="checkout-order__name">
        <FundName official={order.mutualFund.schemeName} />
      </h2>
      <dl className="checkout-facts">
        <div>
          <dt>{order.investmentType === 'SIP' ? 'SIP amount' : 'Lumpsum amount'}</dt>
          <dd>
            <AmountText value={order.amount} />
          </dd>
        </div>
        <div>
          <dt>{own.orderNumberLabel}</dt>
          <dd>{order.bseOrderNumber ?? '—'}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDisplayDate(istDate(new Date(order.createdDate)))}</dd>
        </div>
        {order.remark ? (
          <div>
            <dt>Status</dt>
            <dd>{order.remark}</dd>
          </div>
        ) : null}
        {order.paymentStatus ? (
          <div>
            <dt>{own.paymentStatusLabel}</dt>
            <dd>{order.paymentStatus}</dd>
          </div>
        ) : null}
        {a ? (
          <>
            <div>
              <dt>{own.allottedUnitsLabel}</dt>
              <dd>{formatUnits(a.units)}</dd>
            </div>
            <div>
              <dt>{own.navLabel}</dt>
              <dd>
                <AmountText value={a.nav} />
              </dd>
            </div>
            <div>
              <dt>{own.stampDutyLabel}</dt>
              <dd>
                <AmountText value={stampDuty(a.amount, istDate(new Date(order.createdDate))).toFixed(2)} />
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {order.investmentType === 'Lumpsum' && order.orderStatus === 'VALID' && !a ? <p className="checkout-muted">{own.allotmentPending}</p> : null}
      {order.exchangeRemarks ? <p className="checkout-note">{order.exchangeRemarks}</p> : null}
    </Card>
  );
}
