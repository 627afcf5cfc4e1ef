// The shared webhook module's small parts (decision 0174), as a payment or SMS provider's
// verifier will use them: shared-secret comparison, the time window, a party's timestamps.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startupProblems } from '../src/startup-checks';
import { checkTimeWindow, hmacSha256Matches, parsePartyTime, sameSecret } from '../src/webhooks';

describe('shared secrets', () => {
  it('compares secrets of any length, equal only when equal', () => {
    expect(sameSecret('s3cret-token', 's3cret-token')).toBe(true);
    expect(sameSecret('s3cret-token', 's3cret-tokem')).toBe(false);
    expect(sameSecret('short', 's3cret-token')).toBe(false);
    expect(sameSecret('', 's3cret-token')).toBe(false);
  });

  it('checks an HMAC-SHA256 of the raw bytes, whatever the case of its hex', () => {
    const raw = Buffer.from('{"event":"payment.captured"}');
    const signature = createHmac('sha256', 'provider-secret').update(raw).digest('hex');
    expect(hmacSha256Matches(raw, signature, 'provider-secret')).toBe(true);
    expect(hmacSha256Matches(raw, signature.toUpperCase(), 'provider-secret')).toBe(true);
    expect(hmacSha256Matches(Buffer.from('{"event":"payment.failed"}'), signature, 'provider-secret')).toBe(false);
    expect(hmacSha256Matches(raw, signature, 'another-secret')).toBe(false);
  });
});

describe('the time window', () => {
  const now = new Date('2026-08-21T09:00:00Z');
  const window = { maxAgeMs: 300_000, maxAheadMs: 60_000 };
  it('takes a time inside it and refuses one too old or too far ahead', () => {
    expect(checkTimeWindow(new Date('2026-08-21T08:55:00Z'), now, window)).toEqual({ inside: true });
    expect(checkTimeWindow(new Date('2026-08-21T09:01:00Z'), now, window)).toEqual({ inside: true });
    expect(checkTimeWindow(new Date('2026-08-21T08:54:59Z'), now, window).inside).toBe(false);
    expect(checkTimeWindow(new Date('2026-08-21T09:01:01Z'), now, window).inside).toBe(false);
  });
});

describe('a party’s timestamps', () => {
  it('reads ISO 8601 with an offset as given, and without one as IST', () => {
    expect(parsePartyTime('2026-08-21T14:30:00+05:30')?.toISOString()).toBe('2026-08-21T09:00:00.000Z');
    expect(parsePartyTime('2026-08-21T09:00:00Z')?.toISOString()).toBe('2026-08-21T09:00:00.000Z');
    expect(parsePartyTime('2026-08-21 14:30:00')?.toISOString()).toBe('2026-08-21T09:00:00.000Z');
    expect(parsePartyTime('2026-08-21T14:30')?.toISOString()).toBe('2026-08-21T09:00:00.000Z');
  });
  it('refuses what is not a time or names no real day', () => {
    for (const text of ['yesterday', '2026-02-30T10:00:00Z', '21/08/2026 14:30', '2026-08-21', '1e9']) expect(parsePartyTime(text)).toBeNull();
  });
});

describe('the exchange webhook settings', () => {
  it('are off by default: no keys, no plain JSON, a day of window', () => {
    expect(loadConfig({}, []).exchangeWebhook).toEqual({ bseSigningKeys: [], memberDecryptionKey: undefined, plainJson: false, plainJsonFrom: [], maxAgeSeconds: 86_400 });
  });
  it('take the current and next key, the flag and its addresses from the environment', () => {
    const config = loadConfig(
      { BSE_WEBHOOK_SIGNING_KEY: 'current-pem', BSE_WEBHOOK_SIGNING_KEY_NEXT: 'next-pem', BSE_WEBHOOK_DECRYPTION_KEY: 'ours', BSE_WEBHOOK_PLAIN_JSON: 'true', BSE_WEBHOOK_PLAIN_JSON_FROM: '10.0.0.1, 10.0.0.2' },
      [],
    ).exchangeWebhook;
    expect(config).toMatchObject({ bseSigningKeys: ['current-pem', 'next-pem'], memberDecryptionKey: 'ours', plainJson: true, plainJsonFrom: ['10.0.0.1', '10.0.0.2'] });
  });
  it('refuse plain JSON in production', () => {
    const problems = startupProblems(loadConfig({ NODE_ENV: 'production', SANDBOX: 'true', BSE_WEBHOOK_PLAIN_JSON: 'true' }, []));
    expect(problems.some((p) => p.startsWith('BSE_WEBHOOK_PLAIN_JSON'))).toBe(true);
    expect(startupProblems(loadConfig({ NODE_ENV: 'production', SANDBOX: 'true' }, []))).toEqual([]);
  });
});
