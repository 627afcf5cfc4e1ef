// Production mode (issue 8 §1, docs/decisions/0020): what the server refuses to start with, what
// is gone outside sandbox mode, the probes, the request id, and the logging of 5xx answers.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ErrorEnum, sessionRoutes } from '@sanchay/contract';
import { productMessages, systemClock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { AppError } from '../src/http/app-errors';
import { startupProblems } from '../src/startup-checks';
import { rows } from './session-test-kit';
import { forEachDatabase } from './test-database';

const distDir = mkdtempSync(path.join(tmpdir(), 'sanchay-web-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body class="app"><div id="root"></div></body></html>');

describe('starting up', () => {
  const problems = (env: Record<string, string>) => startupProblems(loadConfig(env, []));

  it('runs the sandbox by default, and with SANDBOX=true in production', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ NODE_ENV: 'production', SANDBOX: 'true' })).toEqual([]);
  });

  it('refuses NODE_ENV=production unless SANDBOX is given explicitly', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^SANDBOX is not set: with NODE_ENV=production/)]);
    expect(problems({ NODE_ENV: 'production', SANDBOX: ' ' })).toHaveLength(1);
  });

  it('refuses SANDBOX=false naming each outside party that only the sandbox can serve, and each missing setting', () => {
    const listed = problems({ SANDBOX: 'false' });
    for (const setting of ['OTP_PEPPER', 'PUBLIC_URL', 'KYC_PROVIDER_URL', 'EXCHANGE_URL', 'PENNY_DROP_URL', 'SMS_PROVIDER_URL', 'SMTP_URL']) {
      expect(listed.filter((line) => line.startsWith(setting))).toHaveLength(1);
    }
    // Given settings are no longer asked for; parties without a real adapter still are.
    const withSettings = problems({ SANDBOX: 'false', OTP_PEPPER: 'p'.repeat(32), SMTP_URL: 'smtp://mail.example', PUBLIC_URL: 'https://sanchay.example' });
    expect(withSettings.some((line) => line.startsWith('OTP_PEPPER') || line.startsWith('SMTP_URL') || line.startsWith('PUBLIC_URL'))).toBe(false);
    expect(withSettings.map((line) => line.split(':')[0])).toEqual(['KYC_PROVIDER_URL', 'EXCHANGE_URL', 'PENNY_DROP_URL', 'SMS_PROVIDER_URL']);
  });

  it('takes PUBLIC_URL as the shared links\' address: sandbox default localhost:PORT, https in production, no path', () => {
    expect(loadConfig({ PORT: '8205' }, []).publicUrl).toBe('http://localhost:8205');
    expect(loadConfig({ PUBLIC_URL: 'https://sanchay.example/' }, []).publicUrl).toBe('https://sanchay.example');
    expect(() => loadConfig({ PUBLIC_URL: 'https://sanchay.example/v1' }, [])).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' }, [])).toThrow(/PUBLIC_URL/);
    const real = { SANDBOX: 'false', NODE_ENV: 'production', OTP_PEPPER: 'p'.repeat(32), SMTP_URL: 'smtp://mail.example' };
    expect(problems({ ...real, PUBLIC_URL: 'http://sanchay.example' }).filter((l) => l.startsWith('PUBLIC_URL'))).toEqual([
      expect.stringMatching(/must be https/),
    ]);
    expect(problems({ ...real, PUBLIC_URL: 'https://sanchay.example' }).filter((l) => l.startsWith('PUBLIC_URL'))).toEqual([]);
  });
});

