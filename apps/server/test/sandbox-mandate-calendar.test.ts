// When the sandbox bank answers a mandate: business days counted on the calendar given, dates
// worked by hand (21 Aug 2026 is a Friday).
import { businessCalendar, istInstant, weekdaysOnly } from '@sanchay/domain';
import { describe, expect, it } from 'vitest';
import { bankAnswerDue } from '../src/integrations/exchange';

describe('bankAnswerDue', () => {
  it('is the moment itself for 0 days', () => {
    const at = istInstant('2026-08-22', '23:30');
    expect(bankAnswerDue(at, 0, weekdaysOnly)).toEqual(at);
  });

  it('counts business days after the day of the upload, answering at 10:00 IST', () => {
    // Wednesday → Thursday, Friday.
    expect(bankAnswerDue(istInstant('2026-08-19', '09:00'), 2, weekdaysOnly)).toEqual(istInstant('2026-08-21', '10:00'));
    // Friday late → Monday, Tuesday (the weekend does not count).
    expect(bankAnswerDue(istInstant('2026-08-21', '23:59'), 2, weekdaysOnly)).toEqual(istInstant('2026-08-25', '10:00'));
    // Saturday → Monday is the first.
    expect(bankAnswerDue(istInstant('2026-08-22', '12:00'), 1, weekdaysOnly)).toEqual(istInstant('2026-08-24', '10:00'));
  });

  it('skips the calendar’s holidays', () => {
    const calendar = businessCalendar(['2026-08-24', '2026-08-25']);
    expect(bankAnswerDue(istInstant('2026-08-21', '16:00'), 2, calendar)).toEqual(istInstant('2026-08-27', '10:00'));
  });

  it('takes whole days only', () => {
    expect(() => bankAnswerDue(new Date(), -1, weekdaysOnly)).toThrow(RangeError);
    expect(() => bankAnswerDue(new Date(), 1.5, weekdaysOnly)).toThrow(RangeError);
  });
});
