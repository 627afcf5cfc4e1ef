import { useEffect, useState } from 'react';

/**
 * Seconds until Resend opens again (spec 2 §4: 30 s after each send; spec 3 §4 for sign-in),
 * counted from each new `sent` answer. Counted against the clock, not by ticks, so a busy tab
 * that skips intervals still opens Resend on time.
 */
export function useResendCountdown(sent: { resendAfterSeconds: number } | null): number {
  const [left, setLeft] = useState(sent?.resendAfterSeconds ?? 0);
  useEffect(() => {
    if (!sent) return setLeft(0);
    const until = Date.now() + sent.resendAfterSeconds * 1000;
    setLeft(sent.resendAfterSeconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sent]);
  return left;
}
