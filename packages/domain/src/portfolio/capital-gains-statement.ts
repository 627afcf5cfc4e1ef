import { Decimal, roundAmount } from '../money';
import { section112aExemption } from './capital-gains-rules';
import { TAX_REGIMES, TAX_REGIME_ORDER, type TaxRegimeKey } from './capital-gains-regime';
import { computeGainsPart, type DisposalPartInput, type GainsPart } from './capital-gains-part';
import type { FinancialYear } from './capital-gains-year';

// The capital-gains statement of one financial year: every disposal part sold in it, totals per
// regime, the section 112A exemption applied once, and an estimate of the tax at the flat rates
// (decision 0100). Losses are set off within a regime and, for equity, between the two periods of
// FY 2024-25 of the same term; across heads and against carried-forward losses the return's
// schedules do it, so the estimate says "before other set-offs".

export interface RegimeTotals {
  regime: TaxRegimeKey;
  parts: number;
  saleValue: Decimal;
  /** Actual cost (stamp duty included). */
  cost: Decimal;
  /** Cost the gains are computed on (grandfathered or indexed where the rule says). */
  costForTax: Decimal;
  stt: Decimal;
  /** Exit loads of the regime's parts (deducted from the sale value). */
  exitLoad: Decimal;
  /** Net gain (gains minus losses) of the regime's parts. */
  gain: Decimal;
  /** After set-off between periods and the 112A exemption; 0 when negative. */
  taxable: Decimal;
  /** The exemption used against this regime's gains (112A regimes only). */
  exemptionUsed: Decimal;
  /** taxable × rate, or null for slab-rate gains. */
  estimatedTax: Decimal | null;
}

export interface GainsStatement {
  year: FinancialYear;
  parts: GainsPart[];
  /** Regimes with at least one part, in TAX_REGIME_ORDER. */
  regimes: RegimeTotals[];
  totals: { saleValue: Decimal; cost: Decimal; costForTax: Decimal; stt: Decimal; exitLoad: Decimal; gain: Decimal };
  exemption: { limit: Decimal; used: Decimal };
  /** Net long-term equity gain of the year (both periods), before the exemption. */
  equityLongTermGain: Decimal;
  /** Sum of the flat-rate estimates (slab-rate gains are not included). */
  estimatedTax: Decimal;
  /** Slab-rate net gain (added to the investor's income). */
  slabRateGain: Decimal;
}

const ZERO = new Decimal(0);
const sum = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), ZERO);

/** Orders parts by sale day, scheme, folio, acquisition day. */
function byDisposal(a: GainsPart, b: GainsPart): number {
  return (
    a.soldOn.localeCompare(b.soldOn) ||
    a.schemeName.localeCompare(b.schemeName) ||
    a.folioNo.localeCompare(b.folioNo) ||
    a.acquiredOn.localeCompare(b.acquiredOn)
  );
}

/**
 * Set-off between the two periods of one term: a net loss in one reduces a gain in the other
 * (LTCL against LTCG, STCL against STCG; sections 70 and 74). Returns the two nets after set-off,
 * each ≥ 0 unless both are losses.
 */
function setOff(a: Decimal, b: Decimal): [Decimal, Decimal] {
  if (a.isNeg() && b.gt(0)) {
    const used = Decimal.min(a.neg(), b);
    return [a.plus(used), b.minus(used)];
  }
  if (b.isNeg() && a.gt(0)) {
    const used = Decimal.min(b.neg(), a);
    return [a.minus(used), b.plus(used)];
  }
  return [a, b];
}

/** The statement of `year` from every disposal part (parts sold outside the year are ignored). */
export function computeGainsStatement(
  year: FinancialYear,
  inputs: readonly DisposalPartInput[],
): GainsStatement {
  const parts = inputs
    .filter((p) => p.soldOn >= year.from && p.soldOn <= year.to)
    .map(computeGainsPart)
    .sort(byDisposal);
  const groups = new Map<TaxRegimeKey, GainsPart[]>();
  for (const p of parts) {
    const list = groups.get(p.regime.key) ?? [];
    list.push(p);
    groups.set(p.regime.key, list);
  }
  const net = (key: TaxRegimeKey) => sum((groups.get(key) ?? []).map((p) => p.gain));
  const taxable = new Map<TaxRegimeKey, Decimal>();
  const exemptionUsed = new Map<TaxRegimeKey, Decimal>();

  const [st15, st20] = setOff(net('equity-short-15'), net('equity-short-20'));
  taxable.set('equity-short-15', st15);
  taxable.set('equity-short-20', st20);
  let [lt10, lt125] = setOff(net('equity-long-10'), net('equity-long-12.5'));
  const equityLongTermGain = net('equity-long-10').plus(net('equity-long-12.5'));
  // The exemption goes first against the 12.5% gains, then the 10% ones: the order that leaves
  // the least tax; the year's limit applies once to both (proviso to s. 112A(2)(i)).
  const limit = section112aExemption(year.startYear);
  let left = limit;
  const useAgainst = (gain: Decimal, key: TaxRegimeKey): Decimal => {
    const used = gain.gt(0) ? Decimal.min(gain, left) : ZERO;
    left = left.minus(used);
    exemptionUsed.set(key, used);
    return gain.minus(used);
  };
  lt125 = useAgainst(lt125, 'equity-long-12.5');
  lt10 = useAgainst(lt10, 'equity-long-10');
  taxable.set('equity-long-10', lt10);
  taxable.set('equity-long-12.5', lt125);
  const [ol20, ol125] = setOff(net('other-long-20-indexed'), net('other-long-12.5'));
  taxable.set('other-long-20-indexed', ol20);
  taxable.set('other-long-12.5', ol125);

  const regimes: RegimeTotals[] = [];
  for (const key of TAX_REGIME_ORDER) {
    const list = groups.get(key);
    if (!list) continue;
    const regime = TAX_REGIMES[key];
    const gain = sum(list.map((p) => p.gain));
    const base = Decimal.max(taxable.get(key) ?? gain, ZERO);
    regimes.push({
      regime: key,
      parts: list.length,
      saleValue: sum(list.map((p) => p.saleValue)),
      cost: sum(list.map((p) => p.cost)),
      costForTax: sum(list.map((p) => p.costForTax)),
      stt: sum(list.map((p) => p.stt)),
      exitLoad: sum(list.map((p) => p.exitLoad)),
      gain,
      taxable: base,
      exemptionUsed: exemptionUsed.get(key) ?? ZERO,
      estimatedTax: regime.ratePercent ? roundAmount(base.mul(regime.ratePercent).div(100)) : null,
    });
  }
  return {
    year,
    parts,
    regimes,
    totals: {
      saleValue: sum(parts.map((p) => p.saleValue)),
      cost: sum(parts.map((p) => p.cost)),
      costForTax: sum(parts.map((p) => p.costForTax)),
      stt: sum(parts.map((p) => p.stt)),
      exitLoad: sum(parts.map((p) => p.exitLoad)),
      gain: sum(parts.map((p) => p.gain)),
    },
    exemption: { limit, used: limit.minus(left) },
    equityLongTermGain,
    estimatedTax: sum(regimes.map((r) => r.estimatedTax ?? ZERO)),
    slabRateGain: sum(regimes.filter((r) => r.estimatedTax === null).map((r) => r.gain)),
  };
}
