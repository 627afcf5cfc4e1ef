import { describe, expect, it } from 'vitest';
import { aadhaarLast4, aadhaarSchema, occupationTypeOf } from './occupation';

describe('occupation codes (spec 2 §3)', () => {
  it.each([
    ['01', 'S'], ['10', 'S'], ['Service', 'S'], ['11', 'B'], ['03', 'B'], ['Business', 'B'],
    ['99', 'O'], ['06', 'O'], ['Others', 'O'], ['05', null], [null, null],
  ] as const)('%s → %s', (code, type) => {
    expect(occupationTypeOf(code)).toBe(type);
  });
});

describe('Aadhaar (spec 2 §5)', () => {
  it.each(['123412341234', '1234 1234 1234', '1234-1234-1234'])('accepts %s as 12 digits', (a) => {
    expect(aadhaarSchema.parse(a)).toBe('123412341234');
  });
  it.each(['12341234123', '1234 1234-1234', '1234  1234 1234', 'abcd12341234', ''])('refuses %j', (a) => {
    const r = aadhaarSchema.safeParse(a);
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Please enter valid adhaar no.');
  });
  it('keeps the last 4 digits for the nominee check', () => {
    expect(aadhaarLast4('1234 5678 9012')).toBe('9012');
  });
});
