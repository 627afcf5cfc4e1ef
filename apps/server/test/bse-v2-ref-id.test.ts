// The member's reference BSE de-duplicates on (mem_ord_ref_id, mem_sxp_ref_id), from a durable
// command's idempotency key: the same key must always give the same reference (a command sent
// again is the same order at the exchange), and it must be a numeric string BSE takes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bseV2RefId, BSE_V2_REF_ID_DIGITS } from '../src/integrations/exchange/bse-v2';

describe('bseV2RefId', () => {
  it('is 18 digits, no leading zero, and the same for the same key, for any key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200, unit: 'grapheme' }), (key) => {
        const ref = bseV2RefId(key);
        expect(ref).toMatch(/^[1-9]\d{17}$/);
        expect(ref).toHaveLength(BSE_V2_REF_ID_DIGITS);
        // Fits a signed 64-bit integer, should BSE keep it as one.
        expect(BigInt(ref) <= 9223372036854775807n).toBe(true);
        expect(bseV2RefId(key)).toBe(ref);
      }),
      { seed: 24, numRuns: 2000 },
    );
  });

  it('200,000 distinct keys as the outbox makes them: no two share a reference', () => {
    // Expected collisions among n keys ≈ n² / 1.8e18: 2 in 100 million here, so any is a fault.
    const seen = new Map<string, string>();
    const collisions: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      const key = `exchange/order-entry:SAN${String(i).padStart(7, '0')}:${i % 7}`;
      const ref = bseV2RefId(key);
      const earlier = seen.get(ref);
      if (earlier !== undefined) collisions.push(`${earlier} and ${key}`);
      seen.set(ref, key);
    }
    expect(collisions).toEqual([]);
    expect(seen.size).toBe(200_000);
  });

  it('keys differing in one character give different references', () => {
    expect(bseV2RefId('order:1')).not.toBe(bseV2RefId('order:2'));
    expect(bseV2RefId('order:1')).not.toBe(bseV2RefId('Order:1'));
  });

  it('is stable across releases: this key has always given this reference (a change would re-place retried orders)', () => {
    expect(bseV2RefId('order:4f0c2a51-purchase')).toBe('647081405207084707');
  });

  it('refuses an empty key', () => {
    expect(() => bseV2RefId('')).toThrow(RangeError);
  });
});
