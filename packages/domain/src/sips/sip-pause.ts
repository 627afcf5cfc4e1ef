import { z } from 'zod';
import { messages, productMessages } from '../messages';
import { text } from '../validation/typeable-text';

// My SIPs (decision 0110): how many instalments a running SIP may skip. The exchange's SIP master
// bounds it per scheme (PAUSE MINIMUM / MAXIMUM INSTALLMENTS); the browser and the server check
// the same rule with the bounds the exchange reported for that SIP.

const own = productMessages.sips;

/** The widest bounds any scheme could give (the SIP months' own limit, spec 3 §9). */
export const SIP_PAUSE_LIMITS = { min: 1, max: 360 } as const;

export interface SipPauseBounds {
  min: number;
  max: number;
}

/** The instalments to pause, or the message for the field. Digits only, within the bounds. */
export function checkPauseInstallments(value: unknown, bounds: SipPauseBounds = SIP_PAUSE_LIMITS): { ok: true; value: number } | { ok: false; message: string } {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : typeof value === 'string' ? value.trim() : '';
  if (text === '') return { ok: false, message: own.pauseRequired };
  if (!/^\d{1,4}$/.test(text)) return { ok: false, message: messages.investMore.integersOnly };
  const n = Number(text);
  if (n < bounds.min || n > bounds.max) return { ok: false, message: own.pauseBetween(bounds.min, bounds.max) };
  return { ok: true, value: n };
}

/** The zod form of {@link checkPauseInstallments} (the contract's body field). */
export function pauseInstallmentsSchema(bounds: SipPauseBounds = SIP_PAUSE_LIMITS) {
  return z.union([text(), z.number()]).transform((value, ctx) => {
    const r = checkPauseInstallments(value, bounds);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  });
}
