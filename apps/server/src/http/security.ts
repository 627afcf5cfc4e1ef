import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (helmet), with a Content-Security-Policy that fits what we
 * serve: the Vite build (module scripts and stylesheets from our origin, data: images) and
 * swagger-ui at /api/docs (also scripts and styles from our origin).
 * - scripts: 'self' only, no inline script, no eval;
 * - styles: 'self' plus inline, because the dialog primitives (Radix, via react-remove-scroll)
 *   insert a <style> element at run time; inline style cannot run code;
 * - no upgrade-insecure-requests: the product runs on plain http://localhost out of the box and
 *   TLS is terminated in front of it in production (HSTS is still sent).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    // Cross-origin isolation is not needed, and would block a bank's page opened from checkout.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
