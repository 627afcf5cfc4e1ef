import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@sanchay/contract';
import { systemClock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { Browser, PASSWORD, addUser, ok } from './session-test-kit';
import { testDatabases } from './test-database';

// The server's render of public pages (docs/decisions/0055): with a render module built beside the
// web app, home, fund lists and fund pages come with their first screen in the HTML; anything that
// goes wrong gives the plain shell, never a 5xx; a visitor with a session gets the shell, except on
// the portfolio's pages, which are rendered for that visitor alone (decision 0172).

const INDEX = [
  '<!doctype html><html><head><script type="module" crossorigin src="/v1/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/v1/assets/framework-1.js"></head>',
  '<body><div id="root"><!--boot--><p>outline</p><!--/boot--></div></body></html>',
].join('');
/** The shell as served: the same page with its scripts fetched at low priority. */
const SHELL = INDEX.replace(/<script type="module"|<link rel="modulepreload"/g, (tag) => `${tag} fetchpriority="low"`);

// A stand-in for apps/web/dist-ssr/entry-server.js: what it renders says what it was asked, and it
// reads one catalogue answer through the transport the server gives it.
const RENDER_MODULE = `
let transport;
let renders = 0;
export function setServerTransport(t) { transport = t; }
export async function renderPage(url, options) {
  if (url.includes('Broken')) throw new Error('render failed');
  if (url.includes('Slow')) return new Promise((resolve, reject) => options.signal.addEventListener('abort', () => reject(options.signal.reason)));
  if (url.includes('Elsewhere')) return null;
  if (options.signedIn) {
    const current = await transport.fetch(new URL('/api/v1/login/get-current-user', transport.origin));
    const user = (await current.json()).responseData.user;
    if (!user) return null;
    renders += 1;
    return {
      html: '<main data-user="' + user.name + '" data-render="' + renders + '">rendered</main>',
      stateScript: '<script type="application/json" id="server-state">{"session":"' + user.name + '"}</script>',
    };
  }
  const answer = await transport.fetch(new URL('/api/v1/mutual-funds/get-categories', transport.origin));
  renders += 1;
  return {
    html: '<main data-url="' + url + '" data-viewport="' + options.viewport + '" data-api="' + answer.status + '" data-render="' + renders + '">rendered</main>',
    stateScript: '<script type="application/json" id="server-state">{}</script>',
  };
}
`;

let database: Database;
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabases()[0]!.open();
  root = mkdtempSync(path.join(tmpdir(), 'sanchay-ssr-'));
  mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist', 'index.html'), INDEX);
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDER_MODULE);
  app = await buildApp({ database, clock: systemClock, config: { webDistDir: path.join(root, 'dist') } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const PHONE = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';

describe('server-rendered public pages', () => {
  it('puts the rendered page in #root, its state before </body>, and fetches the scripts at low priority', async () => {
    const page = await app.inject({ url: '/v1/mutual-fund-results/Equity', headers: { 'user-agent': PHONE } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<div id="root"><main data-url="\/v1\/mutual-fund-results\/Equity" data-viewport="mobile" data-api="200" data-render="\d+">rendered<\/main><\/div>/);
    expect(page.body).not.toContain('outline');
    expect(page.body).toContain('<script type="application/json" id="server-state">{}</script></body>');
    expect(page.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/v1/assets/index-1.js">');
    expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
    expect(page.headers.vary).toContain('cookie');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('guesses a desktop screen from a desktop browser', async () => {
    const page = await app.inject({ url: '/v1/home', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' } });
    expect(page.body).toContain('data-viewport="desktop"');
  });

  it('serves a page rendered a moment ago again, per address and screen', async () => {
    const renderOf = async (url: string, userAgent: string) =>
      /data-render="(\d+)"/.exec((await app.inject({ url, headers: { 'user-agent': userAgent } })).body)?.[1];
    const first = await renderOf('/v1/mutual-fund-results/Debt', PHONE);
    expect(await renderOf('/v1/mutual-fund-results/Debt', PHONE)).toBe(first);
    expect(await renderOf('/v1/mutual-fund-results/Debt', 'Mozilla/5.0 (X11; Linux x86_64)')).not.toBe(first);
    expect(await renderOf('/v1/mutual-fund-results/Hybrid', PHONE)).not.toBe(first);
  });

  it('sends the plain shell when the render fails, is too slow, or declines; never a 5xx', async () => {
    for (const url of ['/v1/mutual-fund-detail/Broken?schemeId=1', '/v1/mutual-fund-detail/Slow?schemeId=1', '/v1/mutual-fund-detail/Elsewhere?schemeId=1']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(SHELL);
    }
  });

  it('never renders for a visitor with a session, on the advisor host, or on other pages', async () => {
    const withSession = await app.inject({ url: '/v1/home', headers: { cookie: `a=b; ${SESSION_COOKIE}=token` } });
    expect(withSession.body).toBe(SHELL);
    const advisorHost = await app.inject({ url: '/v1/home', headers: { host: 'pro.localhost' } });
    expect(advisorHost.body).toBe(SHELL);
    const cart = await app.inject('/v1/cart-review');
    expect(cart.body).toBe(SHELL);
  });

  it('fetches the shell\'s scripts at low priority too: its boot frame paints with the stylesheet alone (decision 0171)', async () => {
    const shell = await app.inject({ url: '/v1/profile/portfolio', headers: { cookie: `${SESSION_COOKIE}=token` } });
    expect(shell.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/v1/assets/index-1.js">');
    expect(shell.body).not.toMatch(/<link rel="modulepreload" (?!fetchpriority="low")/);
    expect(shell.body).toContain('outline');
  });
});

describe('server-rendered signed-in pages (decision 0172)', () => {
  async function signedIn(mobile: string, name: string): Promise<string> {
    await addUser(database, { mobile, name });
    const browser = new Browser(app, {});
    ok(await browser.get('/api/v1/login/get-current-user'));
    ok(await browser.post('/api/v1/login/user-login', { mobile, password: PASSWORD }));
    return [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  const renderOf = (body: string) => /data-render="(\d+)"/.exec(body)?.[1];

  it('renders the portfolio and its capital gains for the visitor whose cookie came, and no cache keeps them', async () => {
    const cookie = await signedIn('9000000301', 'Meera Iyer');
    for (const url of ['/v1/profile/portfolio', '/v1/profile/portfolio/capital-gains']) {
      const page = await app.inject({ url, headers: { cookie, 'user-agent': PHONE } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toMatch(/<div id="root"><main data-user="Meera Iyer"/);
      expect(page.body, url).toContain('{"session":"Meera Iyer"}</script></body>');
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(page.headers.vary, url).toContain('cookie');
    }
  });

  it('renders each visitor their own page, afresh every time', async () => {
    const ravi = await signedIn('9000000302', 'Ravi Menon');
    const sunita = await signedIn('9000000303', 'Sunita Rao');
    const first = await app.inject({ url: '/v1/profile/portfolio', headers: { cookie: ravi } });
    const again = await app.inject({ url: '/v1/profile/portfolio', headers: { cookie: ravi } });
    const other = await app.inject({ url: '/v1/profile/portfolio', headers: { cookie: sunita } });
    expect(first.body).toContain('data-user="Ravi Menon"');
    expect(renderOf(again.body)).not.toBe(renderOf(first.body));
    expect(other.body).toContain('data-user="Sunita Rao"');
    expect(other.body).not.toContain('Ravi Menon');
  });

  it('sends the shell without a session, with one that has ended, and on the advisor host', async () => {
    const noCookie = await app.inject('/v1/profile/portfolio');
    expect(noCookie.body).toBe(SHELL);
    const ended = await app.inject({ url: '/v1/profile/portfolio/capital-gains', headers: { cookie: `${SESSION_COOKIE}=not-a-session` } });
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toBe(SHELL);
    expect(ended.headers['cache-control']).not.toContain('private');
    const cookie = await signedIn('9000000304', 'Kiran Das');
    const advisorHost = await app.inject({ url: '/v1/profile/portfolio', headers: { cookie, host: 'pro.localhost' } });
    expect(advisorHost.body).toBe(SHELL);
  });

  it('still sends a signed-in visitor the shell of a public page', async () => {
    const cookie = await signedIn('9000000305', 'Lata Nair');
    const home = await app.inject({ url: '/v1/home', headers: { cookie } });
    expect(home.body).toBe(SHELL);
  });
});
