import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import {
  daysBetween,
  formatDisplayDate,
  isIsoDate,
  isoDayOfWeek,
  istDate,
  istInstant,
  istTimeOfDay,
  istToday,
  parseDisplayDate,
  shiftIsoDate,
  IST_ZONE,
  systemClock,
  type Clock,
} from './ist-date';

describe('istDate / istTimeOfDay', () => {
  it('turns the IST day at 18:30 UTC', () => {
    expect(istDate(new Date('2026-08-20T18:29:59Z'))).toBe('2026-08-20');
    expect(istTimeOfDay(new Date('2026-08-20T18:29:59Z'))).toBe('23:59:59');
    expect(istDate(new Date('2026-08-20T18:30:00Z'))).toBe('2026-08-21');
    expect(istTimeOfDay(new Date('2026-08-20T18:30:00Z'))).toBe('00:00:00');
  });
  it('reads 09:30 UTC as the 3 PM cut-off in IST', () => {
    expect(istTimeOfDay(new Date('2026-08-21T09:30:00Z'))).toBe('15:00:00');
    expect(istTimeOfDay(new Date('2026-08-21T09:29:59.999Z')) < '15:00:00').toBe(true);
  });
  it('uses the injected clock for today', () => {
    const clock: Clock = { now: () => new Date('2026-12-31T20:00:00Z') };
    expect(istToday(clock)).toBe('2027-01-01');
    expect(systemClock.now()).toBeInstanceOf(Date);
  });
});

describe('istInstant', () => {
  it('is the UTC instant of an IST wall-clock time', () => {
    expect(istInstant('2026-08-21', '15:00').toISOString()).toBe('2026-08-21T09:30:00.000Z');
    expect(istInstant('2026-08-21').toISOString()).toBe('2026-08-20T18:30:00.000Z');
    expect(istInstant('2026-08-21', '22:00:30').toISOString()).toBe('2026-08-21T16:30:30.000Z');
  });
  it('round-trips with istDate and istTimeOfDay', () => {
    const instant = istInstant('2024-02-29', '13:30:00');
    expect([istDate(instant), istTimeOfDay(instant)]).toEqual(['2024-02-29', '13:30:00']);
  });
  it('rejects impossible dates and times', () => {
    expect(() => istInstant('2026-02-29')).toThrow(RangeError);
    expect(() => istInstant('2026-08-21', '24:00')).toThrow(RangeError);
    expect(() => istInstant('2026-08-21', '3 PM')).toThrow(RangeError);
  });
});

describe('formatDisplayDate / parseDisplayDate', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-08-21')).toBe('21/08/2026');
    expect(formatDisplayDate('2024-02-29')).toBe('29/02/2024');
  });
  it('throws on a date that does not exist', () => {
    expect(() => formatDisplayDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDisplayDate('21/08/2026')).toThrow(RangeError);
  });
  it('parses DD/MM/YYYY back, null for impossible days', () => {
    expect(parseDisplayDate('21/08/2026')).toBe('2026-08-21');
    expect(parseDisplayDate(' 29/02/2024 ')).toBe('2024-02-29');
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('1/8/2026')).toBeNull();
    expect(parseDisplayDate('2026-08-21')).toBeNull();
  });
  it('validates ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-8-1')).toBe(false);
  });
});

describe('shiftIsoDate', () => {
  it.each([
    ['2024-02-29', { years: 1 }, '2025-02-28'],
    ['2024-02-29', { years: -1 }, '2023-02-28'],
    ['2024-02-29', { years: 4 }, '2028-02-29'],
    ['2026-01-31', { months: 1 }, '2026-02-28'],
    ['2024-01-31', { months: 1 }, '2024-02-29'],
    ['2026-03-31', { months: -1 }, '2026-02-28'],
    ['2026-01-15', { months: -13 }, '2024-12-15'],
    ['2026-08-21', { years: -3 }, '2023-08-21'],
    ['2026-08-21', { days: -365 }, '2025-08-21'],
    ['2026-12-31', { days: 1 }, '2027-01-01'],
    ['2024-03-01', { days: -1 }, '2024-02-29'],
    ['2024-01-31', { months: 1, days: 1 }, '2024-03-01'],
    ['2026-08-21', {}, '2026-08-21'],
  ])('%s shifted by %j is %s', (from, by, expected) => {
    expect(shiftIsoDate(from, by)).toBe(expected);
  });
  it('rejects fractions and bad dates', () => {
    expect(() => shiftIsoDate('2026-08-21', { days: 1.5 })).toThrow(RangeError);
    expect(() => shiftIsoDate('2026-02-30', { days: 1 })).toThrow(RangeError);
  });
});

describe('daysBetween / isoDayOfWeek', () => {
  it('counts calendar days', () => {
    expect(daysBetween('2026-08-01', '2026-08-31')).toBe(30);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-08-21', '2025-08-21')).toBe(-365);
  });
  it('knows the weekday', () => {
    expect(isoDayOfWeek('2026-08-21')).toBe(5); // Friday
    expect(isoDayOfWeek('2024-02-29')).toBe(4); // Thursday
  });
});

describe('IST by the fixed offset', () => {
  it('agrees with the zone database for every instant from 1946 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1946, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const zoned = new TZDate(new Date(ms), IST_ZONE);
        expect(istDate(new Date(ms))).toBe(format(zoned, 'yyyy-MM-dd'));
        expect(istTimeOfDay(new Date(ms))).toBe(format(zoned, 'HH:mm:ss'));
      }),
      { numRuns: 2000 },
    );
  });
});
