import { describe, expect, it } from 'vitest';
import { productMessages } from '../messages';
import { birthDate, calendarDate, EARLIEST_BIRTH_DATE, isCalendarDate, LATEST_WIRE_DATE } from './calendar-date';

const TODAY = '2026-08-21';

describe('calendarDate: a real day as YYYY-MM-DD, within bounds', () => {
  it.each(['0000-00-00', '2024-02-30', '2026-02-29', '1990-13-45', '1990-00-10', '+275760-09-13', '01/01/1990', '1990-1-1', '19900101', '', '2100-01-01', '1899-12-31'])(
    'refuses %j',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
      expect(calendarDate().safeParse(value).error?.issues[0]?.message).toBe(productMessages.validation.dateInvalid);
    },
  );

  it.each(['2024-02-29', EARLIEST_BIRTH_DATE, LATEST_WIRE_DATE, '2026-08-21'])('takes %j', (value) => {
    expect(calendarDate().parse(value)).toBe(value);
  });

  it('takes the field’s own bounds and message', () => {
    const schema = calendarDate({ min: '2026-01-01', max: '2026-12-31', message: 'Pick a date this year' });
    expect(schema.safeParse('2025-12-31').error?.issues[0]?.message).toBe('Pick a date this year');
    expect(schema.parse('2026-06-30')).toBe('2026-06-30');
  });
});

describe('birthDate: from 1900, never in the future', () => {
  it.each(['1800-01-01', '1899-12-31', '2026-08-22', '2100-01-01'])('refuses %j', (value) => {
    expect(birthDate(TODAY).safeParse(value).success).toBe(false);
  });

  it.each(['1900-01-01', '1990-06-15', TODAY])('takes %j', (value) => {
    expect(birthDate(TODAY).parse(value)).toBe(value);
  });
});
