import { Decimal } from '../money';
import { TAX_REGIMES, TAX_REGIME_ORDER, type TaxRegimeKey } from './capital-gains-regime';

// Set-off of the year's capital losses against its capital gains, as s. 70 gives it (decision
// 0156; ../shared/data/README.md "Tax classes"): within a rule, gains and losses net; a net
// short-term loss is set off against short-term gains first, then long-term gains (s. 70(2)); a
// net long-term loss against long-term gains only (s. 70(3)); what is left is carried forward
// (s. 74, eight years), short and long apart. The s. 112A exemption comes after (statement).
//
// Among gains of the same term a loss goes to the highest flat rate first, which leaves the least
// tax: a 20 % gain before a 15 % one, a 12.5 % non-equity gain before a 12.5 % equity gain (whose
// first ₹1.25 lakh is exempt anyway), a 12.5 % gain before a 10 % one. Slab-rate gains come last
// among short-term gains: the product does not know the slab (0 % after the s. 87A rebate for
// most, 30 % at the top), so it does not guess it; the return's Schedule CG is where a person in
// the 30 % slab may choose the other order.

/** Gains that absorb a short-term loss, in order (s. 70(2): short-term gains first). */
export const SHORT_TERM_SET_OFF_ORDER: readonly TaxRegimeKey[] = [
  'equity-short-20',
  'equity-short-15',
  'other-50aa-slab',
  'other-short-slab',
];

/** Gains that absorb a long-term loss (and a short-term loss left over), in order. */
export const LONG_TERM_SET_OFF_ORDER: readonly TaxRegimeKey[] = [
  'other-long-20-indexed',
  'other-long-12.5',
  'equity-long-12.5',
  'equity-long-10',
];

export interface SetOff {
  /**
   * Each rule's net after set-off: a gain less the losses set against it (≥ 0), or a loss less
   * what of it was used (≤ 0: that much is carried forward).
   */
  afterSetOff: Map<TaxRegimeKey, Decimal>;
  /** Losses left over, as positive amounts. */
  carriedForward: { shortTerm: Decimal; longTerm: Decimal };
}

const ZERO = new Decimal(0);

/** Sets the year's net losses per rule off against its net gains per rule. */
export function setOffLosses(nets: ReadonlyMap<TaxRegimeKey, Decimal>): SetOff {
  const after = new Map<TaxRegimeKey, Decimal>();
  for (const key of TAX_REGIME_ORDER) {
    const net = nets.get(key);
    if (net !== undefined) after.set(key, net);
  }
  const lossesOf = (term: 'short' | 'long') =>
    TAX_REGIME_ORDER.filter((k) => TAX_REGIMES[k].term === term && (after.get(k) ?? ZERO).isNeg());
  const absorb = (lossKey: TaxRegimeKey, gains: readonly TaxRegimeKey[]) => {
    for (const gainKey of gains) {
      const loss = after.get(lossKey)!.neg();
      const gain = after.get(gainKey) ?? ZERO;
      if (!loss.gt(0)) return;
      if (!gain.gt(0)) continue;
      const used = Decimal.min(loss, gain);
      after.set(gainKey, gain.minus(used));
      after.set(lossKey, after.get(lossKey)!.plus(used));
    }
  };
  const shortLosses = lossesOf('short');
  for (const k of shortLosses) absorb(k, SHORT_TERM_SET_OFF_ORDER);
  for (const k of lossesOf('long')) absorb(k, LONG_TERM_SET_OFF_ORDER);
  for (const k of shortLosses) absorb(k, LONG_TERM_SET_OFF_ORDER);
  const leftOver = (term: 'short' | 'long') =>
    lossesOf(term).reduce((sum, k) => sum.minus(after.get(k)!), ZERO);
  return {
    afterSetOff: after,
    carriedForward: { shortTerm: leftOver('short'), longTerm: leftOver('long') },
  };
}
