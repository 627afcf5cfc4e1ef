import { describe, it, expect } from 'vitest';
import {
  Decimal,
  formatIndianNumber,
  formatPercent,
  formatRupees,
  formatShortAmount,
  formatUnits,
  isDecimalString,
  parseDecimal,
  roundAmount,
  roundUnits,
  toDecimal,
} from './money';

describe('Decimal', () => {
  it('keeps 40 significant digits, so a large amount times a NAV stays exact', () => {
    expect(new Decimal('12345678901234.56').times('1234.5678').toFixed()).toBe(
      '15241577640603568.023168',
    );
  });
  it('is a private clone: the decimal.js default precision is untouched', async () => {
    const { default: Library } = await import('decimal.js');
    expect(Library.precision).toBe(20);
    expect(Decimal.precision).toBe(40);
  });
});

describe('parseDecimal / toDecimal / isDecimalString', () => {
  it.each([
    ['1234.50', '1234.5'],
    [' 12 ', '12'],
    ['-0.25', '-0.25'],
    ['+7', '7'],
    ['.5', '0.5'],
    ['5.', '5'],
  ])('parses %j as %s', (text, expected) => {
    expect(toDecimal(text).toFixed()).toBe(expected);
    expect(isDecimalString(text)).toBe(true);
  });
  it.each(['', ' ', '1,234', '1e5', 'NaN', 'Infinity', 'abc', '12.3.4', '--1', '₹10'])(
    'rejects %j',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
      expect(isDecimalString(text)).toBe(false);
      expect(() => toDecimal(text)).toThrow(RangeError);
    },
  );
  it('accepts finite numbers and Decimals, rejects NaN, infinities and nullish', () => {
    expect(toDecimal(0.1).toFixed()).toBe('0.1');
    expect(toDecimal(new Decimal('3.25')).toFixed()).toBe('3.25');
    expect(toDecimal(12345678901234567890n).toFixed()).toBe('12345678901234567890');
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDecimal(new Decimal(Number.NaN))).toBeNull();
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
  });
});

describe('roundAmount', () => {
  it.each([
    ['2.345', '2.35'],
    ['2.344', '2.34'],
    ['-2.345', '-2.35'],
    ['1.005', '1.01'], // a binary float would give 1.00
    ['10', '10.00'],
  ])('%s → %s (half-up, 2 dp)', (value, expected) => {
    expect(roundAmount(value).toFixed(2)).toBe(expected);
  });
});

describe('roundUnits', () => {
  it.each([
    ['12.34567', '12.3456'],
    ['12.34564', '12.3456'],
    ['0.99999', '0.9999'],
    ['5', '5.0000'],
  ])('%s → %s (truncated to 4 dp: never more units than the money buys)', (value, expected) => {
    expect(roundUnits(value).toFixed(4)).toBe(expected);
  });
  it('allots 10,000 rupees at NAV 33.3333 as 300.0003 units', () => {
    expect(roundUnits(new Decimal('10000').div('33.3333')).toFixed(4)).toBe('300.0003');
  });
});

describe('formatRupees', () => {
  it.each([
    ['1234567.5', '₹12,34,567.50'],
    ['0', '₹0.00'],
    ['5', '₹5.00'],
    ['999', '₹999.00'],
    ['1000', '₹1,000.00'],
    ['99999.99', '₹99,999.99'],
    ['100000', '₹1,00,000.00'],
    ['1000000', '₹10,00,000.00'],
    ['10000000', '₹1,00,00,000.00'],
    ['123456789012.34', '₹1,23,45,67,89,012.34'],
    ['12345678901234567.89', '₹12,34,56,78,90,12,34,567.89'],
    ['0.005', '₹0.01'],
    ['0.004', '₹0.00'],
    [-1234, '-₹1,234.00'],
    ['-1234567.891', '-₹12,34,567.89'],
    ['-0.004', '₹0.00'],
  ])('%s → %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
  it('rounds half-up to whole rupees with decimals: 0', () => {
    expect(formatRupees('1234567.5', { decimals: 0 })).toBe('₹12,34,568');
    expect(formatRupees('1234567.49', { decimals: 0 })).toBe('₹12,34,567');
    expect(formatRupees('-100000', { decimals: 0 })).toBe('-₹1,00,000');
  });
  it('throws on text that is not a decimal', () => {
    expect(() => formatRupees('12,345')).toThrow(RangeError);
  });
});

describe('formatIndianNumber', () => {
  it('groups without the symbol, 2 decimals by default', () => {
    expect(formatIndianNumber('1234567.5')).toBe('12,34,567.50');
    expect(formatIndianNumber('1234567.5', 0)).toBe('12,34,568');
    expect(formatIndianNumber('-98765.4321', 4)).toBe('-98,765.4321');
    expect(formatIndianNumber(12)).toBe('12.00');
  });
  it('agrees with Intl en-IN (full ICU) on values a float holds exactly', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const values = [
      0, 7, 12.5, 999.75, 1000, 54321.25, 100000, 1234567.5, 98765432.25, 1e12, 123456789012345,
    ];
    for (const v of values) {
      expect(formatIndianNumber(v)).toBe(intl.format(v));
      expect(formatIndianNumber(-v === 0 ? 0 : -v)).toBe(intl.format(-v === 0 ? 0 : -v));
    }
  });
});

describe('formatShortAmount (spec 1 §9)', () => {
  it.each([
    ['0', '₹0'],
    ['999', '₹999'],
    ['500.5', '₹500.5'],
    ['999.994', '₹999.99'],
    ['999.995', '₹1K'],
    ['1000', '₹1K'],
    ['12345', '₹12.35K'],
    ['45500', '₹45.5K'],
    ['50000', '₹50K'],
    ['99500', '₹99.5K'],
    ['99999', '₹1L'],
    ['100000', '₹1L'],
    ['1234567', '₹12.35L'],
    ['1250000', '₹12.5L'],
    ['9999999', '₹1 Crs'],
    ['10000000', '₹1 Crs'],
    ['12000000', '₹1.2 Crs'],
    ['12500000000', '₹1,250 Crs'],
    ['-50000', '-₹50K'],
    ['-0.001', '₹0'],
  ])('%s → %s', (amount, expected) => {
    expect(formatShortAmount(amount)).toBe(expected);
  });
  it("writes lakhs as ' Lakh' in the long style", () => {
    expect(formatShortAmount('1250000', 'Lakh')).toBe('₹12.5 Lakh');
    expect(formatShortAmount('1000000', 'Lakh')).toBe('₹10 Lakh');
    expect(formatShortAmount('50000', 'Lakh')).toBe('₹50K');
  });
});

describe('formatUnits (3 decimals, spec 3 §9)', () => {
  it.each([
    ['1234.56789', '1,234.568'],
    ['1234.5674', '1,234.567'],
    ['0.0005', '0.001'],
    ['12', '12.000'],
    ['123456.7891', '1,23,456.789'],
  ])('%s → %s', (units, expected) => {
    expect(formatUnits(units)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    ['12.345', undefined, '12.35%'],
    ['12.345', true, '+12.35%'],
    ['-3.1', true, '-3.10%'],
    ['-3.1', false, '-3.10%'],
    ['0', true, '0.00%'],
    ['-0.001', true, '0.00%'],
    ['0.005', true, '+0.01%'],
    ['1234.5', false, '1,234.50%'],
  ] as const)('%s signed=%s → %s', (value, signed, expected) => {
    expect(formatPercent(value, { signed })).toBe(expected);
  });
});
