// The two cookies of a session, read and written without a cookie plugin (RFC 6265 subset).

/** The value of one cookie in a Cookie header, or undefined. Values are our own base64url/uuid. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
  }
  return undefined;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

/** A Set-Cookie value: Path=/, SameSite=Lax, no Domain (host-only: pro.… and the main host differ). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${options.maxAge}`, 'SameSite=Lax'];
  if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

const LOOPBACK = /^(localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

/**
 * Secure cookies everywhere except plain http on a loopback host (http://localhost,
 * http://pro.localhost, http://127.0.0.1), where browsers would drop them. `force` overrides.
 */
export function cookieSecure(hostname: string, protocol: string, force: boolean | undefined): boolean {
  if (force !== undefined) return force;
  if (protocol === 'https') return true;
  const host = hostname.replace(/:\d+$/, '');
  return !LOOPBACK.test(host);
}

/** Spec 1 §1: the advisor-embedded site's host name starts with "pro". */
export function isAdvisorHost(hostname: string): boolean {
  return hostname.toLowerCase().startsWith('pro');
}
