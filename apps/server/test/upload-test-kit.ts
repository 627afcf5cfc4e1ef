// Uploading through app.inject, for the upload tests: a multipart body with one part, sent by a
// signed-in browser (with its CSRF header), and the committed cheque images.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSRF_HEADER, uploadRoutes } from '@sanchay/contract';
import type { LightMyRequestResponse } from 'fastify';
import { PASSWORD, addUser, ok, type Browser, type Harness } from './session-test-kit';

const here = path.dirname(fileURLToPath(import.meta.url));
export const cheque = (name: string) => readFileSync(path.join(here, 'fixtures/cheques', name));
export const CHEQUE = uploadRoutes.uploadCancelledCheque.path;
export const SIGNATURE = uploadRoutes.uploadSignature.path;

export const BOUNDARY = '----sanchay-test-boundary';

export function multipart(bytes: Uint8Array, filename: string, field = 'file') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/** Any body with any content type, as a signed-in browser sends it. */
export function postRaw(h: Harness, browser: Browser, url: string, payload: Buffer, contentType: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (browser.csrfToken) headers[CSRF_HEADER] = browser.csrfToken;
  return h.app.inject({ method: 'POST', url, payload, headers, cookies: Object.fromEntries(browser.cookies) });
}

export async function upload(
  h: Harness,
  browser: Browser | null,
  url: string,
  bytes: Uint8Array,
  filename = 'cheque.png',
  options: { csrf?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(bytes, filename);
  const headers: Record<string, string> = { 'content-type': body.contentType };
  if (browser?.csrfToken && options.csrf !== false) headers[CSRF_HEADER] = browser.csrfToken;
  return h.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers,
    cookies: browser ? Object.fromEntries(browser.cookies) : {},
  });
}

/** A new investor, signed in. */
export async function signIn(h: Harness, mobile: string): Promise<Browser> {
  await addUser(h.database, { mobile, name: 'Asha Verma' });
  return logIn(h, mobile);
}

/** An existing investor, signed in again in a new browser. */
export async function logIn(h: Harness, mobile: string): Promise<Browser> {
  const b = h.browser();
  ok(await b.get('/api/v1/login/get-current-user'));
  ok(await b.post('/api/v1/login/user-login', { mobile, password: PASSWORD }));
  return b;
}
