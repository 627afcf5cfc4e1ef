import { formatRupees, messages } from '@sanchay/domain';

/** A cart amount in ₹: whole rupees without paise (₹5,000), otherwise to the paisa (₹1,000.54). */
export const formatCartAmount = (amount: string) =>
  formatRupees(amount, { decimals: Number.isInteger(Number(amount)) ? 0 : 2 });

/** The terms of one cart item, fund or pack (spec 1 §2 "Cart summary"): amount, SIP date, instalments, total. */
export function CartItemFacts({
  detail,
  totalAmount,
}: {
  detail: { investmentType: string; amount: string; sipDate: number | string | null; numOfInstallments: number };
  totalAmount: string;
}) {
  const sip = detail.investmentType === 'SIP';
  return (
    <dl className="cart-item__facts">
      <div>
        <dt>{sip ? 'SIP amount' : 'Lumpsum amount'}</dt>
        <dd>{formatCartAmount(detail.amount)}</dd>
      </div>
      {sip ? (
        <>
          <div>
            <dt>SIP date</dt>
            <dd>{detail.sipDate}</dd>
          </div>
          <div>
            <dt>Instalments</dt>
            <dd>{detail.numOfInstallments >= 360 ? messages.investMore.untilCancelled : detail.numOfInstallments}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>Total</dt>
        <dd>{formatCartAmount(totalAmount)}</dd>
      </div>
    </dl>
  );
}
