import { describe, expect, it } from 'vitest';
import { occupationDetailsSchema } from './occupation-details';

const valid = {
  occupationType: 'S',
  incomeSlab: '5L_10L',
  aadhar: '1234 5678 9012',
  signatureId: '7c0e4d0a-0000-4000-8000-000000000001',
  termsAccepted: true,
  fatcaCompliant: true,
  nomineeOptIn: false,
};

const firstMessage = (input: unknown, field: string) => {
  const r = occupationDetailsSchema.safeParse(input);
  return r.success ? null : (r.error.issues.find((i) => i.path[0] === field)?.message ?? null);
};

describe('step 4 occupation fields (spec 2 §5 "Occupation page")', () => {
  it('accepts a complete page and keeps the Aadhaar as 12 digits', () => {
    expect(occupationDetailsSchema.parse(valid).aadhar).toBe('123456789012');
  });
  it.each([
    ['occupationType', undefined, 'Please enter your occupation type.'],
    ['occupationType', 'X', 'Please enter your occupation type.'],
    ['incomeSlab', '', 'Please select your income range'],
    ['aadhar', '1234 5678 901', 'Please enter valid adhaar no.'],
    ['signatureId', '', 'Please upload your signature.'],
    ['signatureId', undefined, 'Please upload your signature.'],
    ['termsAccepted', false, 'Please accept the terms and conditions to continue.'],
    ['nomineeOptIn', undefined, 'Please choose whether you want to add nominee details.'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value }, field)).toBe(message);
  });
});
