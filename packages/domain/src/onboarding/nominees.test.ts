import { describe, expect, it } from 'vitest';
import { nomineesSchema, totalIsHundred, type NominatingInvestor } from './nominees';
import { productMessages } from '../messages';

const TODAY = '2026-11-23';
const investor: NominatingInvestor = { name: 'Asha Verma', pan: 'ABCPV1234K', aadhaarLast4: '9012' };
const nominee = (over: Record<string, unknown> = {}) => ({
  nomineeName: 'Ravi Verma',
  relationship: '20',
  nomineePercentage: '100',
  isNomineeMinor: false,
  nomineeIdentityType: '1',
  nomineeIDNumber: 'BCDPV2345L',
  nomineeEmail: 'ravi.verma@example.com',
  nomineeMobile: '9876543210',
  nomineeAddress: '12 MG Road, Indiranagar',
  nomineePincode: '560038',
  ...over,
});
function errorsOf(list: unknown[]) {
  const r = nomineesSchema(investor, TODAY).safeParse(list);
  if (r.success) return {};
  // The first message for each field, as the form shows it.
  const errors: Record<string, string> = {};
  for (const i of r.error.issues) errors[i.path.join('.')] ??= i.message;
  return errors;
}

describe('nominees (spec 2 §5)', () => {
  it('accepts one nominee with 100%', () => {
    expect(errorsOf([nominee()])).toEqual({});
  });
  it('accepts no nominee at all (opted out)', () => {
    expect(errorsOf([])).toEqual({});
  });
  it('refuses the investor as their own nominee, whatever the case', () => {
    expect(errorsOf([nominee({ nomineeName: ' asha  VERMA ' })])).toEqual({ '0.nomineeName': 'You cannot nominate yourself.' });
  });
  it('refuses the name on the KYC record too, when it differs from the account name', () => {
    const r = nomineesSchema({ ...investor, otherNames: ['ASHA R VERMA'] }, TODAY).safeParse([nominee({ nomineeName: 'Asha R Verma' })]);
    expect(r.success ? null : r.error.issues[0]?.message).toBe('You cannot nominate yourself.');
  });
  it('refuses two nominees with the same name', () => {
    const list = [nominee({ nomineePercentage: '50' }), nominee({ nomineePercentage: '50', nomineeName: 'RAVI verma', nomineeIDNumber: 'CDEPV3456M' })];
    expect(errorsOf(list)).toEqual({ '1.nomineeName': "Nominee name can't be same." });
  });
  it('needs the shares to total exactly 100 with two decimals', () => {
    const thirds = ['33.33', '33.33', '33.34'].map((p, i) =>
      nominee({ nomineePercentage: p, nomineeName: ['Ravi Verma', 'Kiran Verma', 'Mala Verma'][i], nomineeIDNumber: ['BCDPV2345L', 'CDEPV3456M', 'DEFPV4567N'][i] }),
    );
    expect(errorsOf(thirds)).toEqual({});
    thirds[2] = { ...thirds[2]!, nomineePercentage: '33.33' };
    expect(errorsOf(thirds)).toEqual({ '0.nomineePercentage': 'Total allocation should be 100%' });
    expect(totalIsHundred(['60.5', '39.5'])).toBe(true);
  });
  it('checks each share: required, 1 to 100, at most two decimals', () => {
    expect(errorsOf([nominee({ nomineePercentage: '' })])['0.nomineePercentage']).toBe('Please enter a valid nominee %');
    for (const bad of ['0', '0.5', '101', '50.123', '-5', 'abc']) {
      expect(errorsOf([nominee({ nomineePercentage: bad })])['0.nomineePercentage']).toBe('Please enter a valid %');
    }
  });
  it('checks the ID number by its type', () => {
    expect(errorsOf([nominee({ nomineeIDNumber: 'BCDP2345L' })])['0.nomineeIDNumber']).toBe('Invalid PAN number');
    expect(errorsOf([nominee({ nomineeIdentityType: '2', nomineeIDNumber: '12345' })])['0.nomineeIDNumber']).toBe('Enter last 4 digits of Aadhaar');
    expect(errorsOf([nominee({ nomineeIdentityType: '3', nomineeIDNumber: 'MH12 20110012345' })])).toEqual({});
    expect(errorsOf([nominee({ nomineeIdentityType: '3', nomineeIDNumber: 'MH1220110012345' })])).toEqual({});
    expect(errorsOf([nominee({ nomineeIdentityType: '3', nomineeIDNumber: 'MH12-2011001234' })])['0.nomineeIDNumber']).toBe('Please enter Driving License number');
    expect(errorsOf([nominee({ nomineeIdentityType: undefined })])['0.nomineeIdentityType']).toBe('Please select a valid identity type');
    expect(errorsOf([nominee({ nomineeIDNumber: 'X'.repeat(31) })])['0.nomineeIDNumber']).toBe('Please enter 30 characters only');
  });
  it("refuses the investor's own PAN or Aadhaar, and an ID repeated within a type", () => {
    expect(errorsOf([nominee({ nomineeIDNumber: 'abcpv1234k' })])).toEqual({ '0.nomineeIDNumber': 'You cannot use your own PAN number.' });
    expect(errorsOf([nominee({ nomineeIdentityType: '2', nomineeIDNumber: '9012' })])).toEqual({ '0.nomineeIDNumber': 'You cannot use your own Aadhaar number.' });
    const twins = [nominee({ nomineePercentage: '50' }), nominee({ nomineePercentage: '50', nomineeName: 'Kiran Verma' })];
    expect(errorsOf(twins)).toEqual({ '1.nomineeIDNumber': "ID number can't be same for nominees with same identity type." });
  });
  it('needs a DOB within the last 18 years and a guardian for a minor nominee', () => {
    expect(errorsOf([nominee({ isNomineeMinor: true })])).toEqual({
      '0.nomineeDOB': 'Please enter nominee DOB',
      '0.guardianName': 'Please enter guardian name',
    });
    expect(errorsOf([nominee({ isNomineeMinor: true, nomineeDOB: '2015-06-01', guardianName: 'Asha Verma' })])).toEqual({});
    expect(errorsOf([nominee({ isNomineeMinor: true, nomineeDOB: '2008-11-23', guardianName: 'Asha Verma' })])['0.nomineeDOB']).toBe('Please enter nominee DOB');
    expect(errorsOf([nominee({ isNomineeMinor: true, nomineeDOB: '2026-12-01', guardianName: 'Asha Verma' })])['0.nomineeDOB']).toBe('Please enter nominee DOB');
    expect(errorsOf([nominee({ isNomineeMinor: true, nomineeDOB: '2015-06-01', guardianName: 'Asha 2' })])['0.guardianName']).toBe('Please enter a valid guardian name');
  });
  it('words the contact fields as the spec does', () => {
    expect(errorsOf([nominee({ nomineeName: '', nomineeMobile: '', relationship: '' })])).toMatchObject({
      '0.nomineeName': 'Please enter your nominee name',
      '0.nomineeMobile': 'Please enter your mobile number',
      '0.relationship': 'Please select your relationship with nominee',
    });
    expect(errorsOf([nominee({ nomineeName: 'Ravi V.', nomineeMobile: '12345' })])).toMatchObject({
      '0.nomineeName': 'Please enter a valid name',
      '0.nomineeMobile': 'Please enter a valid mobile number',
    });
    expect(errorsOf([nominee({ nomineeEmail: `${'a'.repeat(110)}@example.com` })])['0.nomineeEmail']).toBe('Please enter 120 characters only');
    expect(errorsOf([nominee({ nomineeAddress: 'x'.repeat(41) })])['0.nomineeAddress']).toBe('Please enter 40 characters only');
  });
  it('refuses a fourth nominee', () => {
    expect(Object.values(errorsOf([nominee(), nominee(), nominee(), nominee()]))).toContain('You can add up to 3 nominees');
  });
  it('drops minor fields from an adult nominee', () => {
    const parsed = nomineesSchema(investor, TODAY).parse([nominee({ nomineeDOB: '2015-06-01', guardianName: 'X' })]);
    expect(parsed[0]).not.toHaveProperty('guardianName', 'X');
  });
  it.each(['0000-00-00', '2024-02-30', '1990-13-45', '+275760-09-13', '01/01/1990', '2100-01-01', '1899-12-31', '2026-11-24'])(
    'refuses the date of birth %j, for a minor and for an adult alike (it is never silently dropped)',
    (dob) => {
      expect(errorsOf([nominee({ isNomineeMinor: true, nomineeDOB: dob, guardianName: 'Asha Verma' })])['0.nomineeDOB']).toBe('Please enter nominee DOB');
      expect(errorsOf([nominee({ nomineeDOB: dob })])['0.nomineeDOB']).toBe('Please enter nominee DOB');
    },
  );
  it('refuses a direction override in the nominee’s name or address', () => {
    const errors = errorsOf([nominee({ nomineeName: 'Ravi \u202EamreV', nomineeAddress: '12 \u2066MG Road' })]);
    expect(errors['0.nomineeName']).toBe(productMessages.validation.untypeableText);
    expect(errors['0.nomineeAddress']).toBe(productMessages.validation.untypeableText);
  });
});
