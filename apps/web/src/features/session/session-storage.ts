import type { CurrentUser, LoginResult } from '@sanchay/contract';

/**
 * What the browser keeps between reloads of one tab: display data only (DESIGN.md "Security
 * model"). Never a password, OTP, session id or CSRF token.
 */
export interface StoredUserInfo {
  name: string;
  /** Masked: the last 4 digits only. */
  mobile: string;
  minor: boolean;
}

const KEYS = { userInfo: 'userInfo', agentCode: 'agentCodeCookie', cookieId: 'cookieId', majorStatus: 'majorStatus' } as const;

export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `${'X'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : mobile;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function readStoredUser(): { userInfo: StoredUserInfo; majorStatus: string | null } | null {
  return safe(() => {
    const raw = sessionStorage.getItem(KEYS.userInfo);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredUserInfo>;
    if (typeof parsed.name !== 'string' || typeof parsed.mobile !== 'string') return null;
    return {
      userInfo: { name: parsed.name, mobile: parsed.mobile, minor: Boolean(parsed.minor) },
      majorStatus: sessionStorage.getItem(KEYS.majorStatus),
    };
  }, null);
}

export function storeSignedIn(data: Pick<CurrentUser | LoginResult, 'minor' | 'majorStatus' | 'cookieId' | 'agentCode'> & { name: string; mobile: string }) {
  safe(() => {
    const info: StoredUserInfo = { name: data.name, mobile: maskMobile(data.mobile), minor: data.minor };
    sessionStorage.setItem(KEYS.userInfo, JSON.stringify(info));
    if (data.majorStatus) sessionStorage.setItem(KEYS.majorStatus, data.majorStatus);
    else sessionStorage.removeItem(KEYS.majorStatus);
    storeGuest(data);
  }, undefined);
}

export function storeGuest(data: { cookieId: string; agentCode: string | null }) {
  safe(() => {
    sessionStorage.setItem(KEYS.cookieId, data.cookieId);
    if (data.agentCode) sessionStorage.setItem(KEYS.agentCode, data.agentCode);
    else sessionStorage.removeItem(KEYS.agentCode);
  }, undefined);
}

export function clearStoredUser() {
  safe(() => {
    sessionStorage.removeItem(KEYS.userInfo);
    sessionStorage.removeItem(KEYS.majorStatus);
  }, undefined);
}
