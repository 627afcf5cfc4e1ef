import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MANDATE_LIMITS,
  exchangeMandateStatuses,
  mandateLimitRefusal,
  mandateStatusLabel,
  mandateStatusOf,
} from './mandate';

describe('mandateStatusOf: the exchange status → the spec status', () => {
  it('maps each of the four statuses the exchange reports (spec 3 §3, §4)', () => {
    expect(exchangeMandateStatuses.map((s) => mandateStatusOf(s))).toEqual(['New Mandate', 'Processing', 'Approved', 'Rejected']);
  });

  it('reads the text as the exchange may send it: padded, in other case, spaces doubled', () => {
    expect(mandateStatusOf('  registered by  member ')).toBe('New Mandate');
    expect(mandateStatusOf('Approved')).toBe('Approved');
  });

  it('has no status for what the spec does not name', () => {
    expect(mandateStatusOf('CANCELLED')).toBeNull();
    expect(mandateStatusOf('')).toBeNull();
  });

  it('shows New Mandate as Pending, the others as they are', () => {
    expect(['New Mandate', 'Processing', 'Approved', 'Rejected'].map((s) => mandateStatusLabel(s as never))).toEqual([
      'Pending',
      'Processing',
      'Approved',
      'Rejected',
    ]);
  });
});

describe('mandateLimitRefusal (spec 3 §5)', () => {
  it('takes the limit itself and refuses a paisa more, in the spec words per type', () => {
    expect(mandateLimitRefusal('N', '1000000')).toBeNull();
    expect(mandateLimitRefusal('N', '1000000.01')).toBe(
      'Maximum mandate limit for E-Mandate is ₹ 10,00,000. We recommend that you use physical application form for the same.',
    );
    expect(mandateLimitRefusal('X', '10000000')).toBeNull();
    expect(mandateLimitRefusal('X', '10000001')).toBe('Maximum mandate limit for Physical Mandate is ₹ 1,00,00,000');
  });

  it('follows configured limits', () => {
    const limits = { ...DEFAULT_MANDATE_LIMITS, N: '500000' };
    expect(mandateLimitRefusal('N', '500001', limits)).not.toBeNull();
    expect(mandateLimitRefusal('N', '500000', limits)).toBeNull();
  });

  it('refuses what is not an amount', () => {
    expect(mandateLimitRefusal('X', '1e5')).toBe('Please enter valid amount.');
  });
});
