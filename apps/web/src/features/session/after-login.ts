import type { LoginResult } from '@sanchay/contract';

/** Spec 1 §4: the statement-share marker that sends a login to the portfolio. */
export const STATEMENT_SHARE_MARKER = 'mf_share_stmt';

/**
 * The address "carries" the statement-share marker (spec 1 §4): a query parameter of that name
 * with any value (even empty), or the name anywhere else in the URL (a path segment, the hash),
 * as links shared from statements have carried it in more than one place.
 */
export function carriesStatementShareMarker(href: string): boolean {
  try {
    if (new URL(href).searchParams.has(STATEMENT_SHARE_MARKER)) return true;
  } catch {
    // Not a full URL: the plain search below still applies.
  }
  return href.includes(STATEMENT_SHARE_MARKER);
}

/** The server speaks in full paths (/v1/...); the router's paths are written without the base. */
export function stripBase(path: string): string {
  return path === '/v1' ? '/' : path.startsWith('/v1/') ? path.slice(3) : path;
}

/**
 * Where every login goes first, whatever screen it started on (spec 1 §4 "Login outcome"): a
 * minor's session to its portfolio (`redirectTo`), a login from a statement-share link to
 * /profile/portfolio. Null: the caller decides (the dialog stays on the page, the checkout
 * panel goes on to KYC or reloads).
 */
export function pathAfterLogin(result: LoginResult, href: string): string | null {
  if (result.outcome === 'minor') return stripBase(result.redirectTo ?? '/v1/profile/portfolio');
  if (carriesStatementShareMarker(href)) return '/profile/portfolio';
  return null;
}
