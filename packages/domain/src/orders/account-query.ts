// Spec 3 §2, §8: /cheque-payment, /neft-payment and /upi-payment carry the bank account number as
// base64 in `account`; the screen shows it with the middle characters masked, and a value that is
// not base64 (or not an account number) is ignored: treated as empty.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The account number in the query, or '' when it is not base64 of 9 to 18 digits. */
export function accountFromQuery(base64: string | null | undefined): string {
  return digitsFromQuery(base64, 9, 18);
}

/**
 * Digits carried base64 in a query (spec 3 §2: the mandate setup link's mandateId, mandateLimit and
 * bankAccountNumber), or '' when the value is not base64 of `min` to `max` digits (spec 3 §8: ignored).
 */
export function digitsFromQuery(base64: string | null | undefined, min: number, max: number): string {
  const text = (base64 ?? '').trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!text || !/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.replace(/=+$/, '').length % 4 === 1) return '';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const ch of text.replace(/=+$/, '')) {
    value = (value << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((value >> bits) & 0xff);
    }
  }
  return new RegExp(`^\\d{${min},${max}}$`).test(out) ? out : '';
}

/** An account as bank cards, mandates and the sandbox bank show it: XXXX and its last 4 digits. */
export function accountNumberLast4(account: string): string {
  return `XXXX${account.slice(-4)}`;
}

/** The account as shown: the first 2 and the last 4 characters, the middle as X (XX for short ones too). */
export function maskAccountNumber(account: string): string {
  if (account.length <= 6) return account;
  return `${account.slice(0, 2)}${'X'.repeat(account.length - 6)}${account.slice(-4)}`;
}

/** Digits (an account number, a mandate id or limit) as base64 for the query (the other way round). */
export function accountToQuery(account: string): string {
  let out = '';
  for (let i = 0; i < account.length; i += 3) {
    const [a, b, c] = [account.charCodeAt(i), account.charCodeAt(i + 1), account.charCodeAt(i + 2)];
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += i + 1 < account.length ? ALPHABET[(n >> 6) & 63]! : '=';
    out += i + 2 < account.length ? ALPHABET[n & 63]! : '=';
  }
  return out;
}
