// Response headers as a browser or a cache sees them: security headers (page-only ones only on
// HTML, Permissions-Policy), `Cache-Control: no-store` on everything that depends on the session,
// public catalogue answers served without loading the session, and compression only where bodies
// are large. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueRoutes, SESSION_COOKIE } from '@sanchay/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import { PASSWORD, addUser, ok, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

const P = {
  current: '/api/v1/login/get-current-user',
  login: '/api/v1/login/user-login',
  cart: '/api/v1/cart/get-cart-details',
  suggest: catalogueRoutes.suggestMutualFund.path,
  categories: catalogueRoutes.getCategories.path,
};

const PAGE_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
];

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'sanchay-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>Sanchay</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(distDir, 'assets', 'index-3f9a1c.js'),
    `console.log("app");\n${'export const x = 1;\n'.repeat(200)}`,
  );
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

forEachDatabase('response headers', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    h = await startHarness(database, ['123456'], { config: { webDistDir: distDir } });
  });
  afterEach(async () => {
    await h?.close();
  });

  const signedIn = async () => {
    await addUser(database, { mobile: '9000000001' });
    const b = h.browser();
    ok(await b.get(P.current));
    ok(await b.post(P.login, { mobile: '9000000001', password: PASSWORD }));
    return b;
  };

  describe('security headers', () => {
    it('sends the page policies, Permissions-Policy included, on HTML pages', async () => {
      const res = await h.app.inject('/v1/home');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      const permissions = String(res.headers['permissions-policy']);
      for (const denied of [
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=()',
        'usb=()',
      ]) {
        expect(permissions).toContain(denied);
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });

    it('keeps JSON answers and scripts to the headers that apply to them', async () => {
      for (const url of [
        P.categories,
        P.current,
        '/api/v1/no-such-route',
        '/v1/assets/index-3f9a1c.js',
      ]) {
        const res = await h.app.inject(url);
        expect(res.headers['content-type'], url).not.toMatch(/html/);
        for (const name of PAGE_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      }
    });
  });

  describe('caching', () => {
    it('marks every answer that depends on the session no-store: the cart, the user, a refusal', async () => {
      const b = await signedIn();
      for (const url of [P.cart, P.current]) {
        const res = await b.get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const refused = await h.browser().post('/api/v1/cart/merge-carts', {});
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['cache-control']).toBe('no-store');
    });

    it('leaves a public catalogue answer cacheable, also for a signed-in user', async () => {
      const b = await signedIn();
      const res = await b.get(P.categories);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('sessions on public routes', () => {
    it('does not look the session up for a catalogue route, but does for the cart', async () => {
      const b = await signedIn();
      const load = vi.spyOn(h.app.sessions.service, 'load');
      expect((await b.get(P.suggest, { text: 'hdfc' })).statusCode).toBe(200);
      expect((await b.get(P.categories)).statusCode).toBe(200);
      expect(load).not.toHaveBeenCalled();
      expect((await b.get(P.cart)).statusCode).toBe(200);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('starts no guest session for a visitor who only browses the catalogue', async () => {
      const res = await h.app.inject({ url: P.categories });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'] ?? '')).not.toContain(SESSION_COOKIE);
    });
  });

  describe('compression', () => {
    it('compresses the web app and long catalogue answers, not short answers', async () => {
      const script = await h.app.inject({
        url: '/v1/assets/index-3f9a1c.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');

      const list = await h.app.inject({
        url: P.categories,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-encoding']).toBe('gzip');

      const suggestion = await h.app.inject({
        url: P.suggest,
        query: { text: 'hdfc' },
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(suggestion.statusCode).toBe(200);
      expect(suggestion.headers['content-encoding']).toBeUndefined();
    });
  });
});
