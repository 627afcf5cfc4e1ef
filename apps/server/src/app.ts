import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from '@sanchay/domain';
import type { Config } from './config';
import type { Database } from './db/client';
import { CatalogueIndex, CatalogueService, registerCatalogueRoutes, registerNfoShareRoutes } from './features/catalogue';
import { registerSandboxRoutes, SandboxClock, SandboxConsoleService } from './features/sandbox';
import { registerSessionFeature, type SessionFeatureOptions } from './features/session';
import {
  AgentRegistrationService,
  AgentService,
  AdvisorHomeService,
  CustomerSharing,
  loanAgainstMfLink,
  registerAgentRegistrationRoutes,
  registerAgentRoutes,
  registerAdvisorHomeRoutes,
} from './features/advisor';
import { CartService, registerCartRoutes } from './features/cart';
import { RiskProfileService, registerRiskProfileRoutes } from './features/risk-profile';
import { ReferenceDataService, registerReferenceDataRoutes } from './features/reference-data';
import { UploadsService, isReadableImage, registerUploadRoutes } from './features/uploads';
import { createBankSideParties, type BankSideParties } from './integrations/bank-side-parties';
import {
  registerSandboxMandateBankPage,
  registerSandboxPaymentBankPage,
  SANDBOX_MANDATE_BANK_PATH,
  SandboxClientRegistration,
  SandboxExchangeOrders,
  SandboxMandates,
  SandboxXsip,
  SandboxStpSwp,
  type StpSwpPort,
  DEFAULT_SANDBOX_MANDATE_SETTINGS,
  type XsipPort,
  type XsipPausePort,
  type ClientRegistrationPort,
  type ExchangeOrderPort,
  type SandboxExchangeOrdersOptions,
  type SandboxMandateSettings,
  registerExchangeWebhookHandlers,
  registerExchangeWebhooks,
} from './integrations/exchange';
import { OrdersService, registerOrdersFeature, SANDBOX_MEMBER } from './features/orders';
import { registerCheckoutFeature } from './features/checkout';
import { registerPortfolioFeature, registerRedeemFeature } from './features/portfolio';
import { SANDBOX_EKYC_PATH, SandboxKycProvider, type KycProvider } from './integrations/kyc';
import { registerOnboardingFeature } from './features/onboarding';
import { registerProfileFeature } from './features/profile';
import { registerBankAccountsFeature } from './features/bank-accounts';
import { registerMandatesFeature, seedDemoBanking, type MandatesService } from './features/mandates';
import { Decimal } from '@sanchay/domain';
import { registerSipsFeature, xsipRegistrationHandler } from './features/sips';
import { registerStpSwpFeature, type StpSwpService } from './features/stp-swp';
import { registerTransactionsFeature } from './features/transactions';
import { registerLeadsFeature } from './features/leads';
import { registerCalculatorsFeature } from './features/calculators';
import { registerCompression } from './http/compression';
import { frameworkErrorHandler, installErrorHandler } from './http/error-handler';
import { isProbe, registerHealthRoutes } from './http/health';
import { installRequestContext, requestId } from './http/request-logging';
import { registerOpenApi } from './http/openapi';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security';
import { installTypeableInputCheck } from './http/typeable-input';
import { installValidationMessages } from './http/validation-messages';
import { installNotFoundHandler, registerWebApp } from './http/web-app';
import { loadPageRenderer } from './http/server-render';
import { OutsideCalls, type OutsideCallsOptions } from './outside-calls';
import { WebhookHandlers } from './webhooks';

/** The shared links' address when the config gives none (tests; main always passes config.publicUrl). */
const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

