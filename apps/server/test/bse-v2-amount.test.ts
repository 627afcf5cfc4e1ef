// Money crosses to BSE's JSON numbers only at the edge, and only exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromWire, rupeesOnWire, unitsOnWire } from '../src/integrations/exchange/bse-v2';

describe('rupeesOnWire', () => {
  it('sends a decimal string of rupees as the number that prints back as the same decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 13n - 1n }), (paise) => {
        const rupees = `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
        const n = rupeesOnWire(rupees);
        // What JSON.stringify sends, read back, is the amount the product meant, to the paisa.
        expect(decimalFromWire(JSON.parse(JSON.stringify(n)) as number)).toBe(decimalFromWire(rupees));
      }),
      { seed: 24, numRuns: 2000 },
    );
  });

  it('5000, 5000.50 and 0.10 go as 5000, 5000.5 and 0.1', () => {
    expect(JSON.stringify([rupeesOnWire('5000'), rupeesOnWire('5000.50'), rupeesOnWire('0.10')])).toBe('[5000,5000.5,0.1]');
  });

  it('refuses, never rounds: more than 2 decimals, zero, negative, not a decimal', () => {
    for (const bad of ['100.005', '0', '-5', '1e3', '1,000', 'abc']) expect(() => rupeesOnWire(bad)).toThrow(RangeError);
  });

  it('refuses an amount too large to send exactly', () => {
    expect(() => rupeesOnWire('12345678901234.56')).toThrow(/too large/);
  });
});

describe('unitsOnWire', () => {
  it('takes up to 4 decimals, exactly', () => {
    expect(unitsOnWire('12.3456')).toBe(12.3456);
    expect(() => unitsOnWire('1.23456')).toThrow(/more than 4 decimals/);
  });
});
