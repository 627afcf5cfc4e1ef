import type { IncomingHttpHeaders } from 'node:http';

/**
 * What a party's verifier is given: the request's bytes exactly as they arrived (a signature
 * covers bytes, not a parsed value), its headers, and the sender's address (for a party that
 * authenticates by allowlist in a test environment).
 */
export interface WebhookDelivery {
  raw: Buffer;
  contentType: string;
  headers: IncomingHttpHeaders;
  remoteAddress: string;
}

/** An event the party is proven to have sent, in the inbox's terms. */
export interface VerifiedEvent {
  /** The party's id of the event: a redelivery carries the same one. */
  eventId: string;
  /** The party's category of event (BSE: ORDER, SXP, MANDATES, ...). */
  eventType: string;
  /** The event's name within it (BSE: order_allotted, ...). */
  event: string;
  /** What it is about ('order:<id>', 'mandate:<id>', ...): its subject's events apply in order. */
  subject: string;
  /** When the party says it happened, when it says. */
  eventAt: Date | null;
  /** The decoded event, as kept in the inbox. */
  payload: unknown;
}

/**
 * Why a delivery is refused. `unverifiable` (401): no proof the party sent it (bad signature,
 * wrong key, disallowed algorithm, plain text where not allowed, outside the time window).
 * `malformed` (400): proven, but not an event we can read. Neither is stored.
 */
export type WebhookRefusal = { refused: 'unverifiable' | 'malformed'; reason: string };

export type VerifyOutcome = { verified: VerifiedEvent } | WebhookRefusal;

/** One party's proof check: payment and SMS providers bring their own (HMAC, JOSE, ...). */
export interface WebhookVerifier {
  verify(delivery: WebhookDelivery): Promise<VerifyOutcome>;
}

export const unverifiable = (reason: string): WebhookRefusal => ({ refused: 'unverifiable', reason });
export const malformed = (reason: string): WebhookRefusal => ({ refused: 'malformed', reason });
