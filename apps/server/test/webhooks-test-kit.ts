// Keys and deliveries for the webhook tests (decision 0174): RSA keys made here with jose, never
// committed; BSE's JWS-of-a-JWE built as BSE builds it, with every algorithm a test wants to try.
import { base64url, CompactEncrypt, CompactSign, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, type CryptoKey } from 'jose';
import type { ExchangeWebhookConfig } from '../src/config';

export interface KeyPair {
  publicKey: CryptoKey;
  privateKey: CryptoKey;
  publicPem: string;
  privatePem: string;
}

export async function rsaKeyPair(alg: 'RS256' | 'RSA-OAEP-256'): Promise<KeyPair> {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  return { publicKey, privateKey, publicPem: await exportSPKI(publicKey), privatePem: await exportPKCS8(privateKey) };
}

/** BSE's current and next signing keys, a key that is neither, and our decryption key and another. */
export interface WebhookKeys {
  bse: KeyPair;
  bseNext: KeyPair;
  stranger: KeyPair;
  member: KeyPair;
  otherMember: KeyPair;
}

export async function webhookKeys(): Promise<WebhookKeys> {
  const [bse, bseNext, stranger, member, otherMember] = await Promise.all([
    rsaKeyPair('RS256'),
    rsaKeyPair('RS256'),
    rsaKeyPair('RS256'),
    rsaKeyPair('RSA-OAEP-256'),
    rsaKeyPair('RSA-OAEP-256'),
  ]);
  return { bse, bseNext, stranger, member, otherMember };
}

/** The server's settings for these keys (BSE's current key only unless `next`). */
export function webhookConfig(keys: WebhookKeys, more: Partial<ExchangeWebhookConfig> & { next?: boolean } = {}): ExchangeWebhookConfig {
  const { next, ...rest } = more;
  return {
    bseSigningKeys: next ? [keys.bse.publicPem, keys.bseNext.publicPem] : [keys.bse.publicPem],
    // As an environment variable carries it: newlines written "\n".
    memberDecryptionKey: keys.member.privatePem.replace(/\n/g, '\\n'),
    plainJson: false,
    plainJsonFrom: [],
    maxAgeSeconds: 24 * 3600,
    ...rest,
  };
}

/** A BSE event as UAT-tested code shows it. */
export function bseEvent(requestId: string, fields: { event?: string; eventType?: string; orderId?: string; at?: string } = {}) {
  return {
    member: { member_id: '12345' },
    request_id: requestId,
    investor: { client_code: 'UCC0001' },
    action: {
      event_type: fields.eventType ?? 'ORDER',
      event: fields.event ?? 'order_allotted',
      at: fields.at ?? '2026-08-21T14:25:00+05:30',
      order_id: fields.orderId ?? '880001',
    },
  };
}

export interface JoseChoice {
  /** Signing key and algorithm (default BSE's current key, RS256). */
  signWith?: CryptoKey | Uint8Array;
  jwsAlg?: string;
  /** Encryption key and algorithms (default our member key, RSA-OAEP-256 + A256GCM). */
  encryptTo?: CryptoKey;
  enc?: string;
}

/** The body BSE sends: a compact JWS whose payload is the compact JWE of the event's JSON. */
export async function bseJose(keys: WebhookKeys, event: unknown, choice: JoseChoice = {}): Promise<string> {
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(event)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: choice.enc ?? 'A256GCM' })
    .encrypt(choice.encryptTo ?? keys.member.publicKey);
  return signCompact(jwe, choice.signWith ?? keys.bse.privateKey, choice.jwsAlg ?? 'RS256');
}

export async function signCompact(payload: string, key: CryptoKey | Uint8Array, alg: string): Promise<string> {
  return new CompactSign(new TextEncoder().encode(payload)).setProtectedHeader({ alg }).sign(key);
}

/** The same key for another algorithm (WebCrypto keys are bound to one). */
export async function asAlgorithm(pair: KeyPair, alg: string): Promise<CryptoKey> {
  return importPKCS8(pair.privatePem, alg);
}

/** A JWE with its protected header swapped (jose will not make RSA1_5): the header is what a verifier must refuse. */
export function withJweHeader(jwe: string, header: Record<string, string>): string {
  const parts = jwe.split('.');
  parts[0] = base64url.encode(JSON.stringify(header));
  return parts.join('.');
}

/** An unsigned JWS ("alg":"none"), with an empty or a junk signature. */
export function unsignedJws(payload: string, signature = ''): string {
  return `${base64url.encode(JSON.stringify({ alg: 'none' }))}.${base64url.encode(payload)}.${signature}`;
}

export async function bseJwe(keys: WebhookKeys, event: unknown): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(event)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
    .encrypt(keys.member.publicKey);
}
