import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftIsoDate } from '../ist-date';
import { XIRR_CASH_FLOW_SETS } from './__scenarios__/xirr-cash-flow-sets';
import { xirr, type CashFlow } from './xirr';

// Golden values: LibreOffice Calc 7.4.7.2's =XIRR over each set (see the scenarios file for how
// they were produced and how to reproduce them). Equal to 1e-9, relative above 100%.
const close = (actual: number, expected: number) =>
  Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));

describe('XIRR equals LibreOffice Calc’s', () => {
  for (const set of XIRR_CASH_FLOW_SETS) {
    it(`${set.name}: ${set.about}`, () => {
      const result = xirr(set.flows, set.guess === undefined ? {} : { guess: set.guess });
      if (typeof set.libreOffice === 'number') {
        if (!result.ok) throw new Error(`no answer: ${result.reason}`);
        expect(close(result.rate, set.libreOffice), `${result.rate} vs ${set.libreOffice}`).toBe(
          true,
        );
        return;
      }
      const instead = set.instead;
      if (!instead)
        throw new Error('a set without a spreadsheet answer says what we answer instead');
      if ('reason' in instead) expect(result).toEqual({ ok: false, reason: instead.reason });
      else expect(result.ok && close(result.rate, instead.rate)).toBe(true);
    });
  }
});

/** NPV at `rate`, written out plainly (days from the first flow, 365-day years). */
function npv(flows: readonly CashFlow[], rate: number): number {
  const start = Date.parse(flows[0]?.date ?? '');
  return flows.reduce(
    (sum, f) =>
      sum + Number(f.amount) / Math.pow(1 + rate, (Date.parse(f.date) - start) / 86_400_000 / 365),
    0,
  );
}

/** Two flows have a closed form: (back / paid)^(365 / days) − 1. */
function twoFlows(paid: number, back: number, days: number): CashFlow[] {
  return [
    { date: '2020-01-01', amount: String(-paid) },
    { date: shiftIsoDate('2020-01-01', { days }), amount: String(back) },
  ];
}

describe('XIRR on shapes XIRR packages get wrong', () => {
  it('two flows: the closed form, from a 1-day gain to a 10-year loss', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 3650 }),
        (paid, ratio, days) => {
          const back = Math.round(paid * ratio * 100) / 100;
          const exponent = (365 / days) * Math.log(back / paid);
          fc.pre(back > 0 && exponent > -30 && exponent < 600);
          const result = xirr(twoFlows(paid, back, days));
          const expected = Math.expm1(exponent);
          return (
            result.ok && Math.abs(result.rate - expected) <= 1e-9 * Math.max(1, Math.abs(expected))
          );
        },
      ),
    );
  });

  it('beyond a double’s range: no answer rather than a wrong number', () => {
    // ×100 in one day: 1 + r = 100^365 = 10^730.
    expect(xirr(twoFlows(1000, 100_000, 1))).toEqual({ ok: false, reason: 'no-root-in-range' });
  });

  it('SIPs of up to 30 years, gains and losses: the NPV changes sign within 1e-9 of the rate found', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 360 }),
        fc.integer({ min: 500, max: 100_000 }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        (months, instalment, growth) => {
          const flows: CashFlow[] = Array.from({ length: months }, (_, i) => ({
            date: shiftIsoDate('2000-01-31', { months: i }),
            amount: String(-instalment),
          }));
          const value = (Math.round(months * instalment * growth * 100) / 100).toFixed(2);
          flows.push({ date: shiftIsoDate('2000-01-31', { months }), amount: value });
          const result = xirr(flows);
          if (!result.ok) return false;
          const step = 1e-9 * Math.max(1, Math.abs(result.rate));
          return (
            Math.sign(npv(flows, result.rate - step)) !== Math.sign(npv(flows, result.rate + step))
          );
        },
      ),
    );
  });

  it('flows of one day are summed first: split pieces give the grouped answer', () => {
    const grouped = xirr([
      { date: '2024-01-01', amount: '-10000' },
      { date: '2024-07-01', amount: '10600' },
    ]);
    const split = xirr([
      { date: '2024-07-01', amount: '10000.10' },
      { date: '2024-01-01', amount: '-2500' },
      { date: '2024-07-01', amount: '599.90' },
      { date: '2024-01-01', amount: '-7500' },
    ]);
    expect(split.ok && grouped.ok && split.rate === grouped.rate).toBe(true);
  });

  it('says why there is no answer: no flows, all netting to zero, one sign, a bad flow', () => {
    expect(xirr([])).toEqual({ ok: false, reason: 'no-flows' });
    expect(
      xirr([
        { date: '2024-01-01', amount: '-5000' },
        { date: '2024-01-01', amount: '5000' },
      ]),
    ).toEqual({ ok: false, reason: 'no-flows' });
    expect(
      xirr([
        { date: '2024-01-01', amount: '5000' },
        { date: '2024-02-01', amount: '0' },
        { date: '2024-03-01', amount: '1' },
      ]),
    ).toEqual({ ok: false, reason: 'one-sign' });
    expect(xirr([{ date: '2024-02-30', amount: '-1' }])).toEqual({
      ok: false,
      reason: 'invalid-flow',
    });
    expect(xirr([{ date: '2024-02-01', amount: '1e5' }])).toEqual({
      ok: false,
      reason: 'invalid-flow',
    });
  });

  it('says so when the iterations run out', () => {
    const sip = XIRR_CASH_FLOW_SETS.find((s) => s.name === 'sip-10-years-monthly-valued-today');
    expect(xirr(sip?.flows ?? [], { maxIterations: 1 })).toEqual({
      ok: false,
      reason: 'not-converged',
    });
  });

  it('falls back to bisection where Newton from 10% cannot settle (×100 in three days)', () => {
    const result = xirr(twoFlows(1000, 100_000, 3));
    expect(result).toMatchObject({ ok: true, method: 'bisection' });
    if (result.ok) expect(close(result.rate, Math.pow(100, 365 / 3) - 1)).toBe(true);
  });

  it('a deep SIP loss: Newton from 10% runs off towards +∞ (the NPV rises to its first flow), bisection finds the root', () => {
    const flows =
      XIRR_CASH_FLOW_SETS.find((s) => s.name === 'sip-deep-loss-newton-runs-off')?.flows ?? [];
    expect(xirr(flows)).toMatchObject({ ok: true, method: 'bisection' });
  });

  it('two roots: the root from each guess makes the NPV change sign (out, in, out)', () => {
    const flows = XIRR_CASH_FLOW_SETS.find((s) => s.name === 'two-roots')?.flows ?? [];
    const low = xirr(flows);
    const high = xirr(flows, { guess: 0.3 });
    if (!low.ok || !high.ok) throw new Error('no answer');
    expect(high.rate - low.rate).toBeGreaterThan(0.05);
    for (const rate of [low.rate, high.rate]) {
      expect(Math.sign(npv(flows, rate - 1e-9))).not.toBe(Math.sign(npv(flows, rate + 1e-9)));
    }
  });
});
