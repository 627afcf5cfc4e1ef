import { Decimal, roundAmount } from '../money';
import {
  compareLedgerEntries,
  holdingKey,
  isInflow,
  parseLedgerEntry,
  type InflowKind,
  type LedgerEntry,
  type OutflowKind,
} from './ledger-entry';

// FIFO lots of one holding (folio + scheme): every inflow (purchase, switch-in, STP-in) opens a
// lot; every outflow (redemption, switch-out, STP-out, SWP) consumes the oldest lots first, as
// registrars and the income-tax rules do (docs/decisions/0099).
//
// Rupee shares are apportioned by units and rounded cumulatively, so the parts always sum to the
// whole to the paisa: the cost of the first k units of a lot of U units that cost C is
// round½↑(C × k / U, 2), and a part of u units after k already gone costs
// round½↑(C × (k+u) / U) − round½↑(C × k / U). The last part of a lot gets exactly what is left,
// and the cost of what remains depends only on how many units remain, not on how they left. A
// sale's amount, STT and exit load are split over its parts the same way.

/** A lot still (partly) held. */
export interface OpenLot {
  /** The inflow's order number. */
  orderNo: string;
  kind: InflowKind;
  /** The NAV date of the allotment: the buy date. */
  date: string;
  nav: Decimal;
  /** Units allotted. */
  unitsBought: Decimal;
  /** Rupees paid for the whole lot, stamp duty included (the entry's amount). */
  costPaid: Decimal;
  /** Stamp duty inside costPaid. */
  stampDuty: Decimal;
  /** Units still held, above zero. */
  units: Decimal;
  /** Cost of the units still held: costPaid less the cost shares of the parts sold. */
  cost: Decimal;
}

/** The part of a sale taken from one lot. */
export interface DisposalPart {
  lotOrderNo: string;
  lotKind: InflowKind;
  buyDate: string;
  buyNav: Decimal;
  units: Decimal;
  /** The lot's cost apportioned to these units (stamp duty included). */
  cost: Decimal;
  /** The sale's amount apportioned to these units (before STT). */
  saleValue: Decimal;
  /** The sale's STT apportioned to these units. */
  stt: Decimal;
  /** The sale's exit load apportioned to these units (an expense of the transfer). */
  exitLoad: Decimal;
  saleDate: string;
  saleNav: Decimal;
}

/** One outflow and the lots it consumed, oldest first. */
export interface Disposal {
  orderNo: string;
  kind: OutflowKind;
  date: string;
  nav: Decimal;
  units: Decimal;
  /** Rupees the units fetched, before STT. */
  amount: Decimal;
  stt: Decimal;
  exitLoad: Decimal;
  parts: DisposalPart[];
}

export type FifoError =
  /** An outflow took more units than the holding had then: the ledger is wrong, never negative units. */
  | {
      reason: 'outflow-exceeds-holding';
      orderNo: string;
      date: string;
      units: Decimal;
      held: Decimal;
    }
  /** An entry that cannot be folded (see parseLedgerEntry). */
  | { reason: 'invalid-entry'; orderNo: string; problem: string }
  /** Entries of more than one folio or scheme were passed as one holding. */
  | { reason: 'mixed-holdings'; orderNo: string };

export type FifoResult =
  { ok: true; lots: OpenLot[]; disposals: Disposal[] } | { ok: false; error: FifoError };

interface LotState {
  lot: OpenLot;
  /** Units of the lot already sold. */
  consumed: Decimal;
  /** shareOf(lot.costPaid, consumed, lot.unitsBought): the cost of the units already sold. */
  consumedCost: Decimal;
}

const ZERO = new Decimal(0);

/**
 * round½↑(whole × part / of, 2): the rupee share of `part` units out of `of`. A zero whole (no
 * STT) or a zero part has a zero share: no division (the same value, exactly).
 */
function shareOf(whole: Decimal, part: Decimal, of: Decimal): Decimal {
  if (part.eq(of)) return whole;
  if (whole.isZero() || part.isZero()) return ZERO;
  return roundAmount(whole.mul(part).div(of));
}

