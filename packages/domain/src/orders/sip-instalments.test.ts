import { describe, expect, it } from 'vitest';
import { businessCalendar } from '../business-calendar';
import { sipDayOfMonth, sipInstalmentDates } from './sip-instalments';

// Hand-worked on a 2026–27 calendar: 25 Nov 2026 is a Wednesday; 25 Dec 2026 a Friday and
// Christmas (an exchange holiday, market-holidays.ts); 28 Dec a Monday; 25 Jan 2027 a Monday;
// 26 Jan 2027 a Tuesday and Republic Day; 31 Jan 2027 and 28 Feb 2027 Sundays; 31 Mar 2027 a
// Wednesday; 3 Apr 2026 Good Friday, 4–5 Apr the weekend after it.

const dates = (start: string, n: number) => {
  const d = sipInstalmentDates(start, n);
  return [d.scheduledDate, d.debitDate];
};

describe('SIP instalment dates', () => {
  it('a business day is debited on the day itself (25 Nov 2026, a Wednesday)', () => {
    expect(dates('2026-11-25', 1)).toEqual(['2026-11-25', '2026-11-25']);
  });

  it('a holiday moves to the next business day (Christmas, Friday 25 Dec 2026 → Monday 28 Dec)', () => {
    expect(dates('2026-11-25', 2)).toEqual(['2026-12-25', '2026-12-28']);
  });

  it('the schedule does not drift after a moved instalment (25 Jan 2027 stays the 25th)', () => {
    expect(dates('2026-11-25', 3)).toEqual(['2027-01-25', '2027-01-25']);
  });

  it('a weekday holiday moves one day (Republic Day, Tuesday 26 Jan 2027 → Wednesday 27 Jan)', () => {
    expect(dates('2027-01-26', 1)).toEqual(['2027-01-26', '2027-01-27']);
  });

  it('a holiday before a weekend moves past both (Good Friday 3 Apr 2026 → Monday 6 Apr)', () => {
    expect(dates('2026-03-03', 2)).toEqual(['2026-04-03', '2026-04-06']);
  });

  it('the 31st is the last day of shorter months, and a Sunday moves to Monday', () => {
    expect(dates('2027-01-31', 1)).toEqual(['2027-01-31', '2027-02-01']);
    expect(dates('2027-01-31', 2)).toEqual(['2027-02-28', '2027-03-01']);
    expect(dates('2027-01-31', 3)).toEqual(['2027-03-31', '2027-03-31']);
  });

  it('takes the calendar it is given (weekdays only: Christmas is not moved)', () => {
    const d = sipInstalmentDates('2026-11-25', 2, businessCalendar([]));
    expect(d.debitDate).toBe('2026-12-25');
  });

  it('refuses an instalment number that is not a whole number from 1', () => {
    expect(() => sipInstalmentDates('2026-11-25', 0)).toThrow(RangeError);
    expect(() => sipInstalmentDates('2026-11-25', 1.5)).toThrow(RangeError);
  });

  it('reads the SIP day of the month from the start date', () => {
    expect(sipDayOfMonth('2026-11-05')).toBe(5);
    expect(sipDayOfMonth('2026-11-25')).toBe(25);
  });
});
