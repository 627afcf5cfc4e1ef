import { emailAddress, messages, mobileNumber, text } from '@sanchay/domain';
import { z } from 'zod';

/**
 * An advisor's share of a link with the customer (spec 1 §5, spec 3 §5 "Share by e-mail required
 * and valid. Share by SMS exactly 10 digits"): the channel and the address. The server builds the
 * link itself from what the route names (never a link the browser sends) and queues the message
 * in the outbox. Used by the payment link (checkout) and the mandate setup link (mandates).
 */
export const shareTypeSchema = z.enum(['email', 'sms']);
export type ShareType = z.infer<typeof shareTypeSchema>;

const emailValue = emailAddress();
const smsValue = mobileNumber({ required: messages.share.smsTenDigits, invalid: messages.share.smsTenDigits });

/** The share's fields, for a route's body beside what it names (`{ ...shareFields, loopBackUrl }`). */
export const shareFields = { type: shareTypeSchema, value: text().max(254) };

/**
 * The recipient for the chosen channel, as a refinement of a body with {@link shareFields}: the
 * field's message is the spec's. In the body, not the query: an address has no place in the
 * request log.
 */
export function checkShareTarget(target: { type: ShareType; value: string }, ctx: z.RefinementCtx): void {
  const checked = (target.type === 'email' ? emailValue : smsValue).safeParse(target.value);
  if (!checked.success) ctx.addIssue({ code: 'custom', path: ['value'], message: checked.error.issues[0]?.message ?? messages.share.smsTenDigits });
}

/** What a share answers: the spec's success message ('Payment link shared successfully!!!'). */
export const shareAnswer = z.object({ message: z.string() });
