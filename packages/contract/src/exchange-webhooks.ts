import { z } from 'zod';
import { definePartyRoute } from './route';

/**
 * The exchange's webhooks in (BSE StAR MF v2, research/outside-parties.md §1.5, decision 0174).
 * BSE pushes one event per request: a JWS (RS256, BSE's key) whose payload is a JWE
 * (RSA-OAEP-256 + A256GCM, to our key) of this JSON; its UAT pushes the JSON itself. The shapes
 * are what UAT-tested code shows [C], not BSE's document: fields the product does not read are
 * kept (loose objects) in the stored payload.
 */

/** BSE's event categories (action.event_type). */
export const exchangeEventTypes = [
  'UCC',
  'ORDER',
  'SXP',
  'MANDATES',
  'PAYMENT GATEWAY',
  'NFT',
] as const;

/** An identifier as BSE sends it: a string, or a number (order ids are numeric). */
const exchangeId = z.union([
  z.string().trim().min(1).max(64),
  z.number().int().nonnegative().transform(String),
]);

export const exchangeWebhookEvent = z.looseObject({
  member: z.looseObject({ member_id: exchangeId }).optional(),
  /** BSE's id of this event: a redelivery carries the same one (the inbox's key). */
  request_id: exchangeId,
  investor: z.looseObject({ client_code: exchangeId.optional() }).optional(),
  action: z.looseObject({
    event_type: z.string().trim().min(1).max(40),
    event: z.string().trim().min(1).max(80),
    /** When it happened, as BSE writes it (ISO 8601; without an offset it is read as IST). */
    at: z.string().trim().min(1).max(40).optional(),
    order_id: exchangeId.optional(),
    sxp_reg_num: exchangeId.optional(),
    mandate_id: exchangeId.optional(),
  }),
});
export type ExchangeWebhookEvent = z.output<typeof exchangeWebhookEvent>;

/** BSE's acknowledgement: any 2xx counts as delivered; the body carries our id of the event. */
export const exchangeWebhookAck = z.object({
  status: z.literal('success'),
  data: z.object({ id: z.string() }),
  messages: z.array(z.unknown()),
});
export type ExchangeWebhookAck = z.infer<typeof exchangeWebhookAck>;

export const exchangeWebhookRoutes = {
  exchangeWebhook: definePartyRoute({
    method: 'POST',
    path: '/api/v1/webhooks/exchange',
    summary:
      'The exchange pushes one event (BSE StAR MF v2: a JWS of a JWE, application/jose). Verified over the raw bytes and kept once per ' +
      'request_id before the 200 acknowledgement; 401 when it cannot be verified, 400 when a verified body is not an event, 503 ' +
      '(Retry-After) when it could not be kept.',
    tags: ['webhooks'],
    access: 'party',
    party: 'exchange',
    contentTypes: ['application/jose', 'application/json'],
    ack: exchangeWebhookAck,
  }),
} as const;
