/**
 * When a failed delivery is tried again (docs/decisions/0008-outbox-and-jobs.md): exponential
 * backoff from 30 s, doubling, at most 10 minutes apart, and 6 attempts in all. The retries of a
 * message that keeps failing come 30 s, 1, 2, 4 and 8 minutes apart: about 15½ minutes from the
 * first try to `failed`, longer than an OTP lives, short enough that a person still waiting sees
 * the message arrive.
 */
export interface RetryPolicy {
  /** Sends tried before the message is marked failed. */
  maxAttempts: number;
  /** Wait after the first failed attempt. */
  baseDelayMs: number;
  /** Longest wait between two attempts. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 30_000,
  maxDelayMs: 10 * 60_000,
};

/**
 * The wait before the next attempt, after `attempts` failed ones (1 → 30 s, 2 → 60 s, …), or
 * null when none is left.
 */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number | null {
  if (attempts >= policy.maxAttempts) return null;
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs);
}
