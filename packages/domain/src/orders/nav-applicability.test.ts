import { describe, expect, it } from 'vitest';
import { istInstant } from '../ist-date';
import { EXCHANGE_HOLIDAYS, exchangeCalendar } from '../market-holidays';
import { isBusinessDay, addBusinessDays } from '../business-calendar';
import {
  chequeFundsRealisedAt,
  navCutOffClassOf,
  purchaseNavApplicability,
} from './nav-applicability';

// Hand-worked scenarios on the 2026 exchange calendar (market-holidays.ts): Friday 20 Nov 2026,
// Monday 23 Nov, Tuesday 24 Nov is a holiday (Guru Nanak Dev), Wednesday 25 Nov.

describe('NAV applicability of a purchase (standard funds, 3 PM)', () => {
  it('money realised before 3 PM on a business day gets that day’s NAV', () => {
    const a = purchaseNavApplicability(istInstant('2026-11-23', '14:59'), 'standard');
    expect(a).toEqual({
      navDate: '2026-11-23',
      processingDate: '2026-11-23',
      cutOff: '15:00:00',
      beforeCutOff: true,
    });
  });

  it('money realised at 3 PM sharp still counts for the day', () => {
    expect(purchaseNavApplicability(istInstant('2026-11-23', '15:00:00'), 'standard').navDate).toBe(
      '2026-11-23',
    );
  });

  it('money realised after 3 PM gets the next business day’s NAV', () => {
    // Wednesday 25 Nov 15:01 → Thursday 26 Nov.
    expect(purchaseNavApplicability(istInstant('2026-11-25', '15:01'), 'standard').navDate).toBe(
      '2026-11-26',
    );
  });

  it('Friday after 3 PM gets Monday’s NAV', () => {
    const a = purchaseNavApplicability(istInstant('2026-11-20', '16:30'), 'standard');
    expect(a.navDate).toBe('2026-11-23');
    expect(a.beforeCutOff).toBe(false);
  });

  it('a weekend gets the next business day’s NAV whatever the hour', () => {
    expect(purchaseNavApplicability(istInstant('2026-11-21', '09:00'), 'standard').navDate).toBe(
      '2026-11-23',
    );
  });

  it('the day before a holiday after 3 PM skips the holiday', () => {
    // Monday 23 Nov 15:30; Tuesday 24 Nov is Prakash Gurpurb → Wednesday 25 Nov.
    expect(purchaseNavApplicability(istInstant('2026-11-23', '15:30'), 'standard').navDate).toBe(
      '2026-11-25',
    );
  });

  it('money realised on a holiday gets the next business day’s NAV', () => {
    expect(purchaseNavApplicability(istInstant('2026-11-24', '11:00'), 'standard').navDate).toBe(
      '2026-11-25',
    );
  });
});

describe('NAV applicability of a purchase (liquid and overnight funds, 1:30 PM)', () => {
  it('knows liquid and overnight funds by sub-category', () => {
    expect(navCutOffClassOf('Liquid')).toBe('liquid');
    expect(navCutOffClassOf('Overnight')).toBe('liquid');
    expect(navCutOffClassOf('Money Market')).toBe('standard');
    expect(navCutOffClassOf('Large Cap')).toBe('standard');
  });

  it('liquid at 13:25 gets the previous day’s NAV', () => {
    // Wednesday 25 Nov 13:25 → processed 25 Nov at the NAV of Tuesday 24 Nov (calendar day before).
    const a = purchaseNavApplicability(istInstant('2026-11-25', '13:25'), 'liquid');
    expect(a).toEqual({
      navDate: '2026-11-24',
      processingDate: '2026-11-25',
      cutOff: '13:30:00',
      beforeCutOff: true,
    });
  });

  it('liquid at 13:35 gets the NAV of the day before the next business day', () => {
    // Wednesday 25 Nov 13:35 → processed Thursday 26 Nov at the NAV of Wednesday 25 Nov.
    const a = purchaseNavApplicability(istInstant('2026-11-25', '13:35'), 'liquid');
    expect(a).toEqual({
      navDate: '2026-11-25',
      processingDate: '2026-11-26',
      cutOff: '13:30:00',
      beforeCutOff: false,
    });
  });

  it('liquid on Friday after 1:30 PM gets Sunday’s NAV (the day before Monday)', () => {
    expect(purchaseNavApplicability(istInstant('2026-11-20', '13:31'), 'liquid').navDate).toBe(
      '2026-11-22',
    );
  });
});

describe('cheques', () => {
  it('a ₹2,50,000 cheque gets the NAV of the day it clears, holidays skipped', () => {
    // Deposited Friday 20 Nov, clears 2 business days later: Monday 23, (Tuesday 24 is a
    // holiday) Wednesday 25 Nov; credited 10:00 IST, before the cut-off → NAV of 25 Nov.
    const realised = chequeFundsRealisedAt('2026-11-20', 2);
    expect(realised).toEqual(istInstant('2026-11-25', '10:00'));
    expect(purchaseNavApplicability(realised, 'standard').navDate).toBe('2026-11-25');
  });

  it('counts clearing days from the next business day for a deposit on a holiday', () => {
    expect(addBusinessDays('2026-11-24', 1, exchangeCalendar)).toBe('2026-11-26');
  });
});

describe('the holiday table', () => {
  it('lists weekdays only, each once, in order', () => {
    const dates = EXCHANGE_HOLIDAYS.map((h) => h.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const d of dates) expect(isBusinessDay(d)).toBe(true); // a weekday on the plain calendar
    expect(dates.filter((d) => d.startsWith('2025'))).toHaveLength(14);
    expect(dates.filter((d) => d.startsWith('2026'))).toHaveLength(15);
  });
});
