import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftIsoDate } from '../ist-date';
import { Decimal } from '../money';
import { purchaseAllotment } from '../orders/purchase-allotment';
import { redemptionAllotment } from '../orders/redemption-allotment';
import { fifoLots } from './fifo-lots';
import { holdingsFromLedger } from './holdings';
import { groupByHolding, signedUnits, type LedgerEntry } from './ledger-entry';
import { ledgerCashFlows } from './portfolio-cash-flows';

// Invariants over any sequence of purchases, redemptions, STPs and SWPs (DESIGN.md "Testing").
// The ledger is built by a small model that allots as the exchange does (purchase-allotment.ts,
// redemption-allotment.ts) and never lets an outflow take more than it holds.

const HOLDINGS = [
  { folioNo: 'F1', schemeCode: 'EQ' },
  { folioNo: 'F1', schemeCode: 'LIQ' },
  { folioNo: 'F2', schemeCode: 'EQ' },
] as const;

type Op =
  | { type: 'purchase'; to: number; rupees: number; nav: number }
  | { type: 'redemption' | 'swp'; from: number; share: number; nav: number }
  | { type: 'stp'; from: number; to: number; share: number; nav: number; toNav: number };

const holdingIndex = fc.integer({ min: 0, max: HOLDINGS.length - 1 });
const nav = fc.integer({ min: 1_0000, max: 5000_0000 }); // NAV in ten-thousandths: 1.0000 to 5,000.0000
const share = fc.integer({ min: 1, max: 100 }); // percent of the units held
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('purchase' as const),
    to: holdingIndex,
    rupees: fc.integer({ min: 100, max: 10_00_000 }),
    nav,
  }),
  fc.record({
    type: fc.constantFrom('redemption' as const, 'swp' as const),
    from: holdingIndex,
    share,
    nav,
  }),
  fc.record({
    type: fc.constant('stp' as const),
    from: holdingIndex,
    to: holdingIndex,
    share,
    nav,
    toNav: nav,
  }),
);

/** Ledger entries for the operations, one day apart; outflows of nothing held are skipped. */
function ledgerOf(ops: readonly Op[]): LedgerEntry[] {
  const held = HOLDINGS.map(() => new Decimal(0));
  const entries: LedgerEntry[] = [];
  let orderNo = 0;
  const add = (
    i: number,
    fields: Omit<LedgerEntry, 'orderNo' | 'folioNo' | 'schemeCode' | 'isin'>,
  ) => {
    orderNo += 1;
    entries.push({ orderNo: String(orderNo), ...HOLDINGS[i]!, isin: null, ...fields });
    held[i] = held[i]!.plus(signedUnits(fields));
  };
  const inflow = (
    i: number,
    kind: 'purchase' | 'stp_in',
    date: string,
    amount: Decimal,
    price: Decimal,
  ) => {
    const a = purchaseAllotment(amount, price, date);
    if (!a.units.gt(0)) return;
    add(i, {
      kind,
      date,
      nav: price.toString(),
      units: a.units.toString(),
      amount: a.amount.toFixed(2),
      stampDuty: a.stampDuty.toFixed(2),
      stt: '0',
    });
  };
  ops.forEach((o, day) => {
    const date = shiftIsoDate('2018-01-01', { days: day * 9 });
    if (o.type === 'purchase')
      return inflow(o.to, 'purchase', date, new Decimal(o.rupees), new Decimal(o.nav).div(10_000));
    const from = o.from;
    const units = held[from]!.mul(o.share).div(100).toDecimalPlaces(3, Decimal.ROUND_DOWN);
    if (!units.gt(0) || (o.type === 'stp' && o.to === from)) return;
    const price = new Decimal(o.nav).div(10_000);
    const out = redemptionAllotment({ units }, price);
    if (!out.payout.gt(0)) return;
    // STT 0.001% on the equity scheme's outflows, to the paisa.
    const stt =
      HOLDINGS[from]!.schemeCode === 'EQ'
        ? out.payout.mul('0.00001').toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        : new Decimal(0);
    const kind = o.type === 'stp' ? 'stp_out' : o.type;
    const toNav = o.type === 'stp' ? new Decimal(o.toNav).div(10_000) : price;
    // An STP whose money buys no unit of the target is not made at all (the legs go together).
    const moved = out.payout.minus(stt);
    if (o.type === 'stp' && !(moved.gt(0) && purchaseAllotment(moved, toNav, date).units.gt(0))) return;
    add(from, {
      kind,
      date,
      nav: price.toString(),
      units: out.units.toString(),
      amount: out.payout.toFixed(2),
      stampDuty: '0',
      stt: stt.toFixed(2),
    });
    if (o.type === 'stp') inflow(o.to, 'stp_in', date, moved, toNav);
  });
  return entries;
}

