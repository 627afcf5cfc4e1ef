import { exchangeWebhookEvent, type ExchangeWebhookEvent } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import { compactDecrypt, compactVerify, importPKCS8, importSPKI, type CryptoKey } from 'jose';
import {
  checkTimeWindow,
  malformed,
  parsePartyTime,
  unverifiable,
  type TimeWindow,
  type VerifiedEvent,
  type VerifyOutcome,
  type WebhookDelivery,
  type WebhookVerifier,
} from '../../webhooks';

/**
 * BSE StAR MF v2's webhooks (research/outside-parties.md §1.5, decision 0174): a JWS compact
 * (RS256, BSE's key) whose payload is a JWE compact (RSA-OAEP-256 + A256GCM, encrypted to our
 * key) of the event's JSON. Only those algorithms: `none`, HS256 (a forger's "shared secret" is
 * BSE's public key), RSA1_5 and the rest are refused before any key is tried.
 */
const JWS_ALGORITHMS = ['RS256'];
const JWE_KEY_ALGORITHMS = ['RSA-OAEP-256'];
const JWE_CONTENT_ALGORITHMS = ['A256GCM'];

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const COMPACT_JWE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface BseWebhookSettings {
  /** The JOSE keys as PEM text; without them every signed delivery is refused (nothing to check it with). */
  keys: {
    /** BSE's signing keys (SPKI public keys): the current one and, during a rotation, the next. */
    bseSigningKeys: readonly string[];
    /** Our private key (PKCS#8) that BSE encrypts to. */
    memberDecryptionKey: string;
  } | null;
  /**
   * BSE's UAT pushes plain JSON [C]: taken only when `allowed` (an explicit test-environment
   * setting) AND the sender's address is in `from`. Off by default.
   */
  plainJson: { allowed: boolean; from: readonly string[] };
  /** The window around the event's own time (`action.at`). */
  window: TimeWindow;
}

/**
 * The default window. BSE's retry schedule is not public [I]: a day of age keeps its
 * redeliveries; a replay inside it is stored once anyway (the inbox's key is request_id).
 */
export const BSE_WEBHOOK_WINDOW: TimeWindow = { maxAgeMs: 24 * 3600_000, maxAheadMs: 5 * 60_000 };

/** PEM from an environment variable may come with its newlines written as "\n". */
const pemText = (value: string) => value.replace(/\\n/g, '\n').trim();

export class BseWebhookVerifier implements WebhookVerifier {
  private constructor(
    private readonly signingKeys: readonly CryptoKey[],
    private readonly decryptionKey: CryptoKey | null,
    private readonly settings: BseWebhookSettings,
    private readonly clock: Clock,
  ) {}

  /** Parses the keys once (a bad PEM stops the start, not the first delivery). */
  static async create(settings: BseWebhookSettings, clock: Clock): Promise<BseWebhookVerifier> {
    const keys = settings.keys;
    if (keys && (keys.bseSigningKeys.length < 1 || keys.bseSigningKeys.length > 2)) {
      throw new Error('BSE webhook keys: one signing key, or two during a rotation (current and next)');
    }
    const signingKeys = keys ? await Promise.all(keys.bseSigningKeys.map((pem) => importSPKI(pemText(pem), 'RS256'))) : [];
    const decryptionKey = keys ? await importPKCS8(pemText(keys.memberDecryptionKey), 'RSA-OAEP-256') : null;
    return new BseWebhookVerifier(signingKeys, decryptionKey, settings, clock);
  }

  async verify(delivery: WebhookDelivery): Promise<VerifyOutcome> {
    const text = delivery.raw.toString('utf8').trim();
    if (COMPACT_JWS.test(text)) return this.fromJose(text);
    return this.fromPlainJson(text, delivery.remoteAddress);
  }

  private async fromJose(jws: string): Promise<VerifyOutcome> {
    if (!this.decryptionKey || this.signingKeys.length === 0) return unverifiable('no BSE webhook keys configured');
    let signed: Uint8Array | null = null;
    for (const key of this.signingKeys) {
      try {
        signed = (await compactVerify(jws, key, { algorithms: JWS_ALGORITHMS })).payload;
        break;
      } catch {
        // Not this key (or not an allowed algorithm): the next key, if any.
      }
    }
    if (!signed) return unverifiable('the JWS is not signed RS256 by a BSE key we hold');
    const jwe = new TextDecoder().decode(signed).trim();
    if (!COMPACT_JWE.test(jwe)) return unverifiable('the signed payload is not an encrypted JWE');
    let plaintext: Uint8Array;
    try {
      ({ plaintext } = await compactDecrypt(jwe, this.decryptionKey, {
        keyManagementAlgorithms: JWE_KEY_ALGORITHMS,
        contentEncryptionAlgorithms: JWE_CONTENT_ALGORITHMS,
      }));
    } catch {
      return unverifiable('the JWE is not RSA-OAEP-256/A256GCM to our key');
    }
    return this.event(new TextDecoder().decode(plaintext));
  }

  private fromPlainJson(text: string, remoteAddress: string): VerifyOutcome {
    const plain = this.settings.plainJson;
    if (!plain.allowed) return unverifiable('plain JSON is not accepted here');
    if (!plain.from.includes(remoteAddress)) return unverifiable(`plain JSON from ${remoteAddress}, not an allowed address`);
    return this.event(text);
  }

  private event(json: string): VerifyOutcome {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return malformed('the event is not JSON');
    }
    const parsed = exchangeWebhookEvent.safeParse(value);
    if (!parsed.success) return malformed(`not a BSE event: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const event = parsed.data;
    let eventAt: Date | null = null;
    if (event.action.at !== undefined) {
      eventAt = parsePartyTime(event.action.at);
      if (!eventAt) return malformed('action.at is not a time');
      const window = checkTimeWindow(eventAt, this.clock.now(), this.settings.window);
      if (!window.inside) return unverifiable(window.reason);
    }
    const verified: VerifiedEvent = {
      eventId: event.request_id,
      eventType: event.action.event_type.toUpperCase(),
      event: event.action.event.toLowerCase(),
      subject: subjectOf(event),
      eventAt,
      payload: value,
    };
    return { verified };
  }
}

/** The field each category's events are about; the others are the fallback, in this order. */
const SUBJECT_FIELDS: Record<string, 'order' | 'sxp' | 'mandate' | 'client'> = {
  ORDER: 'order',
  'PAYMENT GATEWAY': 'order',
  SXP: 'sxp',
  MANDATES: 'mandate',
  UCC: 'client',
  NFT: 'client',
};

/** What the event is about, e.g. 'order:12345678': the inbox applies one subject's events in order. */
export function subjectOf(event: ExchangeWebhookEvent): string {
  const ids = {
    order: event.action.order_id,
    sxp: event.action.sxp_reg_num,
    mandate: event.action.mandate_id,
    client: event.investor?.client_code,
  };
  const preferred = SUBJECT_FIELDS[event.action.event_type.toUpperCase()];
  if (preferred && ids[preferred]) return `${preferred}:${ids[preferred]}`;
  for (const kind of ['order', 'sxp', 'mandate', 'client'] as const) {
    if (ids[kind]) return `${kind}:${ids[kind]}`;
  }
  // Nothing names a subject: the event is its own.
  return `event:${event.request_id}`;
}
