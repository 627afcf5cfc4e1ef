import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueRoutes, defineRoute, failureEnvelope } from '@sanchay/contract';
import { systemClock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig, REPO_ROOT } from '../src/config';
import type { Database } from '../src/db/client';
import { NotFoundError } from '../src/http/app-errors';
import { registerContractRoute } from '../src/http/contract-routes';
import { testDatabases } from './test-database';

// The application shell: OpenAPI, redirects, the web app under /v1/, security headers and the one
// error handler. The catalogue's own behaviour is in catalogue-routes.test.ts.

let database: Database;
let distDir: string;

beforeAll(async () => {
  database = await testDatabases()[0]!.open();
  distDir = mkdtempSync(path.join(tmpdir(), 'sanchay-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Sanchay</title><div id="root"></div>');
  writeFileSync(path.join(distDir, 'assets', 'index-3f9a1c.js'), `console.log("app");\n${'export const x = 1;\n'.repeat(200)}`);
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await database?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('with the web app built', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    app = await buildApp({
      database,
      clock: systemClock,
      config: { webDistDir: distDir },
      logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
    });
    // Routes that misbehave on purpose, to see the error handler at work.
    app.get('/api/v1/test/boom', () => {
      throw new Error('connection to 10.0.0.7 refused: secret detail');
    });
    registerContractRoute(
      app,
      defineRoute({
        method: 'POST',
        path: '/api/v1/test/echo',
        summary: 'test',
        tags: ['test'],
        access: 'public',
        body: z.object({ name: z.string().min(1, 'Please enter a name'), age: z.number().int().min(18) }),
        response: z.object({ greeting: z.string() }),
      }),
      ({ body }) => {
        if (body.name === 'ghost') throw new NotFoundError('No such person');
        if (body.name === 'liar') return { greeting: 42 } as unknown as { greeting: string };
        return { greeting: `Hello ${body.name}` };
      },
    );
    // A handler that keeps its answers (one frozen object per name) and hands them out again.
    const kept = new Map<string, { greeting: string }>();
    registerContractRoute(
      app,
      defineRoute({
        method: 'GET',
        path: '/api/v1/test/kept',
        summary: 'test',
        tags: ['test'],
        access: 'public',
        query: z.object({ name: z.string().min(1, 'Please enter a name') }),
        response: z.object({ greeting: z.string() }),
      }),
      ({ query }) => {
        if (query.name === 'ghost') throw new NotFoundError('No such person');
        if (query.name === 'liar') return { greeting: 42 } as unknown as { greeting: string };
        let answer = kept.get(query.name);
        if (!answer) kept.set(query.name, (answer = Object.freeze({ greeting: `Hello ${query.name}` })));
        // Answered at once, or (Ravi) through a promise: both reach the caller.
        return query.name === 'Ravi' ? Promise.resolve(answer) : answer;
      },
      { keptAnswers: true },
    );
    await app.ready();
  });
  afterAll(() => app?.close());

  it('documents every contract route in the OpenAPI JSON', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string; parameters?: { name: string }[]; responses: object }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [key, route] of Object.entries(catalogueRoutes)) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(op, route.path).toBeDefined();
      expect(op?.operationId).toBe(key);
      expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    }
    const detail = doc.paths[catalogueRoutes.getMutualFundDetail.path]!.get!;
    expect(detail.parameters?.map((p) => p.name)).toEqual(['schemeId', 'from']);
    // Only contract routes: no redirects, static files or docs pages (spec 1 §7 keeps one route
    // under /api/v0/: agent-transaction-allow).
    expect(Object.keys(doc.paths).filter((p) => !/^\/api\/v[01]\//.test(p))).toEqual([]);
  });

  it('serves swagger-ui at /api/docs', async () => {
    const res = await app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
  });

  it('redirects / and /home to /v1/home, keeping the query', async () => {
    for (const [from, to] of [
      ['/', '/v1/home'],
      ['/home', '/v1/home'],
      ['/v1', '/v1/home'],
      ['/?source=partner&agentCode=AB12', '/v1/home?source=partner&agentCode=AB12'],
    ]) {
      const res = await app.inject(from!);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('redirects an unknown page to home with the 404 marker (spec 1 §2)', async () => {
    for (const url of ['/no-such-page', '/mutual-fund-results/Equity?x=1', '/deep/er/path/']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/v1/home?error=404');
    }
    const file = await app.inject('/favicon.ico');
    expect(file.statusCode).toBe(404);
  });

  it('answers the failure envelope for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/v1/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(failureEnvelope.parse(res.json())).toMatchObject({ errorEnum: 'NOT_FOUND' });
    }
    const post = await app.inject({ method: 'POST', url: '/some-page' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ operationMessage: 'failure', errorEnum: 'NOT_FOUND' });
  });

  it('serves the SPA: files as built, every other /v1 path as index.html', async () => {
    const page = await app.inject('/v1/mutual-fund-detail/Some-Fund?schemeId=120503');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    const home = await app.inject('/v1/home');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Sanchay</title>');

    const asset = await app.inject('/v1/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const compressed = await app.inject({ url: '/v1/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(asset.rawPayload.length / 5);

    const icon = await app.inject('/v1/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');

    expect((await app.inject('/v1/assets/index-000000.js')).statusCode).toBe(404);
    expect((await app.inject('/v1/missing.png')).statusCode).toBe(404);
  });

  it('answers a vanished chunk with a 404, never a 500 nor the app page, as a browser asks for it', async () => {
    // A tab opened before a deploy asks for the chunks of its build, gone from the new one.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };
    for (const url of ['/v1/assets/fund-detail-page-0ld0ld.js', '/v1/assets/old.css', '/v1/assets/nested/old.js', '/v1/logo-old.svg', '/v1/assets/noext']) {
      const res = await app.inject({ url, headers: browser });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // The folder itself is no page either.
    expect((await app.inject({ url: '/v1/assets', headers: browser })).statusCode).toBe(404);
  });

  it('sends security headers on pages and API responses (page policies on pages only)', async () => {
    const api = await app.inject(catalogueRoutes.getCategories.path);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(api.headers['content-security-policy']).toBeUndefined();
    for (const url of ['/v1/home', '/api/docs']) {
      const res = await app.inject(url);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp, url).toContain("img-src 'self' data:");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('hides an unexpected error behind the generic message, and logs it', async () => {
    const res = await app.inject('/api/v1/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      operationMessage: 'failure',
      responseData: null,
      errorEnum: 'INTERNAL',
      message: 'Something went wrong. Please try again later',
    });
    expect(res.body).not.toContain('secret');
    expect(logLines.join('\n')).toContain('secret detail');
  });

  it('validates a body: first clear message, one message per field, schema messages kept', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { name: '', age: 16.5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      operationMessage: 'failure',
      responseData: null,
      errorEnum: 'VALIDATION_FAILED',
      message: 'Please enter a name',
      fieldErrors: { name: 'Please enter a name', age: 'age must be a whole number' },
    });
    const missing = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { name: 'Asha' } });
    expect(missing.json()).toMatchObject({ message: 'age is required', fieldErrors: { age: 'age is required' } });
    const good = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { name: 'Asha', age: 30 } });
    expect(good.json()).toEqual({ operationMessage: 'success', responseData: { greeting: 'Hello Asha' } });
  });

  it('answers malformed JSON, domain errors and contract breaches with the envelope', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(failureEnvelope.parse(bad.json()).errorEnum).toBe('VALIDATION_FAILED');
    expect(bad.body).not.toMatch(/\bat .+:\d+/);

    const ghost = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { name: 'ghost', age: 40 } });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json()).toEqual({
      operationMessage: 'failure',
      responseData: null,
      errorEnum: 'NOT_FOUND',
      message: 'No such person',
    });

    // A handler whose answer breaks its own contract is a server bug: 500, generic, logged.
    const liar = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { name: 'liar', age: 40 } });
    expect(liar.statusCode).toBe(500);
    expect(liar.json()).toMatchObject({ errorEnum: 'INTERNAL', message: 'Something went wrong. Please try again later' });
  });

  it('sends a kept answer as the route writes any answer: same bytes each time, contract checked, errors as usual', async () => {
    const plain = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { name: 'Asha', age: 30 } });
    const first = await app.inject('/api/v1/test/kept?name=Asha');
    const again = await app.inject('/api/v1/test/kept?name=Asha');
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(plain.body);
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
      expect(res.headers['content-length']).toBe(plain.headers['content-length']);
    }
    expect((await app.inject('/api/v1/test/kept?name=Ravi')).json()).toEqual({
      operationMessage: 'success',
      responseData: { greeting: 'Hello Ravi' },
    });
    const missing = await app.inject('/api/v1/test/kept?name=ghost');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ operationMessage: 'failure', message: 'No such person' });
    const refused = await app.inject('/api/v1/test/kept?name=');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { name: 'Please enter a name' } });
    const liar = await app.inject('/api/v1/test/kept?name=liar');
    expect(liar.statusCode).toBe(500);
    expect(liar.json()).toMatchObject({ errorEnum: 'INTERNAL' });
  });
});

