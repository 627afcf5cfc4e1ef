import { z } from 'zod';
import type { BseV2Message } from './bse-v2-errors';

// Every v2 call posts { "data": … } and answers { status, data, messages } (research §1.1, [C]).

const msgid = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** One message; `field` and `errcode` may be absent in some answers, so they read as ''. */
export const bseV2MessageSchema: z.ZodType<BseV2Message, unknown> = z.object({
  msgid,
  errcode: z.string().default(''),
  field: z.string().default(''),
});

/**
 * The envelope. 'failure' is read as 'error': one public TypeScript client lists it beside
 * 'error' (the sources show 'error' only in bodies seen).
 */
export const bseV2EnvelopeSchema = z.object({
  status: z.enum(['success', 'error', 'failure']).transform((s) => (s === 'success' ? 'success' : 'error')),
  data: z.unknown().optional(),
  messages: z.array(bseV2MessageSchema).nullish().transform((m) => m ?? []),
});
export type BseV2Envelope = z.infer<typeof bseV2EnvelopeSchema>;

/** BSE's ids arrive as numbers or strings (order 5001212827, registration "98765432123456789"): kept as strings. */
export const bseV2Id = z.union([
  z.string().trim().min(1),
  z.number().int().nonnegative().transform((n, ctx) => {
    // Past 2^53 a JSON number has already lost digits: refuse rather than keep a wrong id.
    if (!Number.isSafeInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'an id beyond 2^53 arrived as a JSON number' });
      return z.NEVER;
    }
    return String(n);
  }),
]);

/** What a call sends and how its answer's data is read. */
export interface BseV2Request<T> {
  path: string;
  data: unknown;
  answer: z.ZodType<T, unknown>;
}
