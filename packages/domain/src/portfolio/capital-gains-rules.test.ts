import { describe, expect, it } from 'vitest';
import { costInflationIndex, section112aExemption } from './capital-gains-rules';
import { csvField } from './capital-gains-csv';

describe('published figures', () => {
  it('CII: 2001-02 = 100, 2017-18 = 272, 2024-25 = 363 (CBDT 44/2017, 44/2024); 31 Mar belongs to the year before', () => {
    expect(costInflationIndex('2001-04-01')).toBe(100);
    expect(costInflationIndex('2018-03-31')).toBe(272);
    expect(costInflationIndex('2024-07-22')).toBe(363);
    expect(() => costInflationIndex('2025-04-01')).toThrow(RangeError);
  });
  it('112A exemption: ₹1,00,000 to FY 2023-24, ₹1,25,000 from FY 2024-25', () => {
    expect(section112aExemption(2023).toFixed(0)).toBe('100000');
    expect(section112aExemption(2024).toFixed(0)).toBe('125000');
  });
});

describe('CSV fields', () => {
  it('quotes commas and quotes, and defuses a formula but not a negative number', () => {
    expect(csvField('A, "B"')).toBe('"A, ""B"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1250.50')).toBe('-1250.50');
    expect(csvField(null)).toBe('');
  });
});
