// What a BSE StAR MF v2 call can end in besides an answer. Durable commands (outside-calls/)
// retry BseV2UnavailableError only: the exchange gave no answer, so the same request (same
// mem_ord_ref_id) is sent again. A refusal is an answer, and sending it again changes nothing.

/** One entry of the answer's `messages`: `msgid` is BSE's number, `errcode` its name, `field` what it concerns. */
export interface BseV2Message {
  msgid: number;
  errcode: string;
  field: string;
}

/**
 * The error numbers public sources show, in one table. Where a source showed the number with its
 * name the name is given; `knownFrom` says where (exchange/README.md has the references).
 */
export const BSE_V2_ERROR_CODES = {
  522: { errcode: 'required', meaning: 'a required field is missing', knownFrom: 'UAT probe of sxp_cancel (field "Type")' },
  507: { errcode: 'record_not_found', meaning: 'no such order, registration or record', knownFrom: 'UAT and production, sxp_cancel (field "id/type")' },
  561: { errcode: 'not_allowed', meaning: '"{field} is not allowed": a field the call does not take', knownFrom: 'TypeScript SxP schema notes; the errcode name is inferred' },
  3669: { errcode: 'invalid_field', meaning: 'a field has an invalid value', knownFrom: 'TypeScript SxP schema notes; the v2 portal error catalogue' },
  509: { errcode: 'token_verification_failed', meaning: 'the bearer token (or a 2FA page token) is invalid or expired', knownFrom: 'DhanRadar admin/bse_uat_router.py' },
} as const satisfies Record<number, { errcode: string; meaning: string; knownFrom: string }>;

/** The error number that means "log in again"; the client also reads HTTP 401 and any errcode naming a token so. */
export const BSE_V2_TOKEN_ERROR = 509;

/** Whether a message says the bearer token is invalid or expired (the client logs in again, once). */
export function isTokenMessage(message: BseV2Message): boolean {
  return message.msgid === BSE_V2_TOKEN_ERROR || /token/i.test(message.errcode);
}

/** BSE answered and refused: `messages` say why (BSE_V2_ERROR_CODES). Not retryable. */
export class BseV2RejectedError extends Error {
  readonly path: string;
  readonly httpStatus: number;
  readonly messages: readonly BseV2Message[];
  /** True when BSE refused even the token of a fresh login (credentials or BSE's side: for operations). */
  readonly tokenRefused: boolean;
  constructor(path: string, httpStatus: number, messages: readonly BseV2Message[], tokenRefused = false) {
    const said = messages.map((m) => `${m.msgid} ${m.errcode}${m.field ? ` (${m.field})` : ''}`).join('; ');
    super(`BSE StAR MF refused ${path} (HTTP ${httpStatus}): ${said || (tokenRefused ? 'token refused' : 'no reason given')}`);
    this.name = 'BseV2RejectedError';
    this.path = path;
    this.httpStatus = httpStatus;
    this.messages = messages;
    this.tokenRefused = tokenRefused;
  }
  /** The field of the first message, as the investor's form would highlight it. */
  get field(): string | undefined {
    return this.messages[0]?.field;
  }
  /** Whether any message carries this error number. */
  has(msgid: number): boolean {
    return this.messages.some((m) => m.msgid === msgid);
  }
}

/**
 * No usable answer: a timeout, a network error, HTTP 5xx, or a body that is not BSE's JSON
 * envelope (BSE's WAF is said to answer its HTML block page with HTTP 200). Retryable.
 */
export class BseV2UnavailableError extends Error {
  readonly path: string;
  /** The HTTP status when there was one. */
  readonly httpStatus: number | undefined;
  constructor(path: string, reason: string, options?: { httpStatus?: number; cause?: unknown }) {
    super(`BSE StAR MF did not answer ${path}: ${reason}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BseV2UnavailableError';
    this.path = path;
    this.httpStatus = options?.httpStatus;
  }
}

/**
 * BSE said success but its data is not the shape this adapter reads. Not retryable: the call
 * may have taken effect (an order placed), so the answer is kept for operations (`data`), never
 * sent again blindly.
 */
export class BseV2UnreadableAnswerError extends Error {
  readonly path: string;
  readonly data: unknown;
  constructor(path: string, problems: string, data: unknown) {
    super(`BSE StAR MF answered ${path} in a shape not understood: ${problems}`);
    this.name = 'BseV2UnreadableAnswerError';
    this.path = path;
    this.data = data;
  }
}

/** For an outside-call handler's `retryable`: only "no answer" is sent again. */
export function isBseV2Retryable(err: unknown): boolean {
  return err instanceof BseV2UnavailableError;
}