const sum = (values: readonly Decimal[]) => values.reduce((a, b) => a.plus(b), new Decimal(0));
const ops = fc.array(op, { minLength: 1, maxLength: 40 });

describe('portfolio invariants', () => {
  it('units never go negative, holdings equal the ledger sums, lots consumed equal units sold, costs add up', () => {
    fc.assert(
      fc.property(ops, (sequence) => {
        const entries = ledgerOf(sequence);
        const groups = groupByHolding(entries);
        for (const result of holdingsFromLedger(entries)) {
          if (!result.ok) return false;
          const { holding } = result;
          const own = groups.get(`${holding.folioNo}|${holding.schemeCode}`) ?? [];
          // Units never negative; the holding is the ledger's signed sum.
          expect(
            holding.lots.every((l) => l.units.gt(0) && l.units.lte(l.unitsBought) && l.cost.gte(0)),
          ).toBe(true);
          expect(holding.units.eq(sum(own.map(signedUnits)))).toBe(true);
          for (const d of holding.disposals) {
            // FIFO lots consumed equal the units sold; the sale's rupees are split to the paisa.
            expect(sum(d.parts.map((p) => p.units)).eq(d.units)).toBe(true);
            expect(sum(d.parts.map((p) => p.saleValue)).eq(d.amount)).toBe(true);
            expect(sum(d.parts.map((p) => p.stt)).eq(d.stt)).toBe(true);
          }
          // Cost of the open lots + cost of the parts sold = everything paid in.
          const paid = sum(
            own
              .filter((e) => e.kind === 'purchase' || e.kind === 'stp_in')
              .map((e) => new Decimal(e.amount)),
          );
          const sold = sum(holding.disposals.flatMap((d) => d.parts.map((p) => p.cost)));
          expect(holding.amountInvested.plus(sold).eq(paid)).toBe(true);
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });

  it('an outflow of more than is held is an error, whatever came before', () => {
    fc.assert(
      fc.property(ops, fc.integer({ min: 1, max: 1000 }), (sequence, extra) => {
        const entries = ledgerOf(sequence).filter(
          (e) => e.folioNo === 'F1' && e.schemeCode === 'EQ',
        );
        const held = sum(entries.map(signedUnits));
        const over = new Decimal(extra).div(1000).plus(held);
        const sale: LedgerEntry = {
          ...HOLDINGS[0],
          orderNo: 'X',
          isin: null,
          kind: 'swp',
          date: '2030-01-01',
          nav: '10',
          units: over.toString(),
          amount: '1.00',
          stampDuty: '0',
          stt: '0',
        };
        const result = fifoLots([...entries, sale]);
        return (
          !result.ok &&
          result.error.reason === 'outflow-exceeds-holding' &&
          result.error.held.eq(held)
        );
      }),
    );
  });

  it('STP legs cancel in the portfolio’s flows: what is left is the money from and to outside', () => {
    fc.assert(
      fc.property(ops, (sequence) => {
        const entries = ledgerOf(sequence);
        const byDay = new Map<string, Decimal>();
        for (const f of ledgerCashFlows(entries, '2099-12-31'))
          byDay.set(f.date, (byDay.get(f.date) ?? new Decimal(0)).plus(f.amount));
        const outside = new Map<string, Decimal>();
        for (const e of entries) {
          if (e.kind === 'stp_in' || e.kind === 'stp_out') continue;
          const amount =
            e.kind === 'purchase'
              ? new Decimal(e.amount).negated()
              : new Decimal(e.amount).minus(e.stt);
          outside.set(e.date, (outside.get(e.date) ?? new Decimal(0)).plus(amount));
        }
        return [...byDay].every(([date, amount]) => amount.eq(outside.get(date) ?? 0));
      }),
    );
  });
});