forEachDatabase('production mode', (open) => {
  let database: Database;
  let app: FastifyInstance | undefined;
  let logLines: Record<string, unknown>[];

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const start = async (sandbox: boolean) => {
    logLines = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ database, clock: systemClock, config: { webDistDir: distDir, sandbox }, logger: { level: 'info', stream } });
    return app;
  };

  describe('outside sandbox mode the sandbox console does not exist', () => {
    it('answers 404 for the outbox API, its pages and the sandbox e-KYC page (GET and complete)', async () => {
      const a = await start(false);
      expect((await a.inject({ method: 'GET', url: '/api/v1/sandbox/outbox' })).statusCode).toBe(404);
      for (const url of ['/v1/sandbox/outbox', '/v1/sandbox/loan-against-mf', '/v1/sandbox', '/sandbox/e-kyc/abc123']) {
        const res = await a.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('id="root"');
      }
      expect((await a.inject({ method: 'POST', url: '/sandbox/e-kyc/abc123/complete' })).statusCode).toBe(404);
      // Other pages are the app, without the ribbon.
      const home = await a.inject({ method: 'GET', url: '/v1/home' });
      expect(home.statusCode).toBe(200);
      expect(home.body).not.toContain('sandbox-ribbon');
    });

    it('in sandbox mode serves them, and every page carries the ribbon', async () => {
      const a = await start(true);
      expect((await a.inject({ method: 'GET', url: '/api/v1/sandbox/outbox' })).statusCode).toBe(200);
      for (const url of ['/v1/sandbox/outbox', '/v1/home', '/v1/mutual-fund-results/Equity', '/v1/index.html']) {
        const res = await a.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(
          `<body class="app" data-sandbox="true"><div class="sandbox-ribbon" role="region" aria-label="Sandbox mode">${productMessages.sandbox.ribbon}`,
        );
        // The ribbon leads a newcomer to the console (the clock, NAVs, mandates) and the outbox (OTPs).
        expect(res.body, url).toContain('<a href="/v1/sandbox/console">');
        expect(res.body, url).toContain('<a href="/v1/sandbox/outbox">');
      }
      expect((await a.inject({ method: 'GET', url: '/sandbox/e-kyc/unknown' })).statusCode).not.toBe(200);
      expect((await a.inject({ method: 'GET', url: '/sandbox/e-kyc/unknown' })).headers['content-type']).toMatch(/html/);
    });
  });

  describe('probes', () => {
    it('/healthz and /readyz answer 200 without a session or a cookie', async () => {
      const a = await start(false);
      for (const url of ['/healthz', '/readyz']) {
        const res = await a.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
    });

    it('/readyz answers 503 naming the migrations not applied, and 200 again once they are', async () => {
      const a = await start(false);
      const [last] = (await rows<{
        name: string;
        checksum: string;
      }>(database, sql`SELECT name, checksum FROM schema_migrations ORDER BY name DESC LIMIT 1`));
      await database.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last!.name}`);
      try {
        const res = await a.inject({ method: 'GET', url: '/readyz' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ pending: [last!.name] });
        expect((await a.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await database.db.execute(sql`INSERT INTO schema_migrations (name, checksum) VALUES (${last!.name}, ${last!.checksum})`);
      }
      expect((await a.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    });
  });

  describe('start-up work after listen (docs/decisions/0038)', () => {
    it('/readyz answers while it runs; other requests wait for it and then answer', async () => {
      let finish!: () => void;
      const work = new Promise<void>((resolve) => (finish = resolve));
      let done = false;
      app = await buildApp({
        database,
        clock: systemClock,
        config: { webDistDir: distDir, sandbox: false },
        warmUp: { run: () => work.then(() => void (done = true)), onWarmUpFailed: () => undefined },
      });
      await app.ready();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode, ready.body).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/healthz?x=1' })).statusCode).toBe(200);
      const suggestion = app.inject({ method: 'GET', url: '/api/v1/mutual-funds/suggest-mutual-fund?text=hdfc' });
      let answered = false;
      void suggestion.then(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      finish();
      const res = await suggestion;
      expect(done).toBe(true);
      expect(res.statusCode).toBe(200);
    });

    it('a failure of it is handed to the caller, and the waiting requests do not succeed', async () => {
      const failures: unknown[] = [];
      app = await buildApp({
        database,
        clock: systemClock,
        config: { webDistDir: distDir, sandbox: false },
        warmUp: { run: () => Promise.reject(new Error('seed failed')), onWarmUpFailed: (err) => failures.push(err) },
      });
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/v1/mutual-funds/suggest-mutual-fund?text=hdfc' });
      expect(res.statusCode).toBe(500);
      expect(failures).toEqual([expect.objectContaining({ message: 'seed failed' })]);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    });
  });

  describe('x-request-id', () => {
    it('keeps a well-formed incoming id and replaces any other with a new UUID, on every kind of answer', async () => {
      const a = await start(false);
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      for (const url of ['/healthz', '/api/v1/no-such-route', '/v1/home', '/nowhere']) {
        expect((await a.inject({ method: 'GET', url, headers: { 'x-request-id': 'lb-42:abc.def_1' } })).headers['x-request-id'], url).toBe(
          'lb-42:abc.def_1',
        );
        expect((await a.inject({ method: 'GET', url })).headers['x-request-id'], url).toMatch(uuid);
      }
      for (const bad of ['has space', 'x'.repeat(129), 'naïve', '']) {
        expect((await a.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } })).headers['x-request-id']).toMatch(uuid);
      }
      // The request's log lines carry it.
      await a.inject({ method: 'GET', url: '/api/v1/no-such-route', headers: { 'x-request-id': 'trace-me-1' } });
      expect(logLines.filter((l) => l.reqId === 'trace-me-1').length).toBeGreaterThan(0);
    });

    it('is recorded on the outbox message the request enqueues', async () => {
      const a = await start(false);
      const current = await a.inject({ method: 'GET', url: sessionRoutes.getCurrentUser.path });
      const cookies = Object.fromEntries(current.cookies.map((c) => [c.name, c.value]));
      const csrf = current.cookies.find((c) => c.name.includes('csrf'))!.value;
      const sent = await a.inject({
        method: 'POST',
        url: sessionRoutes.sendOtp.path,
        payload: { mobile: '9876543299', purpose: 'signup' },
        cookies,
        headers: { 'x-csrf-token': csrf, 'x-request-id': 'otp-request-7' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const messages = await rows(database, sql`SELECT request_id FROM notification_outbox WHERE recipient = '9876543299'`);
      expect(messages).toEqual([{ request_id: 'otp-request-7' }]);
    });
  });

  describe('5xx answers', () => {
    it('are logged once each, with the whole cause chain and the request id, and answer the envelope', async () => {
      const a = await start(false);
      a.get('/test/crash', async () => {
        throw new Error('outer failure', { cause: new Error('middle', { cause: new Error('the party said no') }) });
      });
      a.get('/test/party', async () => {
        throw new AppError(ErrorEnum.INTERNAL, 502, 'Could not reach the KRA').causedBy(new Error('ECONNRESET from kra.example'));
      });
      for (const [url, cause] of [
        ['/test/crash', 'the party said no'],
        ['/test/party', 'ECONNRESET from kra.example'],
      ] as const) {
        const res = await a.inject({ method: 'GET', url, headers: { 'x-request-id': `id${url.replaceAll('/', '-')}` } });
        expect(res.statusCode).toBeGreaterThanOrEqual(500);
        expect(res.json()).toMatchObject({ operationMessage: 'failure' });
        expect(res.body).not.toContain(cause);
        const errors = logLines.filter((l) => (l.level as number) >= 50 && l.reqId === `id${url.replaceAll('/', '-')}`);
        expect(errors, url).toHaveLength(1);
        expect(JSON.stringify(errors[0]), url).toContain(cause);
      }
    });
  });
});
