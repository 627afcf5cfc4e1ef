import { Decimal, toDecimal } from '../money';
import { DEFAULT_UNIT_PRECISION } from './purchase-allotment';

// What a redemption takes and pays (no stamp duty on redemptions; exit load and TDS are not
// modelled yet). Used by the sandbox exchange to settle a redemption; the product only reads
// the exchange's allotment statement.

export interface RedemptionAllotment {
  nav: Decimal;
  /** Units leaving the folio, at the scheme's precision. */
  units: Decimal;
  /** Rupees paid out, 2 decimals. */
  payout: Decimal;
}

/**
 * By amount: the investor gets the amount asked; the units taken are amount / NAV rounded UP to
 * the precision (the fund never pays out more than the units are worth). By units: the payout is
 * units × NAV truncated to the paisa (the same side of the rounding).
 */
export function redemptionAllotment(
  ask: { amount: Decimal.Value } | { units: Decimal.Value },
  nav: Decimal.Value,
  unitPrecision: number = DEFAULT_UNIT_PRECISION,
): RedemptionAllotment {
  const price = toDecimal(nav);
  if (!price.gt(0)) throw new RangeError('A NAV must be above zero');
  if ('amount' in ask) {
    const payout = toDecimal(ask.amount).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (!payout.gt(0)) throw new RangeError('A redemption amount must be above zero');
    return { nav: price, payout, units: payout.div(price).toDecimalPlaces(unitPrecision, Decimal.ROUND_UP) };
  }
  const units = toDecimal(ask.units).toDecimalPlaces(unitPrecision, Decimal.ROUND_DOWN);
  if (!units.gt(0)) throw new RangeError('Redeemed units must be above zero');
  return { nav: price, units, payout: units.mul(price).toDecimalPlaces(2, Decimal.ROUND_DOWN) };
}
