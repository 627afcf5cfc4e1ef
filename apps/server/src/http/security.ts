import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy, fitted to what we serve: the Vite build (module scripts and
 * stylesheets from our origin, data: images) and swagger-ui at /api/docs.
 * - scripts: 'self' only, no inline script, no eval;
 * - styles: 'self' plus inline, because the dialog primitives (Radix, via react-remove-scroll)
 *   insert a <style> element at run time; inline style cannot run code;
 * - no upgrade-insecure-requests: the product runs on plain http://localhost out of the box and
 *   TLS is terminated in front of it in production (HSTS is still sent).
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
};

/**
 * Powerful browser features no page of ours uses, denied to our pages and to anything they embed
 * (docs/decisions/0025). The camera too: a cheque or signature photo is taken through
 * `<input type="file" capture>`, which hands over to the phone's camera app and is not governed
 * by this header; only getUserMedia would be, and we do not call it. Fullscreen stays ours (a
 * chart or PDF preview may use it). Only names Chromium recognises: an unknown one is logged as
 * a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

/**
 * Headers that only mean something on a document (an HTML page): its script/frame/opener
 * policies. JSON, scripts and images are not documents, so they are not sent there.
 */
const PAGE_ONLY = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
  'permissions-policy',
]);

export interface SecurityHeaders {
  /** On every answer: nosniff, HSTS, referrer and cross-origin resource policy. */
  readonly everyAnswer: Readonly<Record<string, string>>;
  /** Added to HTML answers only. */
  readonly pageOnly: Readonly<Record<string, string>>;
}

/**
 * The header values, computed once: helmet (the well-kept library that knows each header's
 * syntax and sensible defaults) is run a single time against a recording response at start-up,
 * instead of per request as @fastify/helmet does (it rebuilt the whole CSP on every request:
 * docs/benchmarks.md).
 */
export function buildSecurityHeaders(): SecurityHeaders {
  const recorded: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
    // Cast kept: helmet's middleware is typed for Node's whole ServerResponse; it calls only these two.
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Cross-origin isolation is not needed, and would block a bank's page opened from checkout.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, recorder, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  recorded['permissions-policy'] = PERMISSIONS_POLICY;

  const everyAnswer: Record<string, string> = {};
  const pageOnly: Record<string, string> = {};
  for (const [name, value] of Object.entries(recorded))
    (PAGE_ONLY.has(name) ? pageOnly : everyAnswer)[name] = value;
  return { everyAnswer, pageOnly };
}

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Security headers: the common ones set when the request arrives (so error answers carry them
 * too), the page-only ones added when the answer turns out to be HTML.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const { everyAnswer, pageOnly } = buildSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isHtml(reply.getHeader('content-type'))) reply.headers(pageOnly);
    done(null, payload);
  });
}
