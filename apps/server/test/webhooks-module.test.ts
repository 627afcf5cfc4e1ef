// The shared webhook module's small parts (decision 0174), as a payment or SMS provider's
// verifier will use them: shared-secret comparison, the time window, a party's timestamps.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
