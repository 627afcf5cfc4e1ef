import { describe, expect, it } from 'vitest';
import { messages, productMessages } from '../messages';
import {
  combineStpBounds,
  dailyInstallmentCount,
  stpAllowedStartDates,
  stpFormProblems,
  stpFormFields,
  stpInstalmentDate,
  stpPlanOf,
  stpVerificationWindow,
  type StpFormContext,
  type StpValidationRow,
} from './stp-bounds';

// Scenarios with golden numbers worked by hand from spec 3 §5 ("the larger minimum amount, the
// smaller maximum amount, the smaller maximum installments, the larger minimum installments, the
// larger minimum gap and the smaller maximum gap") and the exchange calendar of 2026 (NSE circular
// CMTR71775: 25 Dec 2026 Christmas is a holiday).

const row = (over: Partial<StpValidationRow>): StpValidationRow => ({
  astpFrequency: 'MONTHLY',
  astpRegOut: 'Y',
  astpRegIn: 'Y',
  astpOutMinInstAmt: '500',
  astpInMinInstAmt: '500',
  astpOutMaxInstAmt: '9999999',
  astpInMaxInstAmt: '9999999',
  astpMaxInstlNos: 120,
  astpMinInstlNos: 6,
  astpOutMultiplierAmt: '1',
  astpMinGap: 7,
  astpMaxGap: 60,
  astpDates: '1,5,10,15,20,25',
  ...over,
});

describe('combineStpBounds (spec 3 §5)', () => {
  it('takes the larger minimums and gaps, the smaller maximums, the source multiplier and the common dates', () => {
    const source = row({ astpOutMinInstAmt: '1000', astpInMinInstAmt: '99999', astpOutMaxInstAmt: '200000', astpMaxInstlNos: 100, astpMinInstlNos: 6, astpMinGap: 7, astpMaxGap: 30, astpOutMultiplierAmt: '100', astpDates: '1,5,10,15' });
    const destination = row({ astpOutMinInstAmt: '1', astpInMinInstAmt: '1500', astpInMaxInstAmt: '150000', astpMaxInstlNos: 60, astpMinInstlNos: 12, astpMinGap: 10, astpMaxGap: 45, astpOutMultiplierAmt: '7', astpDates: '5,10,20' });
    const b = combineStpBounds(source, destination)!;
    expect(b.minAmount.toString()).toBe('1500'); // max(out 1000, in 1500); the source's own in-minimum plays no part
    expect(b.maxAmount.toString()).toBe('150000'); // min(out 2,00,000, in 1,50,000)
    expect(b.maxInstallments).toBe(60);
    expect(b.minInstallments).toBe(12);
    expect(b.minGap).toBe(10);
    expect(b.maxGap).toBe(30);
    expect(b.multiplier.toString()).toBe('100');
    expect(b.allowedDates).toEqual([5, 10]);
  });

  it('is unavailable when the source cannot go out, the destination cannot come in, or nothing is left', () => {
    expect(combineStpBounds(row({ astpRegOut: 'N' }), row({}))).toBeNull();
    expect(combineStpBounds(row({}), row({ astpRegIn: 'N' }))).toBeNull();
    expect(combineStpBounds(row({}), undefined)).toBeNull();
    expect(combineStpBounds(row({ astpOutMinInstAmt: '5000' }), row({ astpInMaxInstAmt: '4000' }))).toBeNull();
    expect(combineStpBounds(row({ astpDates: '1' }), row({ astpDates: '2' }))).toBeNull();
  });
});

describe('instalment dates', () => {
  it('moves a monthly instalment on a holiday to the next business day without drifting the schedule', () => {
    // 25 Dec 2026 is Christmas (a Friday): the 2nd instalment is Monday 28 Dec; the 3rd is back on 25 Jan.
    expect(stpInstalmentDate('MONTHLY', '2026-11-25', 2)).toBe('2026-12-28');
    expect(stpInstalmentDate('MONTHLY', '2026-11-25', 3)).toBe('2027-01-25');
    expect(stpInstalmentDate('QUARTERLY', '2026-12-01', 2)).toBe('2027-03-01');
    expect(stpInstalmentDate('WEEKLY', '2026-12-18', 2)).toBe('2026-12-28'); // Fri 25 Dec → Mon 28 Dec
  });

  it('counts a daily STP in business days: 21 Dec to 1 Jan 2027 is 9 (two weekends and Christmas out)', () => {
    expect(dailyInstallmentCount('2026-12-21', '2027-01-01')).toBe(9);
    expect(stpInstalmentDate('DAILY', '2026-12-21', 5)).toBe('2026-12-28');
  });
});

const monthly = combineStpBounds(row({ astpOutMultiplierAmt: '100', astpMinGap: 7, astpMaxGap: 30 }), row({ astpInMinInstAmt: '1000', astpInMaxInstAmt: '50000', astpMaxInstlNos: 24 }))!;
const weekly = combineStpBounds(row({ astpFrequency: 'WEEKLY', astpDates: '', astpMinGap: 1, astpMaxGap: 30 }), row({ astpFrequency: 'WEEKLY', astpDates: '', astpMinGap: 1, astpMaxGap: 30 }))!;
const daily = combineStpBounds(
  row({ astpFrequency: 'DAILY', astpDates: '', astpMinGap: 1, astpMaxGap: 30, astpMinInstlNos: 12, astpMaxInstlNos: 20 }),
  row({ astpFrequency: 'DAILY', astpDates: '', astpMinGap: 1, astpMaxGap: 30, astpMinInstlNos: 10, astpMaxInstlNos: 365 }),
)!;
const context: StpFormContext = { boundsByFrequency: { MONTHLY: monthly, WEEKLY: weekly, DAILY: daily }, today: '2026-11-24', availableAmount: '60000' };
const problems = (over: Record<string, string>) =>
  stpFormProblems(stpFormFields.parse({ frequency: 'MONTHLY', installmentAmount: '5000', noOfInstallments: '12', startDate: '2026-12-05', ...over }), context);

