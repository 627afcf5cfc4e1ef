import { FundName } from '../../ui';
import { groupRupees, useCart } from './cart-query';

/** The cart count for the header badge (spec 1 §4: the badge follows noOfItems). */
export function useCartItemCount(): number {
  return useCart().data?.noOfItems ?? 0;
}

/** The header's hover/focus preview (spec 1 §2): up to 3 pack items, then up to 3 fund items. */
export function CartPreviewItems() {
  const cart = useCart();
  const items = cart.data?.activeCustomizedInvestmentDetailList ?? [];
  const packs = cart.data?.activeMintPackInvestmentDetailList ?? [];
  if (items.length + packs.length === 0) {
    return <p className="cart-preview__empty">Your cart is empty.</p>;
  }
  return (
    <ul className="cart-preview__items">
      {packs.slice(0, 3).map((entry) => {
        const d = entry.investmentDetail[0]!;
        return (
          <li key={d.investmentId}>
            <span>{entry.packName}</span>{' '}
            <span className="cart-muted">
              Pack · {d.investmentType === 'SIP' ? 'SIP' : 'Lumpsum'} {groupRupees(d.amount)}
            </span>
          </li>
        );
      })}
      {items.slice(0, 3).map((entry) => {
        const d = entry.investmentDetail[0]!;
        return (
          <li key={d.investmentId}>
            <FundName official={entry.mutualFund.schemeName} />{' '}
            <span className="cart-muted">
              {d.investmentType === 'SIP' ? 'SIP' : 'Lumpsum'} {groupRupees(d.amount)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