describe('while the web app is being rebuilt', () => {
  it('answers a vanished file with a 404 and a page with a 503, never a 500', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sanchay-rebuild-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sanchay</title><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'home-1a2b3c.js'), 'export {};\n');
    const app = await buildApp({ database, clock: systemClock, config: { webDistDir: dir } });
    try {
      expect((await app.inject('/v1/assets/home-1a2b3c.js')).statusCode).toBe(200);
      // vite build empties dist/ first: for a moment neither the old files nor index.html exist.
      rmSync(dir, { recursive: true, force: true });
      const browser = { 'accept-encoding': 'gzip, br' };
      const asset = await app.inject({ url: '/v1/assets/home-1a2b3c.js', headers: browser });
      expect(asset.statusCode).toBe(404);
      const page = await app.inject({ url: '/v1/home', headers: browser });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBeDefined();
      expect(page.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('without a web build', () => {
  it('answers /v1/* with 503 and how to build it; the API still works', async () => {
    const app = await buildApp({ database, clock: systemClock, config: { webDistDir: path.join(distDir, 'nope') } });
    try {
      const page = await app.inject('/v1/home');
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/text\/plain/);
      expect(page.body).toContain('npm run build');
      const api = await app.inject(catalogueRoutes.getCategories.path);
      expect(api.statusCode).toBe(200);
      expect((await app.inject('/')).headers.location).toBe('/v1/home');
    } finally {
      await app.close();
    }
  });
});

describe('loadConfig', () => {
  it('needs no settings', () => {
    const config = loadConfig({}, []);
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, '.data/pglite'),
      uploadsDir: path.join(REPO_ROOT, '.data/pglite/uploads'),
      databaseUrl: undefined,
      sandbox: true,
      sandboxSetExplicitly: false,
      nodeEnv: undefined,
      shutdownTimeoutMs: 10_000,
      catalogueSource: 'demo',
      sharedDataDir: path.resolve(REPO_ROOT, '../shared/data'),
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      logLevel: 'info',
      trustProxy: false,
      specialAgentCodes: [],
      loanAgainstMfUrl: '/v1/sandbox/loan-against-mf',
      reportsUrl: '/v1/sandbox/customer-investment-report',
      mandateLimits: { N: '1000000', X: '10000000' },
      publicUrl: 'http://localhost:8080',
      // No BSE keys and no plain JSON: every exchange webhook is refused until they are set.
      exchangeWebhook: { bseSigningKeys: [], memberDecryptionKey: undefined, maxAgeSeconds: 86_400, plainJson: false, plainJsonFrom: [] },
    });
  });

  it('reads the environment and --real-data', () => {
    const config = loadConfig(
      {
        PORT: '8099',
        DATA_DIR: 'tmp/data',
        INIT_CWD: '/home/asha',
        DATABASE_URL: 'postgres://u@h:5432/db',
        SANDBOX: 'false',
        CATALOGUE: 'real',
      },
      [],
    );
    expect(config).toMatchObject({
      port: 8099,
      dataDir: '/home/asha/tmp/data',
      uploadsDir: '/home/asha/tmp/data/uploads',
      databaseUrl: 'postgres://u@h:5432/db',
      sandbox: false,
      catalogueSource: 'real',
    });
    expect(loadConfig({ UPLOADS_DIR: '/srv/uploads' }, []).uploadsDir).toBe('/srv/uploads');
    expect(loadConfig({}, ['--real-data']).catalogueSource).toBe('real');
    expect(loadConfig({ CATALOGUE: 'demo' }, []).catalogueSource).toBe('demo');
    expect(loadConfig({ OTP_SENDS_PER_ADDRESS: '500', MOBILE_CHECKS_PER_ADDRESS: '900' }, [])).toMatchObject({
      otpSendsPerAddress: 500,
      mobileChecksPerAddress: 900,
    });
  });

  it('refuses settings it cannot use, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, [])).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' }, [])).toThrow(/PORT must be between 1 and 65535/);
    expect(() => loadConfig({ SANDBOX: 'maybe' }, [])).toThrow(/SANDBOX must be true or false/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, [])).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ CATALOGUE: 'live' }, [])).toThrow(/CATALOGUE must be demo or real/);
    expect(() => loadConfig({ OTP_SENDS_PER_ADDRESS: '0' }, [])).toThrow(/OTP_SENDS_PER_ADDRESS/);
  });
});
