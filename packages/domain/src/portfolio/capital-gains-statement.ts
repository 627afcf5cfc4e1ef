import { Decimal, roundAmount } from '../money';
import type { SchemeTaxClassReading } from '../catalogue/tax-class';
import { HEALTH_AND_EDUCATION_CESS_PERCENT, section112aExemption } from './capital-gains-rules';
import { TAX_REGIMES, TAX_REGIME_ORDER, type TaxRegimeKey } from './capital-gains-regime';
import { computeGainsPart, type DisposalPartInput, type GainsPart } from './capital-gains-part';
import { setOffLosses } from './capital-gains-set-off';
import type { FinancialYear } from './capital-gains-year';

// The capital-gains statement of one financial year, the estimate a person would compute by hand
// (decisions 0100, 0156): every disposal part sold in it, totals per rule, the losses set off as
// s. 70 gives it (capital-gains-set-off.ts), the s. 112A exemption on what is left, the tax at the
// flat rates with 4 % health and education cess, and the slab-rate income shown apart: the slab
// rate and any surcharge are the investor's to apply, as are losses brought forward.

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
  /**
   * What set-off moved: negative on a gain (the losses set against it), positive on a loss (the
   * part of it used against other gains); afterSetOff = gain + setOff.
   */
  setOff: Decimal;
  /** ≥ 0 for a gain; ≤ 0 for a loss, which is that much carried forward. */
  afterSetOff: Decimal;
  /** The exemption used against this regime's gains (112A regimes only). */
  exemptionUsed: Decimal;
  /** max(afterSetOff − exemptionUsed, 0). */
  taxable: Decimal;
  /** taxable × rate, or null for slab-rate gains. */
  estimatedTax: Decimal | null;
}

/** A scheme sold in the year, with its tax class and why. */
export interface GainsStatementScheme {
  schemeCode: string;
  schemeName: string;
  isin: string | null;
  taxClass: SchemeTaxClassReading;
}

export interface GainsStatement {
  year: FinancialYear;
  parts: GainsPart[];
  /** Each scheme of the year's parts once, in the order of the parts. */
  schemes: GainsStatementScheme[];
  /** Regimes with at least one part, in TAX_REGIME_ORDER. */
  regimes: RegimeTotals[];
  totals: {
    saleValue: Decimal;
    cost: Decimal;
    costForTax: Decimal;
    stt: Decimal;
    exitLoad: Decimal;
    gain: Decimal;
  };
  exemption: { limit: Decimal; used: Decimal };
  /** Net long-term equity gain of the year (both periods), before set-off and the exemption. */
  equityLongTermGain: Decimal;
  /** The same after set-off (≥ 0): what the exemption applies to. */
  equityLongTermGainAfterSetOff: Decimal;
  /** Losses of the year left after set-off (positive amounts), to carry forward (s. 74). */
  carriedForward: { shortTerm: Decimal; longTerm: Decimal };
  /** Sum of the flat-rate estimates, before cess (slab-rate gains are not included). */
  estimatedTax: Decimal;
  /** 4 % health and education cess on estimatedTax, to the paisa. */
  cess: Decimal;
  /** estimatedTax + cess (surcharge not included: it depends on the investor's total income). */
  estimatedTaxWithCess: Decimal;
  /** Slab-rate gains after set-off (≥ 0): added to the investor's income, taxed at the slab. */
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
  const nets = new Map<TaxRegimeKey, Decimal>();
  for (const [key, list] of groups) nets.set(key, sum(list.map((p) => p.gain)));
  const { afterSetOff, carriedForward } = setOffLosses(nets);
  const net = (key: TaxRegimeKey) => nets.get(key) ?? ZERO;
  const after = (key: TaxRegimeKey) => afterSetOff.get(key) ?? ZERO;

  // The exemption, on the long-term equity gains left after set-off, goes first against the
  // 12.5% gains, then the 10% ones: the order that leaves the least tax; the year's limit applies
  // once to both (proviso to s. 112A(2)(i)).
  const limit = section112aExemption(year.startYear);
  const exemptionUsed = new Map<TaxRegimeKey, Decimal>();
  let left = limit;
  for (const key of ['equity-long-12.5', 'equity-long-10'] as const) {
    const gain = after(key);
    const used = gain.gt(0) ? Decimal.min(gain, left) : ZERO;
    left = left.minus(used);
    exemptionUsed.set(key, used);
  }

  const regimes: RegimeTotals[] = [];
  for (const key of TAX_REGIME_ORDER) {
    const list = groups.get(key);
    if (!list) continue;
    const regime = TAX_REGIMES[key];
    const gain = net(key);
    const used = exemptionUsed.get(key) ?? ZERO;
    const base = Decimal.max(after(key).minus(used), ZERO);
    regimes.push({
      regime: key,
      parts: list.length,
      saleValue: sum(list.map((p) => p.saleValue)),
      cost: sum(list.map((p) => p.cost)),
      costForTax: sum(list.map((p) => p.costForTax)),
      stt: sum(list.map((p) => p.stt)),
      exitLoad: sum(list.map((p) => p.exitLoad)),
      gain,
      setOff: after(key).minus(gain),
      afterSetOff: after(key),
      exemptionUsed: used,
      taxable: base,
      estimatedTax: regime.ratePercent ? roundAmount(base.mul(regime.ratePercent).div(100)) : null,
    });
  }
  const estimatedTax = sum(regimes.map((r) => r.estimatedTax ?? ZERO));
  const cess = roundAmount(estimatedTax.mul(HEALTH_AND_EDUCATION_CESS_PERCENT).div(100));
  const schemes = new Map<string, GainsStatementScheme>();
  for (const p of parts) {
    if (!schemes.has(p.schemeCode))
      schemes.set(p.schemeCode, {
        schemeCode: p.schemeCode,
        schemeName: p.schemeName,
        isin: p.isin,
        taxClass: p.taxClass,
      });
  }
  return {
    year,
    parts,
    schemes: [...schemes.values()],
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
    equityLongTermGain: net('equity-long-10').plus(net('equity-long-12.5')),
    equityLongTermGainAfterSetOff: Decimal.max(after('equity-long-10'), ZERO).plus(
      Decimal.max(after('equity-long-12.5'), ZERO),
    ),
    carriedForward,
    estimatedTax,
    cess,
    estimatedTaxWithCess: estimatedTax.plus(cess),
    slabRateGain: sum(
      regimes.filter((r) => r.estimatedTax === null).map((r) => Decimal.max(r.afterSetOff, ZERO)),
    ),
  };
}
