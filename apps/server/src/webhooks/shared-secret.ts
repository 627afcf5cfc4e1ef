import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Comparisons for parties that prove a delivery with a shared secret (an HMAC of the body, a
 * token header: payment and SMS providers). Constant time, so the answer's timing tells an
 * attacker nothing about how much of a guess was right; both sides are hashed first so that
 * unequal lengths take the same path (timingSafeEqual needs equal lengths).
 */
export function sameSecret(given: string | Buffer, expected: string | Buffer): boolean {
  const a = createHmac('sha256', 'same-secret').update(given).digest();
  const b = createHmac('sha256', 'same-secret').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Whether `signatureHex` is the HMAC-SHA256 of the raw bytes with the shared secret. */
export function hmacSha256Matches(raw: Buffer, signatureHex: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(raw).digest('hex');
  return sameSecret(signatureHex.trim().toLowerCase(), expected);
}
