import { describe, expect, it } from 'vitest';
import { kycDetailsPan, kycPanelOf, kycStatuses, maskMobile, type KycStatus } from './kyc';
import { onboardingStepLabel, onboardingSteps } from './onboarding-steps';

const investor = { panOnProfile: false, agentMode: false };

describe('kycPanelOf (spec 2 §4)', () => {
  it.each<KycStatus>([
    'KYC_VALIDATED_STATUS',
    'KYC_REGISTERED_STATUS',
    'KYC_UNDER_PROCESS_STATUS',
    'KYC_UNDER_PROCESS_STATUS_SHORT',
  ])('%s: the registered panel, Create My Account without a PAN on the profile, Continue with one', (status) => {
    expect(kycPanelOf({ status, error: null }, investor)).toEqual({ kind: 'registered', action: 'createAccount' });
    expect(kycPanelOf({ status, error: null }, { ...investor, panOnProfile: true })).toEqual({
      kind: 'registered',
      action: 'continue',
    });
  });

  it.each<KycStatus>(['KYC_NON_COMPLIANT_STATUS', 'KYC_NOT_AVAILABLE'])('%s without an error: Do KYC Process', (status) => {
    expect(kycPanelOf({ status, error: null }, investor)).toEqual({ kind: 'doKyc' });
  });

  it('non-compliant with an error: the error panel, Login with another number only outside agent mode', () => {
    const details = { status: 'KYC_NON_COMPLIANT_STATUS' as const, error: 'KRA down' };
    expect(kycPanelOf(details, investor)).toEqual({ kind: 'error', loginWithAnotherNumber: true });
    expect(kycPanelOf(details, { ...investor, agentMode: true })).toEqual({ kind: 'error', loginWithAnotherNumber: false });
  });

  it('hold/rejected, duplicate PAN and PAN mismatch each have their own panel', () => {
    expect(kycPanelOf({ status: 'KYC_HOLD_REJECTED_STATUS', error: null }, investor).kind).toBe('holdRejected');
    expect(kycPanelOf({ status: 'KYC_DUPLICATE_PAN_STATUS', error: null }, investor)).toEqual({ kind: 'duplicatePan', loginWithAnotherNumber: true });
    expect(kycPanelOf({ status: 'KYC_PAN_DOES_NOT_MATCH_STATUS', error: null }, investor).kind).toBe('panMismatch');
  });

  it('duplicate PAN: Login with another number only outside agent mode (an advisor stays signed in)', () => {
    const details = { status: 'KYC_DUPLICATE_PAN_STATUS' as const, error: null };
    expect(kycPanelOf(details, { ...investor, agentMode: true })).toEqual({ kind: 'duplicatePan', loginWithAnotherNumber: false });
  });

  it('knows every status of the spec', () => {
    expect(kycStatuses).toHaveLength(9);
  });
});

describe('masking', () => {
  it('masks the PAN for a duplicate PAN only, keeping its digits', () => {
    expect(kycDetailsPan('ABCPD8888D', 'KYC_DUPLICATE_PAN_STATUS')).toBe('XXXXX8888X');
    expect(kycDetailsPan('ABCPD8888D', 'KYC_VALIDATED_STATUS')).toBe('ABCPD8888D');
  });

  it('masks a mobile number but its first and last two digits', () => {
    expect(maskMobile('9876543210')).toBe('98XXXXXX10');
  });
});

describe('onboarding stepper', () => {
  it('has five steps and labels them n/5', () => {
    expect(onboardingSteps).toHaveLength(5);
    expect(onboardingStepLabel(1)).toBe('Step 1/5');
  });
});
