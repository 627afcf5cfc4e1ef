import { describe, expect, it } from 'vitest';
import { entry } from './__test-support__/ledger-entries';
import { fifoLots } from './fifo-lots';

// Golden numbers worked by hand (checked with Python's decimal module, 40 digits):
// - ₹5,000 at NAV 123.4567 on 10/01/2024: stamp duty ₹0.25, 40.498 units (purchase-allotment.test.ts).
// - ₹5,000 at NAV 130 on 12/02/2024: stamp duty ₹0.25, 4,999.75 / 130 = 38.45961… → 38.459 units.
// - 50 units redeemed at NAV 140 on 15/03/2024 fetch ₹7,000.00. FIFO: all 40.498 units of the
//   first lot (cost ₹5,000.00; sale value 7000 × 40.498 / 50 = ₹5,669.72), then 9.502 units of the
//   second: cost 5000 × 9.502 / 38.459 = 1,235.3415… → ₹1,235.34, sale value ₹1,330.28; left
//   28.957 units costing 5,000 − 1,235.34 = ₹3,764.66.
const first = entry('purchase', '2024-01-10', {
  units: '40.498',
  amount: '5000.00',
  nav: '123.4567',
  stampDuty: '0.25',
});
const second = entry('purchase', '2024-02-12', {
  units: '38.459',
  amount: '5000.00',
  nav: '130.0000',
  stampDuty: '0.25',
});
const redeem = entry('redemption', '2024-03-15', {
  units: '50',
  amount: '7000.00',
  nav: '140',
  stt: '0.07',
});

describe('FIFO lots of one holding', () => {
  it('a redemption consumes the oldest lot first and apportions cost and sale value by units', () => {
    const result = fifoLots([redeem, second, first]);
    if (!result.ok) throw new Error(result.error.reason);
    const [disposal] = result.disposals;
    expect(
      disposal?.parts.map((p) => [
        p.lotOrderNo,
        p.buyDate,
        p.units.toFixed(3),
        p.cost.toFixed(2),
        p.saleValue.toFixed(2),
        p.stt.toFixed(2),
        p.saleDate,
      ]),
    ).toEqual([
      [first.orderNo, '2024-01-10', '40.498', '5000.00', '5669.72', '0.06', '2024-03-15'],
      [second.orderNo, '2024-02-12', '9.502', '1235.34', '1330.28', '0.01', '2024-03-15'],
    ]);
    expect(
      result.lots.map((l) => [
        l.orderNo,
        l.units.toFixed(3),
        l.cost.toFixed(2),
        l.costPaid.toFixed(2),
      ]),
    ).toEqual([[second.orderNo, '28.957', '3764.66', '5000.00']]);
  });

  it('cost shares of a lot sold a unit at a time sum to its cost to the paisa (₹100 over 3 units)', () => {
    const lot = entry('purchase', '2024-01-01', { units: '3', amount: '100.00' });
    const sales = ['2024-02-01', '2024-03-01', '2024-04-01'].map((d) =>
      entry('redemption', d, { units: '1', amount: '40.00' }),
    );
    const result = fifoLots([lot, ...sales]);
    if (!result.ok) throw new Error(result.error.reason);
    // Cumulative rounding: round(33.333…) = 33.33, round(66.666…) − 33.33 = 33.34, 100 − 66.67 = 33.33.
    expect(result.disposals.map((d) => d.parts[0]?.cost.toFixed(2))).toEqual([
      '33.33',
      '33.34',
      '33.33',
    ]);
    expect(result.lots).toEqual([]);
  });

  it('a switch-in and an STP-in open lots; a switch-out, STP-out and SWP consume them', () => {
    const result = fifoLots([
      entry('switch_in', '2024-01-01', { units: '10', amount: '100.00' }),
      entry('stp_in', '2024-01-02', { units: '10', amount: '110.00' }),
      entry('switch_out', '2024-01-03', { units: '5', amount: '60.00' }),
      entry('stp_out', '2024-01-04', { units: '6', amount: '72.00' }),
      entry('swp', '2024-01-05', { units: '2', amount: '24.00' }),
    ]);
    if (!result.ok) throw new Error(result.error.reason);
    expect(
      result.disposals.map((d) => [
        d.kind,
        d.parts.map((p) => `${p.lotKind}:${p.units.toString()}:${p.cost.toFixed(2)}`),
      ]),
    ).toEqual([
      ['switch_out', ['switch_in:5:50.00']],
      ['stp_out', ['switch_in:5:50.00', 'stp_in:1:11.00']],
      ['swp', ['stp_in:2:22.00']],
    ]);
    expect(result.lots.map((l) => [l.units.toString(), l.cost.toFixed(2)])).toEqual([
      ['7', '77.00'],
    ]);
  });

  it('an outflow on the day of the inflow may use its units (inflows fold first on a date)', () => {
    const result = fifoLots([
      entry('stp_out', '2024-01-01', { units: '10', amount: '100.00' }),
      entry('purchase', '2024-01-01', { units: '10', amount: '100.00' }),
    ]);
    expect(result.ok).toBe(true);
  });

  it('an outflow larger than the holding is an error result, never negative units', () => {
    const sale = entry('redemption', '2024-03-15', { units: '79', amount: '1.00' });
    const result = fifoLots([first, second, sale]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      reason: 'outflow-exceeds-holding',
      orderNo: sale.orderNo,
      date: '2024-03-15',
    });
    if (result.error.reason !== 'outflow-exceeds-holding') return;
    expect([result.error.units.toString(), result.error.held.toString()]).toEqual(['79', '78.957']);
  });

  it('refuses entries of two holdings or an entry that cannot be folded', () => {
    const other = { ...second, folioNo: 'F2' };
    expect(fifoLots([first, other])).toMatchObject({
      ok: false,
      error: { reason: 'mixed-holdings', orderNo: other.orderNo },
    });
    const bad = { ...second, units: '0' };
    expect(fifoLots([first, bad])).toMatchObject({
      ok: false,
      error: { reason: 'invalid-entry', orderNo: bad.orderNo },
    });
  });

  it('no entries: no lots, no disposals', () => {
    expect(fifoLots([])).toEqual({ ok: true, lots: [], disposals: [] });
  });
});
