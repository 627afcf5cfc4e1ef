import { describe, expect, it } from 'vitest';
import {
  businessCalendar,
  businessDayOnOrBefore,
  isBusinessDay,
  latestDeclaredNavDate,
  previousBusinessDay,
} from './business-calendar';

describe('business calendar', () => {
  it('knows weekends and the holidays it is given', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
    const withDiwali = businessCalendar(['2026-11-09']);
    expect(isBusinessDay('2026-11-09', withDiwali)).toBe(false);
  });

  it('steps back over weekends and holidays', () => {
    expect(businessDayOnOrBefore('2026-11-22')).toBe('2026-11-20');
    expect(previousBusinessDay('2026-11-23')).toBe('2026-11-20');
    expect(previousBusinessDay('2026-11-10', businessCalendar(['2026-11-09']))).toBe('2026-11-06');
  });
});

describe('latest declared NAV date', () => {
  it("is the previous business day's before 10 PM IST", () => {
    // Monday 23 Nov 2026, 06:30 IST = 01:00 UTC
    expect(latestDeclaredNavDate(new Date('2026-11-23T01:00:00Z'))).toBe('2026-11-20');
    // Monday 21:59 IST
    expect(latestDeclaredNavDate(new Date('2026-11-23T16:29:00Z'))).toBe('2026-11-20');
  });

  it("is today's from 10 PM IST on a business day", () => {
    expect(latestDeclaredNavDate(new Date('2026-11-23T16:30:00Z'))).toBe('2026-11-23');
  });

  it('is Friday all weekend long', () => {
    expect(latestDeclaredNavDate(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-20'); // Sun 22:30 IST
  });
});
