import { describe, it, expect } from 'vitest';
import { navOnOrBefore, trailingReturnPercent, trailingReturns, type NavOn } from './returns';

const on = (date: string, nav: string): NavOn => ({ date, nav });

describe('trailingReturnPercent', () => {
  it('is the absolute change for a year or less', () => {
    expect(trailingReturnPercent(on('2025-08-21', '100'), on('2026-08-21', '112.3456'), 1)).toBe(
      '12.35',
    );
    expect(trailingReturnPercent(on('2025-08-21', '50'), on('2026-08-21', '45'), 1)).toBe('-10.00');
    expect(
      trailingReturnPercent(on('2026-02-21', '12.3456'), on('2026-08-21', '15.4321'), 0.5),
    ).toBe('25.00');
  });
  it('is the CAGR beyond a year', () => {
    // 1.331^(1/3) = 1.1 exactly; 0.729^(1/3) = 0.9
    expect(trailingReturnPercent(on('2023-08-21', '100'), on('2026-08-21', '133.1'), 3)).toBe(
      '10.00',
    );
    expect(trailingReturnPercent(on('2023-08-21', '100'), on('2026-08-21', '72.9'), 3)).toBe(
      '-10.00',
    );
    // 2^(1/5) = 1.148698354997…
    expect(trailingReturnPercent(on('2021-08-21', '10'), on('2026-08-21', '20'), 5)).toBe('14.87');
    // (15.4321 / 12.3456)^(1/3) = 1.077217…
    expect(trailingReturnPercent(on('2023-08-21', '12.3456'), on('2026-08-21', '15.4321'), 3)).toBe(
      '7.72',
    );
  });
  it('rounds half-up at 2 decimals', () => {
    expect(trailingReturnPercent(on('2025-08-21', '100'), on('2026-08-21', '100.125'), 1)).toBe(
      '0.13',
    );
    expect(trailingReturnPercent(on('2025-08-21', '100'), on('2026-08-21', '100.124'), 1)).toBe(
      '0.12',
    );
    expect(trailingReturnPercent(on('2025-08-21', '100'), on('2026-08-21', '99.875'), 1)).toBe(
      '-0.13',
    );
  });
  it('is null without a usable start (or end) NAV', () => {
    const end = on('2026-08-21', '20');
    expect(trailingReturnPercent(null, end, 3)).toBeNull();
    expect(trailingReturnPercent(on('2023-08-21', '0'), end, 3)).toBeNull();
    expect(trailingReturnPercent(on('2023-08-21', '-1'), end, 3)).toBeNull();
    expect(trailingReturnPercent(on('2023-08-21', 'N.A.'), end, 3)).toBeNull();
    expect(trailingReturnPercent(on('2023-08-21', '10'), on('2026-08-21', '0'), 3)).toBeNull();
  });
  it('refuses a period that is not positive', () => {
    expect(() => trailingReturnPercent(on('2026-08-21', '10'), on('2026-08-21', '10'), 0)).toThrow(
      RangeError,
    );
  });
});

describe('navOnOrBefore', () => {
  const points = [on('2026-08-17', '10'), on('2026-08-18', '11'), on('2026-08-21', '12')];
  it.each([
    ['2026-08-18', '11'],
    ['2026-08-20', '11'],
    ['2026-08-21', '12'],
    ['2026-12-31', '12'],
    ['2026-08-17', '10'],
  ])('on %s is the NAV %s', (date, nav) => {
    expect(navOnOrBefore(points, date)?.nav).toBe(nav);
  });
  it('is null before the history and for an empty one', () => {
    expect(navOnOrBefore(points, '2026-08-16')).toBeNull();
    expect(navOnOrBefore([], '2026-08-21')).toBeNull();
  });
});

describe('trailingReturns', () => {
  const history = [
    on('2021-08-20', '10.0000'), // 5y start: on or before 2021-08-21
    on('2022-01-03', '12.0000'),
    on('2023-08-18', '23.4567'), // 3y start: 2023-08-21 is a Monday; the NAV before is Friday's
    on('2023-08-22', '24.0000'),
    on('2025-08-21', '50.0000'), // 1y start
    on('2026-08-21', '55.0000'), // end
  ];

  it('gives 1, 3 and 5 year returns as of a date', () => {
    expect(trailingReturns(history, '2026-08-21')).toEqual({
      oneYear: '10.00',
      threeYear: '32.85',
      fiveYear: '40.63',
    });
  });
  it('ends at the NAV on or before asOf (a Sunday uses Friday’s NAV)', () => {
    const result = trailingReturns([...history.slice(0, 5), on('2026-08-21', '55')], '2026-08-23');
    // 1y start: on or before 2025-08-23 → 2025-08-21 (50) → 55 / 50
    expect(result.oneYear).toBe('10.00');
  });
  it('uses the first NAV when the history starts at most 7 days after the period start', () => {
    const young = [on('2021-08-25', '10.5000'), ...history.slice(1)];
    expect(trailingReturns(young, '2026-08-21').fiveYear).toBe('39.26');
    const tooYoung = [on('2021-08-29', '10.5000'), ...history.slice(1)];
    expect(trailingReturns(tooYoung, '2026-08-21').fiveYear).toBeNull();
  });
  it('counts a year back from 29 Feb to 28 Feb', () => {
    const leap = [on('2027-02-26', '100'), on('2027-03-01', '200'), on('2028-02-29', '110')];
    expect(trailingReturns(leap, '2028-02-29').oneYear).toBe('10.00');
  });
  it('is all null with no NAV on or before asOf', () => {
    const none = { oneYear: null, threeYear: null, fiveYear: null };
    expect(trailingReturns(history, '2021-08-19')).toEqual(none);
    expect(trailingReturns([], '2026-08-21')).toEqual(none);
  });
});
