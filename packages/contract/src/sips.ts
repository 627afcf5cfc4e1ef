import { pauseInstallmentsSchema, text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRoute } from './route';
import { decimalString } from './wire';

/**
 * My SIPs (spec 3 §2 Account area "My SIPs"; issue 12 §3; decisions 0109, 0110): the signed-in
 * investor's SIPs registered at the exchange through checkout, with what the exchange reports of
 * each, and the two changes an investor can ask for: pause for a number of instalments, cancel.
 * A SIP is named by the product's id (`sipId`), reached only by its owner.
 */
const sipIdSchema = z.string().regex(/^\d{1,18}$/, 'Expected a SIP id');
/** The browser's key for one request: a retry or a double tap with the same key is one request. */
const requestKeySchema = text().min(8).max(64);

export const sipStatuses = ['REGISTERING', 'ACTIVE', 'PAUSED', 'CANCELLING', 'CANCELLED', 'COMPLETED', 'REGISTRATION_FAILED'] as const;

export const runningSip = z.object({
  sipId: z.string(),
  schemeId: z.number().int(),
  schemeName: z.string(),
  /** The exchange's XSIP registration number; '' until registered. */
  xsipRegId: z.string(),
  status: z.enum(sipStatuses),
  /** What the screen shows for the status. */
  statusLabel: z.string(),
  amount: decimalString,
  sipDate: z.number().int(),
  /** The months registered (360 = until cancelled). */
  numOfInstallments: z.number().int(),
  /** DD/MM/YYYY: the first instalment's date. */
  startDate: z.string(),
  /** DD/MM/YYYY, or '' when no instalment is to come (or the exchange could not be asked). */
  nextInstallmentDate: z.string(),
  installmentsDone: z.number().int().nullable(),
  installmentsFailed: z.number().int().nullable(),
  installmentsSkipped: z.number().int().nullable(),
  /** DD/MM/YYYY range of the running pause, else ''. */
  pausedFrom: z.string(),
  pausedTo: z.string(),
  mandate: z.object({ mandateId: z.string(), bankName: z.string(), bankAccountNumber: z.string() }),
  folioNumber: z.string().nullable(),
  /** A pause the exchange would take now: its bounds; null when the SIP cannot be paused. */
  pause: z.object({ min: z.number().int(), max: z.number().int(), pausesLeft: z.number().int() }).nullable(),
  canCancel: z.boolean(),
  /** The exchange's words on the last refused pause or cancel, else ''. */
  lastRemarks: z.string(),
});
export type RunningSip = z.infer<typeof runningSip>;

export const runningSipsAnswer = z.object({
  sips: z.array(runningSip),
  /** False when the exchange's report could not be read: dates and counts are then blank. */
  exchangeAnswered: z.boolean(),
});
export type RunningSipsAnswer = z.infer<typeof runningSipsAnswer>;

export const sipChangeAnswer = z.object({
  /** DONE: the exchange took it; REFUSED: it did not (message says why); SENDING: no answer yet. */
  outcome: z.enum(['DONE', 'REFUSED', 'SENDING']),
  message: z.string(),
  sip: runningSip.nullable(),
});
export type SipChangeAnswer = z.infer<typeof sipChangeAnswer>;

export const pauseSipBody = z.object({ sipId: sipIdSchema, installments: pauseInstallmentsSchema(), requestKey: requestKeySchema });
export type PauseSipBody = z.input<typeof pauseSipBody>;
export const cancelSipBody = z.object({ sipId: sipIdSchema, requestKey: requestKeySchema });
export type CancelSipBody = z.input<typeof cancelSipBody>;

const sipScoped = { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'sipId', names: 'sip' }] } } as const;

export const sipRoutes = {
  runningSips: defineRoute({
    method: 'GET',
    path: '/api/v1/sips/running-sips',
    summary: "The signed-in investor's SIPs with the next instalment, instalments done and failed, the mandate, and what can be changed",
    tags: ['sips'],
    access: 'signedIn',
    response: runningSipsAnswer,
  }),
  pauseSip: defineRoute({
    method: 'POST',
    path: '/api/v1/sips/pause-sip',
    summary: 'Pauses a running SIP for a number of instalments through the exchange (within the scheme’s pause rules); a repeated requestKey is one pause',
    tags: ['sips'],
    access: sipScoped,
    body: pauseSipBody,
    response: sipChangeAnswer,
  }),
  cancelSip: defineRoute({
    method: 'POST',
    path: '/api/v1/sips/cancel-sip',
    summary: 'Cancels a SIP at the exchange; a second cancel of the same SIP answers the first',
    tags: ['sips'],
    access: sipScoped,
    body: cancelSipBody,
    response: sipChangeAnswer,
  }),
};
