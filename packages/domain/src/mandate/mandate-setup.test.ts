import { describe, expect, it } from 'vitest';
import { messages, productMessages } from '../messages';
import {
  defaultMandateType,
  eMandateAllowed,
  mandateDefaultLimit,
  mandateLimitProblem,
  mandateMinimum,
  mandateScanRefusal,
} from './mandate-setup';

const m = messages.mandate;

describe('setting up a mandate (spec 3 §4, §5, §9)', () => {
  it('offers the e-mandate to tax status 01 outside checkout only', () => {
    expect(eMandateAllowed('01', 'profile')).toBe(true);
    expect(eMandateAllowed('01', 'checkout')).toBe(false);
    expect(eMandateAllowed('02', 'profile')).toBe(false);
    expect(defaultMandateType('01', 'profile')).toBe('N');
    expect(defaultMandateType('02', 'profile')).toBe('X');
  });

  it('defaults to ₹1,00,000 raised to the SIP total, with a minimum of 1 or the SIP total', () => {
    expect(mandateDefaultLimit('0')).toBe('100000');
    expect(mandateDefaultLimit('150000')).toBe('150000');
    expect(mandateMinimum('0')).toBe('1');
    expect(mandateMinimum('2500.50')).toBe('2501');
  });

  it('words each refusal of a limit as the spec does', () => {
    expect(mandateLimitProblem(' ', 'N')).toBe(m.limitRequired);
    expect(mandateLimitProblem('1,000', 'N')).toBe(m.limitInvalid);
    expect(mandateLimitProblem('10.5', 'X')).toBe(m.limitInvalid);
    expect(mandateLimitProblem('0', 'N')).toBe('Minimum mandate limit is ₹ 1');
    expect(mandateLimitProblem('4999', 'N', '5000')).toBe('Minimum mandate limit is ₹ 5,000');
    expect(mandateLimitProblem('1000000', 'N')).toBeNull();
    expect(mandateLimitProblem('1000001', 'N')).toBe(m.limitMaximumEMandate);
    expect(mandateLimitProblem('10000000', 'X')).toBeNull();
    expect(mandateLimitProblem('10000001', 'X')).toBe(m.limitMaximumPhysical);
  });

  it('takes a scan as TIFF or JPEG under 2 MB, by its bytes', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const tiff = new Uint8Array([0x49, 0x49, 0x2a, 0x00]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(mandateScanRefusal({ head: jpeg, size: 2_000_000 })).toBeNull();
    expect(mandateScanRefusal({ head: tiff, size: 1000 })).toBeNull();
    expect(mandateScanRefusal({ head: jpeg, size: 2_000_001 })).toBe(m.scanTooLarge);
    expect(mandateScanRefusal({ head: png, size: 1000 })).toBe(productMessages.mandate.scanFormat);
  });
});
