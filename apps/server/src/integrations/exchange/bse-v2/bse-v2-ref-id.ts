import { createHash } from 'node:crypto';

/**
 * How many digits the reference has: 18, always (the first never 0).
 *
 * BSE wants mem_ord_ref_id / mem_sxp_ref_id as a numeric string (DhanRadar: "numeric-only string,
 * the documented BSE requirement"); the v2 portal's extract allows 1–32 characters of digits and
 * hyphens. 18 digits satisfy both and also fit a signed 64-bit integer (at most 19 digits,
 * 9223372036854775807), in case BSE or a reconciliation file keeps it as a bigint; a fixed
 * length with no leading zero survives any system that reads it as a number and writes it back.
 */
export const BSE_V2_REF_ID_DIGITS = 18;

const LOW = 10n ** BigInt(BSE_V2_REF_ID_DIGITS - 1);
const SPAN = 9n * LOW; // 9 × 10^17 values: about 2^59.6

/**
 * The member's reference for a durable command, from its idempotency key: the same key gives the
 * same reference, so a command sent again after a timeout is the same order at the exchange.
 * SHA-256 of the key, its first 8 bytes as a number, folded into 18 digits. Two distinct keys
 * share a reference with probability about n² / 1.8 × 10^18 among n keys (a million keys: 6 in
 * 10 million). A collision would make BSE refuse or merge the second order, never lose money
 * silently; the order's own answer shows it.
 */
export function bseV2RefId(idempotencyKey: string): string {
  if (idempotencyKey === '') throw new RangeError('An idempotency key is needed for a BSE reference');
  const digest = createHash('sha256').update(idempotencyKey, 'utf8').digest();
  const n = digest.readBigUInt64BE(0);
  return (LOW + (n % SPAN)).toString();
}
