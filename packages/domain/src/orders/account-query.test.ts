import { describe, expect, it } from 'vitest';
import { accountFromQuery, accountToQuery, digitsFromQuery, maskAccountNumber } from './account-query';

describe('the account in the payment pages’ query (spec 3 §2, §8)', () => {
  it('reads base64 of the account number, as the standard encoder writes it', () => {
    for (const account of ['123456789', '50100012345678', '123456789012345678']) {
      const encoded = Buffer.from(account).toString('base64');
      expect(accountToQuery(account)).toBe(encoded);
      expect(accountFromQuery(encoded)).toBe(account);
    }
  });

  it('ignores what is not base64 of an account number', () => {
    expect(accountFromQuery(undefined)).toBe('');
    expect(accountFromQuery('')).toBe('');
    expect(accountFromQuery('%%%')).toBe('');
    expect(accountFromQuery('A')).toBe('');
    expect(accountFromQuery(Buffer.from('<script>').toString('base64'))).toBe('');
    expect(accountFromQuery(Buffer.from('12345').toString('base64'))).toBe('');
  });

  it('reads the mandate setup link\'s base64 digits within their bounds (spec 3 §2), ignoring the rest', () => {
    expect(digitsFromQuery(accountToQuery('150000'), 1, 9)).toBe('150000');
    expect(digitsFromQuery(Buffer.from('1').toString('base64'), 1, 9)).toBe('1');
    expect(digitsFromQuery(accountToQuery('1234567890'), 1, 9)).toBe('');
    expect(digitsFromQuery(Buffer.from('12.5').toString('base64'), 1, 9)).toBe('');
    expect(digitsFromQuery('%%%', 1, 9)).toBe('');
    expect(digitsFromQuery(null, 1, 9)).toBe('');
  });

  it('masks the middle', () => {
    expect(maskAccountNumber('50100012345678')).toBe('50XXXXXXXX5678');
    expect(maskAccountNumber('123456')).toBe('123456');
  });
});
