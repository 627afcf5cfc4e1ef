// What every API answer must be, whatever was sent (docs/decisions/0004, 0022): below 500, JSON,
// and the envelope: success with responseData, or the failure envelope with a catalogue message.
import { failureEnvelope } from '@sanchay/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

/**
 * Why an answer breaks the rule, or null when it keeps it. A raw route's success is its bytes; a
 * party's route's success is the party's acknowledgement (`ack`), its refusals the envelope.
 */
export function envelopeViolation(res: LightMyRequestResponse, options: { raw?: boolean; ack?: z.ZodType } = {}): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (options.raw && res.statusCode < 400) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type "${type}" (status ${res.statusCode})`;
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return `not JSON (status ${res.statusCode})`;
  }
  const envelope = json as { operationMessage?: unknown; responseData?: unknown };
  if (res.statusCode < 300 && options.ack) return options.ack.safeParse(json).success ? null : `status ${res.statusCode} outside the party's acknowledgement`;
  if (res.statusCode < 300) {
    if (envelope?.operationMessage !== 'success' || !('responseData' in (envelope as object))) return `status ${res.statusCode} without the success envelope`;
    return null;
  }
  const failure = failureEnvelope.safeParse(json);
  if (!failure.success) return `status ${res.statusCode} outside the failure envelope`;
  if (failure.data.message.trim() === '' || /^FST_|^Fastify|^Unsupported Media Type|^Body cannot be empty/i.test(failure.data.message)) {
    return `status ${res.statusCode} with the framework's own words: ${failure.data.message}`;
  }
  return null;
}

/** A short, printable account of a request or answer body (huge strings cut, controls escaped). */
export function printable(value: unknown, max = 300): string {
  const text = Buffer.isBuffer(value) ? `<${value.length} bytes> ${JSON.stringify(value.subarray(0, 80).toString('latin1'))}` : typeof value === 'string' ? value : JSON.stringify(value);
  const escaped = JSON.stringify(text ?? '').slice(1, -1);
  return escaped.length > max ? `${escaped.slice(0, max)}… (${escaped.length} chars)` : escaped;
}
