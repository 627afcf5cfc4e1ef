import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftIsoDate } from '../ist-date';
import { formatPercent } from '../money';
import { percentText, returnsFigure, returnsFigureText } from './returns-figure';
import { xirr } from './xirr';

// Which return means something (decision 0159): under a year the absolute return, from a year the
// XIRR within ±1,000 %, otherwise no figure and why. Figures worked by hand beside each case.

describe('returnsFigure', () => {
  it('a day-old holding whose NAV jumps 13 %: the absolute return, not 10^21 %', () => {
    // ₹5,000 paid (99.995 units at 50, ₹0.25 stamp duty), worth 99.995 × 56.5 = ₹5,649.72 the
    // next day: 649.72 / 5,000 = 12.9944 % → 12.99. XIRR would be 1.129944^365 − 1 ≈ 2.4 × 10^19.
    const flows = [{ date: '2026-11-25', amount: '-5000' }];
    expect(returnsFigure(flows, { date: '2026-11-26', amount: '5649.72' })).toEqual({ status: 'absolute', percentage: '12.99', reason: 'under-a-year' });
  });

  it('a purchase valued on its own day: the stamp duty, not a loss of everything', () => {
    // −0.25 / 5,000 = −0.005 % → −0.01 (half-up, away from zero).
    expect(returnsFigure([{ date: '2026-11-25', amount: '-5000' }], { date: '2026-11-25', amount: '4999.75' })).toEqual({ status: 'absolute', percentage: '-0.01', reason: 'under-a-year' });
  });

  it('364 days is under a year (absolute); 365 days is a year (XIRR)', () => {
    // 11,000 / 10,000 − 1 = 10 % either way: absolute over 364 days, annualised over 365.
    expect(returnsFigure([{ date: '2025-01-01', amount: '-10000' }], { date: '2025-12-31', amount: '11000' })).toEqual({ status: 'absolute', percentage: '10.00', reason: 'under-a-year' });
    expect(returnsFigure([{ date: '2025-01-01', amount: '-10000' }], { date: '2026-01-01', amount: '11000' })).toEqual({ status: 'ok', percentage: '10.00' });
  });

  it('a partial redemption under a year: what came back and is held against what went in', () => {
    // In 10,000 + 5,000; out 6,000; held 10,500: (6,000 + 10,500 − 15,000) / 15,000 = 10 %.
    const flows = [
      { date: '2026-01-10', amount: '-10000' },
      { date: '2026-03-10', amount: '-5000' },
      { date: '2026-06-10', amount: '6000' },
    ];
    expect(returnsFigure(flows, { date: '2026-12-01', amount: '10500' })).toMatchObject({ status: 'absolute', percentage: '10.00' });
  });

  it('an STP’s two legs on one day cancel in a portfolio (as in its XIRR)', () => {
    // In 1,00,000; STP out 2,500 and in 2,500 on 10/07; held 1,02,000: 2,000 / 1,00,000 = 2 %.
    const flows = [
      { date: '2026-06-01', amount: '-100000' },
      { date: '2026-07-10', amount: '2500' },
      { date: '2026-07-10', amount: '-2500' },
    ];
    expect(returnsFigure(flows, { date: '2026-12-01', amount: '102000' })).toMatchObject({ status: 'absolute', percentage: '2.00' });
  });

  it('beyond ±1,000 % a year (a NAV published at 100 times): no figure, too extreme', () => {
    // ×100 in 366 days: 100^(365/366) − 1 ≈ 98.7, i.e. 9,870 % a year.
    expect(returnsFigure([{ date: '2026-11-25', amount: '-5000' }], { date: '2027-11-26', amount: '500000' })).toEqual({ status: 'none', reason: 'too-extreme' });
  });

  it('no flows, one sign, a flow that is not a date', () => {
    expect(returnsFigure([])).toEqual({ status: 'none', reason: 'no-flows' });
    expect(returnsFigure([{ date: '2024-01-01', amount: '100' }], { date: '2026-01-01', amount: '5' })).toEqual({ status: 'none', reason: 'one-sign' });
    expect(returnsFigure([{ date: '2024-01-01', amount: '100' }])).toEqual({ status: 'none', reason: 'one-sign' });
    expect(returnsFigure([{ date: '1/1/2024', amount: '-100' }])).toEqual({ status: 'none', reason: 'not-computable' });
  });

  it('a year or more: the XIRR itself, to 2 decimals', () => {
    const flows = [
      { date: '2024-01-01', amount: '-10000' },
      { date: '2024-07-01', amount: '-10000' },
    ];
    const held = { date: '2026-01-01', amount: '23000' };
    const rate = (xirr([...flows, held]) as { rate: number }).rate;
    expect(returnsFigure(flows, held)).toEqual({ status: 'ok', percentage: (rate * 100).toFixed(2) });
  });

  it('any flows and values, tiny to huge, on any days (equal ones too): a plain 2-decimal figure or a reason', () => {
    const amount = fc.tuple(fc.integer({ min: -9999, max: 9999 }), fc.integer({ min: -6, max: 14 })).map(([m, e]) => `${m}e${e}`);
    const flow = fc.record({ day: fc.integer({ min: 0, max: 2000 }), amount });
    fc.assert(
      fc.property(fc.array(flow, { maxLength: 12 }), fc.option(flow), (raw, value) => {
        const toFlow = (f: { day: number; amount: string }) => ({ date: shiftIsoDate('2020-01-01', { days: f.day }), amount: Number(f.amount) });
        const figure = returnsFigure(raw.map(toFlow), value ? toFlow(value) : undefined);
        if (figure.status !== 'none') {
          expect(figure.percentage).toMatch(/^-?\d+\.\d{2}$/);
          expect(figure.percentage).not.toBe('-0.00');
        }
        if (figure.status === 'ok') expect(Math.abs(Number(figure.percentage))).toBeLessThanOrEqual(1000);
        const text = returnsFigureText(figure);
        expect(text.value).not.toMatch(/e[+-]?\d|NaN|Infinity|-0\.00/);
        expect(text.note === null).toBe(figure.status === 'ok');
      }),
      { numRuns: 500 },
    );
  });
});

describe('the percent formatters', () => {
  it.each([
    [-1e-7, '0.00'],
    [-0.004, '0.00'],
    [-0.005, '-0.01'],
    [2.36e21, '2360000000000000000000.00'],
    [1e-9, '0.00'],
    ['12.345', '12.35'],
  ] as const)('percentText(%s) → %s', (value, expected) => {
    expect(percentText(value)).toBe(expected);
  });

  it('any finite number: plain digits, 2 decimals, never -0.00, and formatPercent agrees', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e30, max: 1e30 }), fc.boolean(), (value, signed) => {
        const wire = percentText(value);
        expect(wire).toMatch(/^-?\d+\.\d{2}$/);
        expect(wire).not.toBe('-0.00');
        const shown = formatPercent(value, { signed });
        expect(shown).toMatch(/^[+-]?\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}%$|^[+-]?\d{1,3}\.\d{2}%$/);
        expect(shown).not.toMatch(/^[+-]0\.00%$/);
        expect(formatPercent(wire, { signed })).toBe(shown);
      }),
      { numRuns: 1000 },
    );
  });
});
