import { readAgentCode } from '@sanchay/contract';

/**
 * Spec 1 §2 "On entry the app reads the query parameters source (a partner-origin marker),
 * encryptedId and agentCode" and §3 "Session entries" (agentCodeMintpro). Kept in session storage
 * for this tab: display data only, never a credential. The agent code here decides nothing on the
 * server (only the advisor host's session does); `encryptedId` is kept, unread, for the
 * acting-for-a-customer work of the advisor issue.
 */
export interface EntryParams {
  /** A partner-origin marker: the visitor came from a partner's app (spec 1 §9). */
  source: string | null;
  encryptedId: string | null;
  agentCode: string | null;
}

const KEYS = { source: 'partnerSource', encryptedId: 'encryptedId', agentCode: 'agentCodeMintpro' } as const;

const SOURCE = /^[A-Za-z0-9_.-]{1,40}$/;
const ENCRYPTED_ID = /^[A-Za-z0-9_\-+/=%.]{1,512}$/;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** The entry URL's parameters, each checked; a malformed one is ignored. */
export function parseEntryParams(search: string): EntryParams {
  const params = new URLSearchParams(search);
  const source = params.get('source')?.trim() ?? '';
  const encryptedId = params.get('encryptedId')?.trim() ?? '';
  return {
    source: SOURCE.test(source) ? source : null,
    encryptedId: ENCRYPTED_ID.test(encryptedId) ? encryptedId : null,
    agentCode: readAgentCode(params.get('agentCode')),
  };
}

/**
 * Called once when the app starts: what the entry URL carries replaces what this tab kept; what it
 * does not carry is left alone, so a reload or an in-app link keeps the partner entry.
 */
export function captureEntryParams(search: string): EntryParams {
  const found = parseEntryParams(search);
  safe(() => {
    for (const key of Object.keys(KEYS) as (keyof EntryParams)[]) {
      const value = found[key];
      if (value !== null) sessionStorage.setItem(KEYS[key], value);
    }
  }, undefined);
  return readEntryParams();
}

export function readEntryParams(): EntryParams {
  return safe(
    () => ({
      source: sessionStorage.getItem(KEYS.source),
      encryptedId: sessionStorage.getItem(KEYS.encryptedId),
      agentCode: sessionStorage.getItem(KEYS.agentCode),
    }),
    { source: null, encryptedId: null, agentCode: null },
  );
}
