import { istToday, type Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type {
  EMandateAuthAnswer,
  EMandateAuthRequest,
  ExchangeAnswer,
  MandateDetail,
  MandatePort,
  MandateRegistration,
  MandateRegistrationAnswer,
} from '../../integrations/exchange';
import { ExchangeUnavailableError } from '../../integrations/exchange';
import type { OutsideCallHandler } from '../../outside-calls';
import type { RetryPolicy } from '../../integrations/notifications';
import { updateMandate } from './mandates.queries';

// The exchange's mandate calls as durable commands (outside-calls/, docs/decisions/0046, 0079).

export const MANDATE_REGISTRATION = { party: 'exchange', operation: 'mandate-registration' } as const;
export const MANDATE_DETAILS = { party: 'exchange', operation: 'mandate-details' } as const;
export const MANDATE_AUTH_URL = { party: 'exchange', operation: 'mandate-auth-url' } as const;
export const MANDATE_SCAN = { party: 'exchange', operation: 'mandate-scan' } as const;

/** The sandbox register de-duplicates by IdempotencyKey, so an unanswered registration may be made again. */
const RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 5_000, maxDelayMs: 5 * 60_000 };
const unavailableOnly = (err: unknown) => err instanceof ExchangeUnavailableError;

/** Registration: the apply records the exchange's id (100) or its refusal (101) on the product's row, once. */
export function mandateRegistrationHandler(
  port: MandatePort,
  clock: Clock,
): OutsideCallHandler<MandateRegistration, MandateRegistrationAnswer, { mandateRowId: string }> {
  return {
    ...MANDATE_REGISTRATION,
    retry: RETRY,
    retryable: unavailableOnly,
    call: (request, meta) => port.registerMandate({ ...request, IdempotencyKey: meta.idempotencyKey }),
    async apply(tx, { response, context }) {
      const now = clock.now();
      const pending = sql`registration = 'pending'`;
      if (response.status_code === '100' && response.mandate_id) {
        await updateMandate(
          tx,
          context.mandateRowId,
          sql`registration = 'registered', bse_mandate_id = ${response.mandate_id}, exchange_status = 'REGISTERED BY MEMBER',
              registered_on = ${istToday(clock)}::date`,
          now,
          pending,
        );
      } else {
        await updateMandate(tx, context.mandateRowId, sql`registration = 'refused', refusal = ${response.status_description}`, now, pending);
      }
    },
    async applyFailure(tx, { error, context }) {
      await updateMandate(tx, context.mandateRowId, sql`registration = 'failed', refusal = ${error}`, clock.now(), sql`registration = 'pending'`);
    },
  };
}

/** The mandate details report: the apply brings the product's rows of this client up to the exchange's statuses. */
export function mandateDetailsHandler(
  port: MandatePort,
  clock: Clock,
): OutsideCallHandler<{ ClientCode: string }, MandateDetail[], Record<string, never>> {
  return {
    ...MANDATE_DETAILS,
    retryable: unavailableOnly,
    call: (request) => port.mandateDetails(request),
    async apply(tx, { response, request }) {
      const now = clock.now().toISOString();
      for (const d of response) {
        await tx.execute(
          sql`UPDATE investor_mandate SET exchange_status = ${d.Status}, remarks = ${d.Remarks}, umrn = ${d.UMRNNo || null},
                updated_at = ${now}::timestamptz
              WHERE ucc = ${request.ClientCode} AND bse_mandate_id = ${d.MandateId}
                AND (exchange_status IS DISTINCT FROM ${d.Status} OR remarks <> ${d.Remarks})`,
        );
      }
    },
  };
}

/** The e-mandate's authentication URL: nothing to apply (the caller reads the answer). */
export function mandateAuthUrlHandler(port: MandatePort): OutsideCallHandler<EMandateAuthRequest, EMandateAuthAnswer, Record<string, never>> {
  return { ...MANDATE_AUTH_URL, retryable: unavailableOnly, call: (request) => port.eMandateAuthUrl(request) };
}

export interface ScanRequest {
  ClientCode: string;
  MandateId: string;
  /** The kept scan (uploads feature), read when the call is made: the command does not carry 2 MB. */
  fileId: string;
  userId: string;
}

/**
 * The signed physical form to the exchange. The call reads the kept scan; the apply marks it sent
 * on 100, and on 101 (the exchange could not read it) forgets it so that another can be uploaded.
 */
export function mandateScanHandler(
  port: MandatePort,
  clock: Clock,
  scanBytes: (userId: string, fileId: string) => Promise<Uint8Array | null>,
): OutsideCallHandler<ScanRequest, ExchangeAnswer, { mandateRowId: string }> {
  return {
    ...MANDATE_SCAN,
    retry: { maxAttempts: 3, baseDelayMs: 5_000, maxDelayMs: 60_000 },
    retryable: unavailableOnly,
    async call(request) {
      const image = await scanBytes(request.userId, request.fileId);
      if (!image) return { status_code: '101', status_description: 'FAILED: MANDATE IMAGE NOT FOUND' };
      return port.uploadMandateScan({ ClientCode: request.ClientCode, MandateId: request.MandateId, Image: image });
    },
    async apply(tx, { response, request, context }) {
      const now = clock.now();
      if (response.status_code === '100') {
        await updateMandate(tx, context.mandateRowId, sql`scan_sent_at = ${now.toISOString()}::timestamptz, exchange_status = 'UNDER PROCESSING'`, now);
      } else {
        await updateMandate(tx, context.mandateRowId, sql`scan_file_id = NULL`, now, sql`scan_file_id = ${request.fileId}::uuid`);
      }
    },
  };
}
