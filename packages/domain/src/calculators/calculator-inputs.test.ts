import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { advisorShareCustomerSchema, calculatorInputsSchema, capitaliseName } from './calculator-inputs';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the advisor share form (spec 3 §5)', () => {
  it('takes both or neither', () => {
    expect(advisorShareCustomerSchema.parse({})).toEqual({ customer: null });
    expect(advisorShareCustomerSchema.parse({ customerName: '  ', customerMobile: '' })).toEqual({ customer: null });
    expect(issues(advisorShareCustomerSchema.safeParse({ customerMobile: '9876543210' }))).toEqual([`customerName: ${messages.calculator.customerNameMandatory}`]);
    expect(issues(advisorShareCustomerSchema.safeParse({ customerName: 'Ravi' }))).toEqual([`customerMobile: ${messages.calculator.customerMobileMandatory}`]);
  });

  it('trims the name and capitalises each word', () => {
    expect(advisorShareCustomerSchema.parse({ customerName: '  ravi   kumar sharma ', customerMobile: ' 9876543210 ' })).toEqual({
      customer: { name: 'Ravi Kumar Sharma', mobile: '9876543210' },
    });
    expect(capitaliseName("  anne-marie o'brien")).toBe("Anne-marie O'brien");
  });

  it('refuses a mobile that is not an Indian one and a name with digits', () => {
    expect(issues(advisorShareCustomerSchema.safeParse({ customerName: 'Ravi', customerMobile: '1234567890' }))).toEqual([
      `customerMobile: ${messages.validation.mobileInvalid}`,
    ]);
    expect(issues(advisorShareCustomerSchema.safeParse({ customerName: 'R2D2', customerMobile: '9876543210' }))).toEqual([`customerName: ${messages.lead.nameInvalid}`]);
  });
});

describe('the calculator inputs (spec 3 §5, §9)', () => {
  const ok = (v: object) => calculatorInputsSchema.safeParse(v).success;
  it('keeps each calculator inside its bounds', () => {
    expect(ok({ calculator: 'sip', investmentAmt: 100, rateOfReturn: 1, timePeriod: 1 })).toBe(true);
    expect(ok({ calculator: 'sip', investmentAmt: 100000, rateOfReturn: 30, timePeriod: 30 })).toBe(true);
    expect(ok({ calculator: 'sip', investmentAmt: 99, rateOfReturn: 8, timePeriod: 10 })).toBe(false);
    expect(ok({ calculator: 'sip', investmentAmt: 100001, rateOfReturn: 8, timePeriod: 10 })).toBe(false);
    expect(ok({ calculator: 'goal', investmentAmt: 99999, rateOfReturn: 8, timePeriod: 10 })).toBe(false);
    expect(ok({ calculator: 'goal', investmentAmt: 100000000, rateOfReturn: 8, timePeriod: 10 })).toBe(true);
    expect(ok({ calculator: 'goal', investmentAmt: 100000001, rateOfReturn: 8, timePeriod: 10 })).toBe(false);
    expect(ok({ calculator: 'sip', investmentAmt: 5000, rateOfReturn: 31, timePeriod: 10 })).toBe(false);
    expect(ok({ calculator: 'sip', investmentAmt: 5000, rateOfReturn: 0, timePeriod: 10 })).toBe(false);
    expect(ok({ calculator: 'sip', investmentAmt: 5000, rateOfReturn: 8, timePeriod: 31 })).toBe(false);
    expect(ok({ calculator: 'sip', investmentAmt: 5000.5, rateOfReturn: 8, timePeriod: 10 })).toBe(false);
  });
});
