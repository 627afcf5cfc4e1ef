import { describe, expect, it } from 'vitest';
import { maskPan, panSchema } from './pan';

const messageOf = (v: unknown) => {
  const r = panSchema.safeParse(v);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('PAN (spec 2 §5)', () => {
  it('accepts five letters, four digits and a letter, upper-casing what was typed', () => {
    expect(panSchema.parse(' abcpe1234f ')).toBe('ABCPE1234F');
  });
  it('asks for a PAN when empty', () => {
    expect(messageOf('')).toBe('Please enter PAN number');
    expect(messageOf(undefined)).toBe('Please enter PAN number');
  });
  it.each(['ABCPE1234', 'ABCP12345F', 'ABCPE12345', '1BCPE1234F', 'ABCPE1234FF'])('refuses %s', (pan) => {
    expect(messageOf(pan)).toBe('Please enter valid PAN number');
  });
  it('masks the letters for the duplicate-PAN panel', () => {
    expect(maskPan('ABCPE1234F')).toBe('XXXXX1234X');
  });
});
