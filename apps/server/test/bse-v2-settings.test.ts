// The adapter's settings from the environment: a start-up that cannot reach BSE names what is
// missing or wrong, and production is never reached unless asked for.
import { describe, expect, it } from 'vitest';
import { BSE_V2_BASE_URLS, bseV2SettingsFromEnv } from '../src/integrations/exchange/bse-v2';

const complete = {
  BSE_V2_ENV: 'uat',
  BSE_V2_MEMBER_CODE: '12345',
  BSE_V2_USERNAME: 'member/12345/sanchay',
  BSE_V2_PASSWORD: ' secret with spaces ',
};

describe('bseV2SettingsFromEnv', () => {
  it('UAT by name, the default timeout, the password as given', () => {
    expect(bseV2SettingsFromEnv(complete)).toEqual({
      ok: true,
      settings: {
        baseUrl: 'https://starmfv2demo.bseindia.com/api/',
        memberCode: '12345',
        username: 'member/12345/sanchay',
        password: ' secret with spaces ',
        timeoutMs: 30_000,
        userAgent: undefined,
      },
    });
  });

  it('production by name; a base URL given wins and gains its trailing slash', () => {
    const prod = bseV2SettingsFromEnv({ ...complete, BSE_V2_ENV: 'PRODUCTION' });
    expect(prod.ok && prod.settings.baseUrl).toBe(BSE_V2_BASE_URLS.production);
    const local = bseV2SettingsFromEnv({ ...complete, BSE_V2_BASE_URL: 'http://127.0.0.1:9100/api', BSE_V2_TIMEOUT_MS: '5000' });
    expect(local.ok && [local.settings.baseUrl, local.settings.timeoutMs]).toEqual(['http://127.0.0.1:9100/api/', 5000]);
  });

  it('names only what is missing, never a value', () => {
    expect(bseV2SettingsFromEnv({ BSE_V2_MEMBER_CODE: '12345', BSE_V2_USERNAME: '  ' })).toEqual({
      ok: false,
      missing: ['BSE_V2_ENV (or BSE_V2_BASE_URL)', 'BSE_V2_USERNAME', 'BSE_V2_PASSWORD'],
      invalid: [],
    });
  });

  it('names what is wrong, apart from what is missing', () => {
    const result = bseV2SettingsFromEnv({ ...complete, BSE_V2_ENV: 'live', BSE_V2_TIMEOUT_MS: '10', BSE_V2_PASSWORD: undefined });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing).toEqual(['BSE_V2_PASSWORD']);
    expect(result.invalid).toEqual(['BSE_V2_ENV: must be uat or production', 'BSE_V2_TIMEOUT_MS: must be at least 1000']);
    expect(JSON.stringify(result)).not.toContain('secret');
  });
});