/**
 * Folds the entries of one holding (any order: they are sorted as compareLedgerEntries says) into
 * the lots still open, oldest first, and the disposals in the order they happened.
 */
export function fifoLots(entries: readonly LedgerEntry[]): FifoResult {
  const sorted = [...entries].sort(compareLedgerEntries);
  const key = sorted[0] ? holdingKey(sorted[0]) : '';
  const open: LotState[] = [];
  // Units held: the open lots' units, kept as the fold goes (exact decimal sums).
  let held = ZERO;
  const disposals: Disposal[] = [];
  for (const entry of sorted) {
    const parsed = parseLedgerEntry(entry);
    if ('problem' in parsed) {
      return {
        ok: false,
        error: { reason: 'invalid-entry', orderNo: entry.orderNo, problem: parsed.problem },
      };
    }
    if (holdingKey(entry) !== key) {
      return { ok: false, error: { reason: 'mixed-holdings', orderNo: entry.orderNo } };
    }
    const { units, amount, stt, exitLoad, nav } = parsed;
    if (isInflow(entry.kind)) {
      const costPaid = amount;
      held = held.plus(units);
      open.push({
        consumed: ZERO,
        consumedCost: ZERO,
        lot: {
          orderNo: entry.orderNo,
          kind: entry.kind,
          date: entry.date,
          nav,
          unitsBought: units,
          costPaid,
          stampDuty: parsed.stampDuty,
          units,
          cost: costPaid,
        },
      });
      continue;
    }
    if (units.gt(held)) {
      return {
        ok: false,
        error: {
          reason: 'outflow-exceeds-holding',
          orderNo: entry.orderNo,
          date: entry.date,
          units,
          held,
        },
      };
    }
    const parts: DisposalPart[] = [];
    let sold = ZERO;
    // The shares of the units sold so far (shareOf(amount, sold, units), and of the STT): each
    // part is the next cumulative share less the last one, computed once.
    let soldValue = ZERO;
    let soldStt = ZERO;
    let soldExitLoad = ZERO;
    while (sold.lt(units)) {
      const state = open[0] as LotState;
      const { lot } = state;
      const take = Decimal.min(lot.units, units.minus(sold));
      const consumedAfter = state.consumed.plus(take);
      const consumedCostAfter = shareOf(lot.costPaid, consumedAfter, lot.unitsBought);
      const cost = consumedCostAfter.minus(state.consumedCost);
      const soldAfter = sold.plus(take);
      const soldValueAfter = shareOf(amount, soldAfter, units);
      const soldSttAfter = shareOf(stt, soldAfter, units);
      const soldExitLoadAfter = exitLoad.isZero() ? ZERO : shareOf(exitLoad, soldAfter, units);
      parts.push({
        lotOrderNo: lot.orderNo,
        lotKind: lot.kind,
        buyDate: lot.date,
        buyNav: lot.nav,
        units: take,
        cost,
        saleValue: soldValueAfter.minus(soldValue),
        stt: soldSttAfter.minus(soldStt),
        exitLoad: soldExitLoadAfter.minus(soldExitLoad),
        saleDate: entry.date,
        saleNav: nav,
      });
      state.consumed = consumedAfter;
      state.consumedCost = consumedCostAfter;
      lot.units = lot.units.minus(take);
      lot.cost = lot.cost.minus(cost);
      if (lot.units.isZero()) open.shift();
      sold = soldAfter;
      soldValue = soldValueAfter;
      soldStt = soldSttAfter;
      soldExitLoad = soldExitLoadAfter;
    }
    held = held.minus(units);
    disposals.push({
      orderNo: entry.orderNo,
      kind: entry.kind,
      date: entry.date,
      nav,
      units,
      amount,
      stt,
      exitLoad,
      parts,
    });
  }
  return { ok: true, lots: open.map((s) => s.lot), disposals };
}
