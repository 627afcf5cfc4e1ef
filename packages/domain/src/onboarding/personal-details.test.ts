import { describe, expect, it } from 'vitest';
import { hasTurned, personalDetailsSchema, profilePersonalEditSchema, trimAddress } from './personal-details';

const TODAY = '2026-11-23';
const valid = {
  gender: 'F',
  dob: '1990-05-14',
  email: 'asha.verma@example.com',
  emailDeclarationFlag: 'SE',
  mobileDeclarationFlag: 'SE',
  address: '12 MG Road, Indiranagar',
  pincode: '560038',
};
function errorsOf(input: Record<string, unknown>) {
  const r = personalDetailsSchema(TODAY).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('personal details (spec 2 §5)', () => {
  it('accepts a complete adult profile', () => {
    expect(errorsOf(valid)).toEqual({});
  });
  it('turns 18 on the birthday itself, not a day before', () => {
    expect(errorsOf({ ...valid, dob: '2008-11-23' })).toEqual({});
    expect(errorsOf({ ...valid, dob: '2008-11-24' })).toEqual({ dob: 'You must be 18 years and above' });
  });
  it('refuses future and impossible dates of birth', () => {
    expect(errorsOf({ ...valid, dob: '2027-01-01' }).dob).toBe('You must be 18 years and above');
    expect(errorsOf({ ...valid, dob: '1990-02-30' }).dob).toBe('You must be 18 years and above');
    // Not before 1900 (the shared birth-date bounds), not in any other form.
    expect(errorsOf({ ...valid, dob: '1800-01-01' }).dob).toBe('You must be 18 years and above');
    expect(errorsOf({ ...valid, dob: '+275760-09-13' }).dob).toBe('You must be 18 years and above');
    expect(errorsOf({ ...valid, dob: '1900-01-01' })).toEqual({});
  });
  it('counts a 29 February birthday on 28 February in a common year', () => {
    expect(hasTurned('2008-02-29', 18, '2026-02-28')).toBe(true);
    expect(hasTurned('2008-02-29', 18, '2026-02-27')).toBe(false);
  });
  it('words each missing field as the spec does', () => {
    expect(errorsOf({})).toMatchObject({
      gender: 'Please enter your gender.',
      email: 'Please enter email id',
      emailDeclarationFlag: 'Please select a declaration flag',
      address: 'Please enter address',
      pincode: 'Please enter your pincode',
    });
  });
  it('limits the address to 40 characters, and onboarding cuts it there', () => {
    expect(errorsOf({ ...valid, address: 'x'.repeat(41) }).address).toBe('Please enter 40 characters only');
    expect(errorsOf({ ...valid, address: 'x'.repeat(40) })).toEqual({});
    expect(trimAddress(`  ${'y'.repeat(45)}`)).toBe('y'.repeat(40));
    expect(trimAddress(`${'y'.repeat(39)} Road`)).toBe('y'.repeat(39));
  });
  it('checks the e-mail and pincode formats', () => {
    expect(errorsOf({ ...valid, email: 'asha@' }).email).toBe('Please enter a valid email');
    expect(errorsOf({ ...valid, pincode: '056003' }).pincode).toBe('Invalid pincode');
    expect(errorsOf({ ...valid, pincode: '56003' }).pincode).toBe('Invalid pincode');
  });
});

describe('profilePersonalEditSchema (spec 2 §4 profile personal edit)', () => {
  const edit = { email: 'asha.v@example.com', address: '4 Park Street', pincode: '700016' };
  const errorsOfEdit = (value: unknown) => {
    const parsed = profilePersonalEditSchema.safeParse(value);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message]));
  };
  it('takes e-mail, address and pincode with the personal-details rules', () => {
    expect(profilePersonalEditSchema.parse({ ...edit, email: ' asha.v@example.com ' })).toEqual(edit);
    expect(errorsOfEdit({ ...edit, email: '' }).email).toBe('Please enter email id');
    expect(errorsOfEdit({ ...edit, address: 'x'.repeat(41) }).address).toBe('Please enter 40 characters only');
    expect(errorsOfEdit({ ...edit, pincode: '' }).pincode).toBe('Please enter your pincode');
  });
  it('refuses any other field (name, DOB, PAN cannot change here)', () => {
    expect(profilePersonalEditSchema.safeParse({ ...edit, dob: '1990-01-01' }).success).toBe(false);
    expect(profilePersonalEditSchema.safeParse({ ...edit, name: 'Someone Else' }).success).toBe(false);
  });
});
