import { describe, expect, it } from 'vitest';
import { suggestBankNames } from './bank-names';

const banks = ['State Bank of India', 'HDFC Bank', 'Bank of Baroda', 'Punjab National Bank', 'Tamilnad Mercantile Bank'];

describe('bank-name suggestions (spec 2 §9)', () => {
  it('waits for 2 characters', () => {
    expect(suggestBankNames(banks, 'b')).toEqual([]);
    expect(suggestBankNames(banks, ' h ')).toEqual([]);
  });
  it('puts names starting with the text first, then word starts, then the rest', () => {
    expect(suggestBankNames(banks, 'ba')).toEqual([
      'Bank of Baroda',
      'HDFC Bank',
      'Punjab National Bank',
      'State Bank of India',
      'Tamilnad Mercantile Bank',
    ]);
    expect(suggestBankNames(banks, 'NAD')).toEqual(['Tamilnad Mercantile Bank']);
  });
  it('shows at most 10', () => {
    const many = Array.from({ length: 25 }, (_, i) => `Co-operative Bank ${String(i).padStart(2, '0')}`);
    expect(suggestBankNames(many, 'co-op')).toHaveLength(10);
  });
});
