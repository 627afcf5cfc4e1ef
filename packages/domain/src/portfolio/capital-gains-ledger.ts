import { daysBetween } from '../ist-date';
import { Decimal, roundAmount } from '../money';
import { exitLoadPercent, type ExitLoadRule } from './exit-load';
import { fifoLots, type Disposal } from './fifo-lots';
import { groupByHolding, type LedgerEntry, type OutflowKind } from './ledger-entry';
import type { SchemeTaxClassReading } from '../catalogue/tax-class';
import type { DisposalPartInput, GainsSaleKind } from './capital-gains-part';
import type { HarvestHolding } from './capital-gains-harvest';

// From the ledger to the capital-gains inputs: each holding's FIFO lots (fifo-lots.ts, the one
// FIFO of the product) give the disposal parts of every sale and the lots still open; the
// catalogue's facts of the scheme say how they are taxed.

/** What the statement needs to know of a scheme (the catalogue and the exchange's scheme master). */
export interface GainsSchemeFacts {
  schemeId: number | null;
  schemeName: string;
  isin: string | null;
  /** The scheme's tax class and its basis (catalogue/tax-class.ts `schemeTaxClass`). */
  taxClass: SchemeTaxClassReading;
  /** ELSS: each allotment locked for 3 years (elss-lock.ts). */
  elss: boolean;
  /** NAV on 31 Jan 2018 (the last on or before it), or null. */
  fmvPerUnit2018: Decimal | null;
  latestNav: Decimal | null;
  latestNavDate: string | null;
  /**
   * The scheme's exit-load rule (the scheme master's), to put a sale's recorded exit load on the
   * lots that bore it (decision 0124); absent or unreadable: by units, as STT is.
   */
  exitLoadRule?: ExitLoadRule;
}

/**
 * The exit load of each part of a sale: the ledger records one figure per sale; the lots that bore
 * it are those the rule loads by their age at the sale (the settlement computed it that way), so
 * the figure is shared by each part's units × rate, rounded cumulatively to sum to the whole.
 * When the rule is unknown or loads none of the parts (a rule changed since), fifoLots' share by
 * units stands.
 */
function exitLoadByLotAge(disposal: Disposal, rule: ExitLoadRule | undefined): Decimal[] {
  const byUnits = disposal.parts.map((p) => p.exitLoad);
  if (!rule || !disposal.exitLoad.gt(0)) return byUnits;
  const weights = disposal.parts.map((p) =>
    p.units.mul(exitLoadPercent(rule, daysBetween(p.buyDate, p.saleDate)) ?? 0),
  );
  const total = weights.reduce((a, w) => a.plus(w), new Decimal(0));
  if (!total.gt(0)) return byUnits;
  let before = new Decimal(0);
  let weightBefore = new Decimal(0);
  return weights.map((w) => {
    weightBefore = weightBefore.plus(w);
    const upTo = weightBefore.eq(total)
      ? disposal.exitLoad
      : roundAmount(disposal.exitLoad.mul(weightBefore).div(total));
    const share = upTo.minus(before);
    before = upTo;
    return share;
  });
}

const SALE_KIND: Readonly<Record<OutflowKind, GainsSaleKind>> = {
  redemption: 'redemption',
  switch_out: 'switch-out',
  stp_out: 'stp-out',
  swp: 'swp',
};

export interface LedgerGains {
  parts: DisposalPartInput[];
  holdings: (HarvestHolding & { schemeId: number | null; latestNavDate: string | null })[];
}

/**
 * Every disposal part and every open holding of an investor's ledger. A holding whose ledger
 * cannot be folded (a sale of more units than it held) throws: the ledger is the product's own
 * record, and a statement filed with the tax department must not quietly leave a sale out.
 */
export function gainsFromLedger(
  entries: readonly LedgerEntry[],
  factsOf: (schemeCode: string, isin: string | null) => GainsSchemeFacts,
): LedgerGains {
  const parts: DisposalPartInput[] = [];
  const holdings: LedgerGains['holdings'] = [];
  for (const group of groupByHolding(entries).values()) {
    const first = group[0]!;
    const facts = factsOf(first.schemeCode, first.isin);
    const result = fifoLots(group);
    if (!result.ok) {
      throw new RangeError(
        `Ledger of folio ${first.folioNo}, scheme ${first.schemeCode} cannot be folded: ${result.error.reason} (order ${result.error.orderNo})`,
      );
    }
    for (const disposal of result.disposals) {
      const loads = exitLoadByLotAge(disposal, facts.exitLoadRule);
      for (const [i, p] of disposal.parts.entries()) {
        parts.push({
          folioNo: first.folioNo,
          schemeCode: first.schemeCode,
          schemeId: facts.schemeId,
          isin: facts.isin ?? first.isin,
          schemeName: facts.schemeName,
          taxClass: facts.taxClass,
          acquiredOn: p.buyDate,
          soldOn: p.saleDate,
          saleKind: SALE_KIND[disposal.kind],
          units: p.units,
          cost: p.cost,
          saleValue: p.saleValue,
          stt: p.stt,
          exitLoad: loads[i]!,
          fmvPerUnit2018: facts.fmvPerUnit2018,
        });
      }
    }
    if (result.lots.length && facts.latestNav) {
      holdings.push({
        folioNo: first.folioNo,
        schemeCode: first.schemeCode,
        schemeId: facts.schemeId,
        schemeName: facts.schemeName,
        taxClass: facts.taxClass,
        elss: facts.elss,
        latestNav: facts.latestNav,
        latestNavDate: facts.latestNavDate,
        fmvPerUnit2018: facts.fmvPerUnit2018,
        lots: result.lots.map((l) => ({ acquiredOn: l.date, units: l.units, cost: l.cost })),
      });
    }
  }
  return { parts, holdings };
}