describe('stpFormProblems', () => {
  it('accepts a plan within every bound and total at the available amount (₹5,000 × 12 = ₹60,000)', () => {
    expect(problems({})).toEqual([]);
    const plan = stpPlanOf(stpFormFields.parse({ frequency: 'MONTHLY', installmentAmount: '5000', noOfInstallments: '12', startDate: '2026-12-05' }), context)!;
    expect(plan.totalAmount.toString()).toBe('60000');
    expect(plan.freqType).toBe(1);
    expect(plan.endDate).toBe('2027-11-05'); // the 12th: 5 Nov 2027, a Friday
  });

  it('states each amount bound', () => {
    expect(problems({ installmentAmount: '' })).toEqual([{ path: 'installmentAmount', message: productMessages.stp.installmentRequired }]);
    expect(problems({ installmentAmount: '900' })[0]!.message).toBe('The minimum installment amount is ₹1,000');
    expect(problems({ installmentAmount: '50100' })[0]!.message).toBe('The maximum installment amount is ₹50,000');
    expect(problems({ installmentAmount: '1050' })[0]!.message).toBe(messages.redeem.multipleOf('100'));
  });

  it('checks the instalment count: digits only, then between the combined min and max', () => {
    expect(problems({ noOfInstallments: '1x' })[0]!.message).toBe(messages.stp.installmentsInvalid);
    expect(problems({ noOfInstallments: '5' })[0]!.message).toBe('Please enter between 6 and 24 installments');
    expect(problems({ noOfInstallments: '25' })[0]!.message).toBe('Please enter between 6 and 24 installments');
  });

  it('refuses a start date of today, outside the gap window or off the allowed days', () => {
    expect(problems({ startDate: '2026-11-24' })[0]!.message).toBe(productMessages.stp.startDateAfterToday);
    expect(problems({ startDate: '2026-11-25' })[0]!.message).toBe('Please select a start date from 01/12/2026 to 24/12/2026');
    expect(problems({ startDate: '2026-12-06' })[0]!.message).toBe(productMessages.stp.startDateNotAllowed('1, 5, 10, 15, 20, 25'));
  });

  it('refuses a weekly start on Saturday or Sunday', () => {
    expect(problems({ frequency: 'WEEKLY', startDate: '2026-11-28' })[0]!.message).toBe(productMessages.stp.startDateWeekend);
    expect(problems({ frequency: 'WEEKLY', startDate: '2026-11-30', noOfInstallments: '10', installmentAmount: '500' })).toEqual([]);
  });

  it('takes a daily STP by its end date, its business days within the instalment bounds', () => {
    // 1 Dec to 16 Dec 2026: 12 business days, the combined minimum (max of 12 and 10).
    expect(problems({ frequency: 'DAILY', startDate: '2026-12-01', endDate: '2026-12-16', installmentAmount: '1000' })).toEqual([]);
    expect(problems({ frequency: 'DAILY', startDate: '2026-12-01', endDate: '2026-12-15', installmentAmount: '1000' })[0]!.message).toBe(
      'The STP must run on between 12 and 20 business days',
    );
    expect(problems({ frequency: 'DAILY', startDate: '2026-12-01', endDate: '' })[0]!.path).toBe('endDate');
  });

  it("refuses a total above the available amount with the spec's words", () => {
    expect(problems({ noOfInstallments: '13' })).toEqual([{ path: 'total', message: 'Total STP amount should be less than or equal to available amount' }]);
  });

  it('says a frequency the pair lacks is unavailable', () => {
    expect(problems({ frequency: 'QUARTERLY' })[0]!.message).toBe('This fund does not offer Quarterly STP');
  });

  it('lists the allowed start dates: the window from today + 7 to today + 30 on the allowed days', () => {
    expect(stpAllowedStartDates(monthly, '2026-11-24')).toEqual(['2026-12-01', '2026-12-05', '2026-12-10', '2026-12-15', '2026-12-20']);
  });
});

describe('stpVerificationWindow (spec 3 §4, the 3 PM rule)', () => {
  it('an STP starting today registered before 3 PM: before 3 PM today', () => {
    const w = stpVerificationWindow(new Date('2026-11-24T09:29:00Z'), '2026-11-24', true); // 14:59 IST
    expect(w.deadline.toISOString()).toBe('2026-11-24T09:30:00.000Z');
  });
  it('registered at 3 PM or later: before 3 PM the next day', () => {
    const w = stpVerificationWindow(new Date('2026-11-24T09:30:00Z'), '2026-12-05', true); // 15:00 IST
    expect(w.deadline.toISOString()).toBe('2026-11-25T09:30:00.000Z');
  });
  it('a future-dated STP: the link on its start date, confirmed before 3 PM that day', () => {
    const w = stpVerificationWindow(new Date('2026-11-24T05:00:00Z'), '2026-12-05', false);
    expect(w.linkAt.toISOString()).toBe('2026-12-04T18:30:00.000Z');
    expect(w.deadline.toISOString()).toBe('2026-12-05T09:30:00.000Z');
  });
});
