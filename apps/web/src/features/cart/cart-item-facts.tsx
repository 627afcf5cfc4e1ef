import { cartEntryTotalText, formatCartAmount, messages, productMessages } from '@sanchay/domain';

export { formatCartAmount };

const own = productMessages.cartTotals;

/**
 * The terms of one cart item, fund or pack (spec 1 §2 "Cart summary"): amount, SIP date,
 * instalments, total; a SIP until cancelled has no total but its monthly amount until you stop
 * (the domain's cartEntryTotalText).
 */
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
        <dt>{sip ? own.sipAmountLabel : own.lumpsumAmountLabel}</dt>
        <dd>{formatCartAmount(detail.amount)}</dd>
      </div>
      {sip ? (
        <>
          <div>
            <dt>{own.sipDateLabel}</dt>
            <dd>{detail.sipDate}</dd>
          </div>
          <div>
            <dt>{own.instalmentsLabel}</dt>
            <dd>{detail.numOfInstallments >= 360 ? messages.investMore.untilCancelled : detail.numOfInstallments}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>{own.totalLabel}</dt>
        <dd>{cartEntryTotalText({ ...detail, totalAmount })}</dd>
      </div>
    </dl>
  );
}
