import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages, productMessages } from '../messages';
import { lakhsToRupees, leadFormSchema, leadPayloadOf, leadPayloadSchema } from './lead-rules';

const VALID = { investorName: 'Kavya Rao', investorMobileNo: '9876543210', investorEmailId: 'kavya@example.com', investmentAmountLakhs: '12.5' };

/** The first message for each field the form refuses. */
function errorsOf(form: Record<string, unknown>): Record<string, string> {
  const parsed = leadFormSchema.safeParse(form);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('the lead form (spec 1 §5)', () => {
  it('accepts a complete form and sends the amount in rupees', () => {
    const form = leadFormSchema.parse(VALID);
    expect(leadPayloadOf(form)).toEqual({ investorName: 'Kavya Rao', investorMobileNo: '9876543210', investorEmailId: 'kavya@example.com', investmentAmount: 1250000 });
  });

  it('says which field is missing, with the spec’s words (the e-mail’s really is “Please enter name”)', () => {
    expect(errorsOf({ investorName: '', investorMobileNo: '', investorEmailId: '', investmentAmountLakhs: '' })).toEqual({
      investorName: 'Please enter name',
      investorMobileNo: 'Please enter investor number',
      investorEmailId: 'Please enter name',
      investmentAmountLakhs: 'Please enter amount',
    });
  });

  it('refuses badly formed name, mobile and e-mail', () => {
    expect(errorsOf({ ...VALID, investorName: 'R2D2' })).toEqual({ investorName: messages.lead.nameInvalid });
    expect(errorsOf({ ...VALID, investorName: "A. D'Souza-Menon" })).toEqual({});
    // Ten digits starting 6–9: 6000000000 and 9999999999 pass; 5999999999, nine and eleven digits do not.
    expect(errorsOf({ ...VALID, investorMobileNo: '6000000000' })).toEqual({});
    expect(errorsOf({ ...VALID, investorMobileNo: '9999999999' })).toEqual({});
    for (const mobile of ['5999999999', '987654321', '98765432101']) {
      expect(errorsOf({ ...VALID, investorMobileNo: mobile })).toEqual({ investorMobileNo: messages.lead.mobileInvalid });
    }
    expect(errorsOf({ ...VALID, investorEmailId: 'kavya@example.C' })).toEqual({ investorEmailId: messages.lead.emailInvalid });
    expect(errorsOf({ ...VALID, investorEmailId: 'kavya@example.co' })).toEqual({});
  });

  it('needs at least 1 lakh: 1 passes, 0.99999 does not', () => {
    expect(errorsOf({ ...VALID, investmentAmountLakhs: '1' })).toEqual({});
    expect(errorsOf({ ...VALID, investmentAmountLakhs: '0.99999' })).toEqual({ investmentAmountLakhs: messages.lead.amountRequired });
    expect(errorsOf({ ...VALID, investmentAmountLakhs: '0' })).toEqual({ investmentAmountLakhs: messages.lead.amountRequired });
    expect(errorsOf({ ...VALID, investmentAmountLakhs: '-2' })).toEqual({ investmentAmountLakhs: productMessages.lead.amountInvalid });
    expect(errorsOf({ ...VALID, investmentAmountLakhs: '1,00' })).toEqual({ investmentAmountLakhs: productMessages.lead.amountInvalid });
    expect(errorsOf({ ...VALID, investmentAmountLakhs: '100000' })).toEqual({});
    expect(errorsOf({ ...VALID, investmentAmountLakhs: '100000.01' })).toEqual({ investmentAmountLakhs: productMessages.lead.amountTooLarge });
  });
});

describe('the amount: lakhs × 100000, rounded (spec 1 §3)', () => {
  it('converts exactly, rounding half up to a rupee', () => {
    expect(lakhsToRupees('10')).toBe(1_000_000);
    expect(lakhsToRupees('12.34567')).toBe(1_234_567);
    // 0.1 × 100000 in binary floats is 10000.000000000002; here it is exact.
    expect(lakhsToRupees('0.1')).toBe(10_000);
    expect(lakhsToRupees('1.000005')).toBe(100_001); // 100000.5 → 100001
    expect(lakhsToRupees('1.000004')).toBe(100_000); // 100000.4 → 100000
    expect(lakhsToRupees('abc')).toBeNull();
    expect(lakhsToRupees('1e3')).toBeNull();
  });

  it('is the whole-rupee multiple of the typed paise-free value for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 99_999 }), (whole, frac) => {
        const typed = `${whole}.${String(frac).padStart(5, '0')}`;
        expect(lakhsToRupees(typed)).toBe(whole * 100_000 + frac);
      }),
    );
  });
});

describe('the payload the server checks', () => {
  it('takes whole rupees from 1 lakh to 1,00,000 lakhs', () => {
    const base = { investorName: 'Kavya Rao', investorMobileNo: '9876543210', investorEmailId: 'kavya@example.com' };
    expect(leadPayloadSchema.safeParse({ ...base, investmentAmount: 100_000 }).success).toBe(true);
    expect(leadPayloadSchema.safeParse({ ...base, investmentAmount: 99_999 }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...base, investmentAmount: 100_000.5 }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...base, investmentAmount: 10_000_000_000 }).success).toBe(true);
    expect(leadPayloadSchema.safeParse({ ...base, investmentAmount: 10_000_000_001 }).success).toBe(false);
  });
});