export interface AppOptions {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'webDistDir'> & Partial<Config>;
  /** Fastify's logger: off by default (tests); main passes pino options. */
  logger?: FastifyServerOptions['logger'];
  /** The suggestion index; made here when not given, and loaded when the app is ready. */
  catalogueIndex?: CatalogueIndex;
  /** Test seams of sessions and sign-in: OTP generator, password hasher, policies. */
  session?: Pick<SessionFeatureOptions, 'otpGenerator' | 'passwordHasher' | 'sessionPolicy' | 'signInPolicy' | 'stepUpPolicy'>;
  /** Reference data and bank-side parties; made from the config when not given (tests swap some). */
  parties?: Partial<BankSideParties>;
  /**
   * Check every answer against its zod schema before sending it (default: unless NODE_ENV is
   * production). Off, answers are written by fast-json-stringify from the same schemas.
   */
  checkResponses?: boolean;
  /**
   * Start-up work the health probes do not need (`npm start`: the suggestion index, demo packs and
   * accounts). Given, it starts when the app is ready instead of delaying `listen`, and every
   * request but /healthz and /readyz waits for it, so no answer sees a half-built index or demo
   * data; /readyz keeps its meaning (database answers, migrations applied). A failure is handed to
   * `onWarmUpFailed` (main ends the process, as a failure before listening did). Without it (tests)
   * the index is loaded before the app is ready, as before.
   */
  warmUp?: { run: () => Promise<void>; onWarmUpFailed: (err: unknown) => void };
  /** The KYC party (KRA lookup, e-KYC); the sandbox adapter when not given. */
  kyc?: KycProvider;
  /** The exchange's client registration (account opening); the sandbox exchange when not given. */
  clientRegistration?: ClientRegistrationPort;
  /** Seams of the durable outside calls (tests: the crash seam, the lease). */
  outsideCalls?: Pick<OutsideCallsOptions, 'afterAnswer' | 'leaseMs'>;
  /** The sandbox exchange's mandate settings (limits, approval days, calendar); its defaults when not given. */
  sandboxMandates?: Partial<SandboxMandateSettings>;
  /** The exchange's XSIP registration; the sandbox exchange when not given. */
  xsip?: XsipPort;
  /** The exchange's STP/SWP calls; the sandbox exchange when not given (tests swap in a failing one). */
  stpSwp?: StpSwpPort;
  /** The exchange's XSIP pause and registration report; the sandbox exchange when not given. */
  xsipPause?: XsipPausePort;
  /** The exchange's order calls; the sandbox exchange when not given (tests swap in a failing one). */
  exchangeOrders?: ExchangeOrderPort;
  /** The sandbox exchange's order settings (cheque clearing days, lapse rule). */
  sandboxExchangeOrders?: Pick<SandboxExchangeOrdersOptions, 'chequeClearingBusinessDays' | 'unpaidOrderLapsesAt'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reload after a catalogue import: `await app.catalogueIndex.refresh(database)`. */
    catalogueIndex: CatalogueIndex;
    /** IFSC and pincode directories, penny drop, exchange bank modification, OCR, storage. */
    parties: BankSideParties;
    /** Durable commands to outside parties, with the features' handlers (main runs their job). */
    outsideCalls: OutsideCalls;
    /** The sandbox exchange's mandate register (its state in the database; the only exchange adapter so far). */
    sandboxMandates: SandboxMandates;
    /** The sandbox exchange's order book and bank (`bank`: what the bank pages and console do). */
    sandboxExchange: SandboxExchangeOrders;
    /** The orders feature's service (placing and paying orders, recording allotments). */
    orders: OrdersService;
    /** The mandates feature's service (main runs its mandate-status job). */
    mandates: MandatesService;
    /** The STP/SWP feature's service (main runs its job: links, expiry, the statement). */
    stpSwp: StpSwpService;
    /** What applies each party's webhook events (main runs the inbox job with them; tests add their own). */
    webhookHandlers: WebhookHandlers;
    /** Sandbox: gives the demo investors a verified bank account and an approved e-mandate (idempotent). */
    seedDemoBanking: () => Promise<{ accounts: number; mandates: number }>;
  }
}

