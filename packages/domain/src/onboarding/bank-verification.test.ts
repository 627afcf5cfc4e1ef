import { describe, expect, it } from 'vitest';
import { bankVerificationOutcome } from './bank-verification';

const verified = (holderName: string) => ({ status: 'verified' as const, holderName, reference: 'PD-1' });

describe('penny-drop outcome (spec 2 §4, §8)', () => {
  it('verifies when the bank’s name matches the investor’s after normalising', () => {
    expect(bankVerificationOutcome(verified('MR. ASHA  VERMA'), 'Mr Asha Verma', 'add')).toEqual({
      kind: 'verified',
      holderName: 'MR. ASHA  VERMA',
      message: 'Account verified successfully!',
    });
  });
  it('offers the name-mismatch choice when the names differ', () => {
    expect(bankVerificationOutcome(verified('RAVI KUMAR'), 'Asha Verma', 'edit')).toEqual({
      kind: 'nameMismatch',
      holderName: 'RAVI KUMAR',
      message: "Bank Account Name Doesn't Match PAN",
    });
  });
  it('reports a refused credit as the failed dialog', () => {
    expect(bankVerificationOutcome({ status: 'failed', reason: 'ACCOUNT CLOSED', reference: 'PD-2' }, 'Asha', 'add')).toEqual({
      kind: 'failed',
      message: 'The account details appear to be incorrect or inactive. Please re-enter your bank details.',
    });
  });
  it('lets an add go on when the service is down, but not an edit', () => {
    expect(bankVerificationOutcome({ status: 'serverDown' }, 'Asha', 'add')).toEqual({
      kind: 'unavailable',
      mayProceed: true,
      message: 'Verification service is unavailable. You can proceed for now.',
    });
    expect(bankVerificationOutcome({ status: 'serverDown' }, 'Asha', 'edit')).toEqual({
      kind: 'unavailable',
      mayProceed: false,
      message: 'Our verification service is temporarily unavailable. Please try again later.',
    });
  });
  it('says the service is down on an HTTP 500', () => {
    expect(bankVerificationOutcome({ status: 'error' }, 'Asha', 'add')).toEqual({
      kind: 'down',
      message: 'Our verification service is currently down. Please try again later!',
    });
  });
});