/**
 * One Fastify instance: security headers, the contract's routes with zod validation and the
 * OpenAPI document, the one error handler, and the web app under /v1/. Nothing listens yet.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  // Sandbox mode: one clock for everything, the given time plus the sandbox clock's stored offset
  // (docs/decisions/0065); main passes the SandboxClock its jobs run on, tests a plain clock.
  const clock =
    config.sandbox === true
      ? options.clock instanceof SandboxClock
        ? options.clock
        : await SandboxClock.open(database, options.clock)
      : options.clock;
  installValidationMessages();
  const app = Fastify({
    logger: options.logger ?? false,
    // The real client address behind a load balancer (logs, rate limits), when configured.
    trustProxy: config.trustProxy ?? false,
    // While shutting down, new requests get 503 so a load balancer moves on.
    return503OnClosing: true,
    // x-request-id: the caller's when well formed, else a new UUID; on every response and log line.
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // Errors raised before routing (a URL that does not decode) answer the envelope too.
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against the contract in tests and development, not in production.
  const checkResponses = options.checkResponses ?? process.env.NODE_ENV !== 'production';
  app.setSerializerCompiler(responseSerializerCompiler({ check: checkResponses }));
  installErrorHandler(app);
  installRequestContext(app);
  registerHealthRoutes(app, database);
  // Until the start-up work is done, requests other than the probes wait for it; afterwards this
  // hook is one comparison (docs/decisions/0038).
  let warming: Promise<void> | null = null;
  app.addHook('onRequest', (request, _reply, done) => {
    if (warming === null || isProbe(request.url)) return done();
    warming.then(() => done(), done);
  });
  installTypeableInputCheck(app);

  registerSecurityHeaders(app);
  // Brotli or gzip over 1 KB, only on routes with large bodies: the web app, lists, OpenAPI JSON.
  await registerCompression(app);
  await registerOpenApi(app);

  const catalogueIndex = options.catalogueIndex ?? new CatalogueIndex();
  app.decorate('catalogueIndex', catalogueIndex);
  const loadIndex = async () => {
    if (catalogueIndex.lastRefresh === null) await catalogueIndex.refresh(database);
  };
  const { warmUp } = options;
  app.addHook('onReady', async () => {
    if (!warmUp) return loadIndex();
    // The demo data first, then the index: the order they had before listen, so the heap peaks
    // no higher than it did (the index's garbage and the seeding's are not live at once).
    warming = (async () => {
      // A turn of the event loop before each piece: PGlite's queries settle as microtasks, so
      // work begun here without one held the loop until it ended, and `listen` (and any /readyz)
      // waited for the whole warm-up (docs/decisions/0058).
      await nextTurn();
      await warmUp.run();
      await nextTurn();
      await loadIndex();
    })().then(
      () => {
        warming = null;
      },
      (err: unknown) => {
        warmUp.onWarmUpFailed(err);
        throw err;
      },
    );
    // Requests waiting on it see the failure; this only keeps it from counting as unhandled.
    warming.catch(() => undefined);
  });
  // Sessions first: every /api route after this sees request.session and the CSRF check.
  registerSessionFeature(app, {
    database,
    clock,
    otpPepper: config.otpPepper,
    cookieSecure: config.sessionCookieSecure,
    ...options.session,
    signInPolicy: {
      ...(config.otpSendsPerAddress ? { otpSendsPerAddress: config.otpSendsPerAddress } : {}),
      ...(config.mobileChecksPerAddress ? { mobileChecksPerAddress: config.mobileChecksPerAddress } : {}),
      ...options.session?.signInPolicy,
    },
  });
  registerAgentRoutes(
    app,
    new AgentService({
      database,
      clock,
      settings: {
        specialAgentCodes: config.specialAgentCodes ?? [],
        advisorAppUrl: config.advisorAppUrl,
        loanAgainstMfUrl: config.loanAgainstMfUrl,
      },
    }),
  );
  // The advisor's desktop home (decisions 0145–0147): sign-up interest, reports URL, content, festive PDF.
  registerAdvisorHomeRoutes(app, new AdvisorHomeService({ database, clock, reportsUrl: config.reportsUrl }));
  const catalogue = new CatalogueService({ database, clock, index: catalogueIndex });
  registerCatalogueRoutes(app, catalogue);
  const cart = new CartService({ database, clock });
  registerCartRoutes(app, cart);
  registerRiskProfileRoutes(app, new RiskProfileService({ database, clock }));

  // Without a configured folder (tests), uploads go to a fresh temporary one, removed at close.
  const temporaryUploads = config.uploadsDir ? null : path.join(tmpdir(), `sanchay-uploads-${randomUUID()}`);
  // The sandbox exchange's mandates (docs/decisions/0053): a scan is readable when the uploads
  // feature would keep it; the bank modification refuses to drop an account an approved mandate uses.
  const sandboxMandates = new SandboxMandates({
    database,
    clock,
    pagePath: SANDBOX_MANDATE_BANK_PATH,
    scanIsReadable: isReadableImage,
    settings: { ...(config.mandateLimits ? { limits: config.mandateLimits } : {}), ...options.sandboxMandates },
  });
  app.decorate('sandboxMandates', sandboxMandates);
  const parties: BankSideParties = {
    ...createBankSideParties({
      uploadsDir: config.uploadsDir ?? temporaryUploads!,
      database,
      hasApprovedMandate: (clientCode, accountNumber) => sandboxMandates.hasApprovedMandate(clientCode, accountNumber),
    }),
    ...options.parties,
  };
  app.decorate('parties', parties);
  app.addHook('onClose', async () => {
    await parties.chequeReader.close();
    if (temporaryUploads) await rm(temporaryUploads, { recursive: true, force: true });
  });
  // Every call to an outside party is a durable command (outside-calls/, docs/decisions/0046); the
  // features register their handlers on this one instance, and main's job finishes what a request
  // could not (retries, applies, a process that died in between).
  const outsideCalls = new OutsideCalls({ database, clock, log: app.log, ...options.outsideCalls });
  app.decorate('outsideCalls', outsideCalls);
  // The sandbox exchange's orders and payments (decision 0052): OTM needs an approved mandate of
  // the register and debits it within its limit for the day, in the payment's transaction.
  const sandboxExchange = new SandboxExchangeOrders(database, clock, {
    ...options.sandboxExchangeOrders,
    isMandateApproved: async (clientCode, mandateId) =>
      (await sandboxMandates.mandateDetails({ ClientCode: clientCode, MandateId: mandateId })).some((m) => m.Status === 'APPROVED'),
    debitMandate: (request, tx) => sandboxMandates.debit(request, tx),
  });
  app.decorate('sandboxExchange', sandboxExchange);
  // Orders (decision 0060): order entry and payment are durable commands of outsideCalls.
  const orders = registerOrdersFeature({ database, clock, outsideCalls, exchange: options.exchangeOrders ?? sandboxExchange, log: app.log });
  app.decorate('orders', orders);
  // Checkout (decision 0075): the cart's orders, the payment link, payment and the challan. XSIP
  // registration and cancellation (decision 0063) is a command whose answer the checkout records.
  // An advisor's shares (payment, mandate and NFO links) go out with the site's public address.
  const sharing = new CustomerSharing({ database, clock, publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL });
  const checkout = registerCheckoutFeature(app, { database, clock, orders, outsideCalls, sharing });
  registerNfoShareRoutes(app, catalogue, sharing);
  // My SIPs (decisions 0109, 0110): pause and cancel through the exchange. One XSIP command
  // carries registrations (checkout's apply) and cancellations (My SIPs' apply: context.sipRequestId).
  const sandboxXsip = new SandboxXsip(database, clock);
  const sips = registerSipsFeature(app, { database, clock, outsideCalls, exchange: options.xsipPause ?? sandboxXsip });
  outsideCalls.register(
    xsipRegistrationHandler(
      options.xsip ?? sandboxXsip,
      (tx, answer) => ('sipRequestId' in answer.context ? sips.applyCancelAnswer(tx, answer) : checkout.applyXsipAnswer(tx, answer)),
      (tx, failure) => sips.applyFailure(tx, failure),
    ),
  );
  // Leads (issue 13 §2, decision 0129): the advisor's leads and the premium-service lead form.
  registerLeadsFeature(app, { database, clock, publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL });
  // Calculators (issue 13 §4, decisions 0132, 0133): the advisor's share of a result (a lead, a
  // short link /s/{code}, the PNG, the WhatsApp link) and the shared landing's I'm Interested.
  registerCalculatorsFeature(app, { database, clock, publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL });
  // Transactions (decision 0111): the investor's orders, read-only.
  registerTransactionsFeature(app, { database });
  // The portfolio (decision 0103): derived from the ledger at the latest NAVs on each read; with
  // the capital-gains statement and the tax-harvesting hint (decisions 0100, 0101).
  registerPortfolioFeature(app, { database, clock, sharing });
  // STP and SWP (issue 12 §4, decisions 0112, 0113): registration and stop as durable commands.
  const stpSwp = registerStpSwpFeature(app, {
    database,
    clock,
    outsideCalls,
    exchange: options.stpSwp ?? new SandboxStpSwp(database, clock),
    member: SANDBOX_MEMBER,
    publicUrl: config.publicUrl ?? DEFAULT_PUBLIC_URL,
    log: { error: (fields, message) => app.log.error(fields, message) },
  });
  app.decorate('stpSwp', stpSwp);
  // Redeem (decisions 0106–0108): redemptions checked against the ledger under the investor's lock,
  // placed through the orders feature; the loan-against-MF page before a large redemption.
  registerRedeemFeature(app, {
    database,
    clock,
    orders,
    loanOfferLink: (partnerCode) => loanAgainstMfLink({ loanAgainstMfUrl: config.loanAgainstMfUrl, advisorAppUrl: undefined }, partnerCode),
  });
  registerReferenceDataRoutes(app, new ReferenceDataService(parties));
  const uploads = new UploadsService({
    database,
    clock,
    storage: parties.storage,
    chequeReader: parties.chequeReader,
    ifscDirectory: parties.ifscDirectory,
  });
  await registerUploadRoutes(app, uploads);
  // NISM and ARN registration and the sale guard (decisions 0126, 0127): certificates are kept by
  // the uploads feature; checkout, Redeem and STP ask app.agentSales before an advisor's sale.
  await registerAgentRegistrationRoutes(app, new AgentRegistrationService({ database, clock, uploads }));
  // KYC by PAN and e-KYC (spec 2 §4). Only the sandbox adapter exists so far: it runs until a real
  // KRA/e-KYC adapter is written and chosen here (docs/decisions/0013).
  await registerOnboardingFeature(app, {
    database,
    clock,
    kyc: options.kyc ?? new SandboxKycProvider({ pagePath: SANDBOX_EKYC_PATH, database }),
    pincodeDirectory: parties.pincodeDirectory,
    ownSignature: async (userId, fileId) => (await uploads.ownFile(userId, fileId, 'signature')) !== null,
    clientRegistration: options.clientRegistration ?? new SandboxClientRegistration({ database }),
    outsideCalls,
    sandboxPages: config.sandbox === true,
  });
  // The profile area: the profile OTP gate and the Personal tab (spec 2 §2, §4).
  registerProfileFeature(app, { database, clock, pincodeDirectory: parties.pincodeDirectory });
  // Mandates (issue 11 §2, docs/decisions/0079): the exchange's mandate calls as durable commands;
  // the signed form kept by the uploads feature; the minimum limit from the cart's SIPs.
  const mandates = await registerMandatesFeature(app, {
    database,
    clock,
    exchange: sandboxMandates,
    outsideCalls,
    limits: config.mandateLimits ?? DEFAULT_SANDBOX_MANDATE_SETTINGS.limits,
    sipCartTotal: async (userId) => {
      const details = await cart.details({ cookieId: '', userId, agentCode: null });
      const sips = details.activeCustomizedInvestmentDetailList.flatMap((c) => c.investmentDetail).filter((d) => d.investmentType === 'SIP');
      return sips.reduce((sum, d) => sum.plus(d.amount), new Decimal(0)).toFixed(2);
    },
    keepScan: (userId, file, log) => uploads.uploadMandateScan(userId, file, log),
    scanBytes: (userId, fileId) => uploads.ownFileBytes(userId, fileId, 'mandate_scan'),
    sharing,
  });
  app.decorate('mandates', mandates);
  // Bank accounts: penny drop, add, OTP-gated edit and delete (spec 2 §4); an approved mandate on
  // an account is the active-mandate warning.
  const bankAccounts = registerBankAccountsFeature(app, {
    database,
    clock,
    parties,
    ownCheque: async (userId, fileId) => (await uploads.ownFile(userId, fileId, 'cancelled_cheque')) !== null,
    outsideCalls,
    activeMandate: mandates.hasActiveMandate,
  });
  // Sandbox: the demo investors' bank account and approved e-mandate, through the services above
  // and the sandbox bank (issue 11 §3); main's warm-up runs it after the demo profiles.
  app.decorate('seedDemoBanking', () =>
    seedDemoBanking({
      database,
      clock,
      bankAccounts,
      mandates,
      sandboxMandates,
      keepCheque: (userId, file, log) => uploads.keepKnownCheque(userId, file, log),
      log: app.log,
    }),
  );
  // The sandbox console (outbox page, clock, NAVs, exchange books, reconciliation): only in
  // sandbox mode; elsewhere its paths are 404. It works on the one sandbox exchange above.
  if (clock instanceof SandboxClock) {
    const sandboxConsole = new SandboxConsoleService({
      database,
      clock,
      exchange: sandboxExchange,
      mandates: sandboxMandates,
      afterNavsPublished: () => catalogueIndex.refresh(database),
      log: app.log,
    });
    registerSandboxRoutes(app, { database, console: sandboxConsole, outsideCalls });
  }
  // The sandbox bank's e-mandate page: only in sandbox mode (elsewhere /sandbox/… is a plain 404).
  if (config.sandbox === true) await registerSandboxMandateBankPage(app, sandboxMandates);
  // The sandbox bank's net-banking and UPI page, where the exchange's payment answer points.
  if (config.sandbox === true) await registerSandboxPaymentBankPage(app, sandboxExchange.bank);

  // Webhooks in (issue 24 §3, decision 0174): the exchange's events verified over the raw bytes,
  // kept in the inbox and acknowledged after commit; the inbox job applies them by these handlers
  // (in this slice every exchange event parks with its meaning: the port's v2 re-shaping is next).
  const webhookHandlers = new WebhookHandlers();
  registerExchangeWebhookHandlers(webhookHandlers);
  app.decorate('webhookHandlers', webhookHandlers);
  await registerExchangeWebhooks(app, { database, clock, config: config.exchangeWebhook });

  const web = await registerWebApp(app, config.webDistDir);
  installNotFoundHandler(app, {
    webBuilt: web.built,
    sandbox: config.sandbox === true,
    webDistDir: config.webDistDir,
    renderer: web.built ? await loadPageRenderer(app, config.webDistDir) : null,
  });
  return app;
}
