// The authorization test (issue 8 §2, docs/decisions/0022), driven by the contract's access
// declarations. (1) Every /api route the app serves is declared in the contract, and a route
// whose request has a field named like a customer's identifier declares it (or is public or
// sign-in). (2) Every customer-scoped operation is tried with its owner's identifiers by another
// customer, an advisor the owner is not mapped to, a guest and no session: each is refused (4xx in
// the envelope) and the owner's data is unchanged; then the owner's own request goes through.
import { blankAgentRegistration } from '@sanchay/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@sanchay/contract';
import {
  CSRF_HEADER,
  customerResources,
  failureEnvelope,
  type CustomerResource,
  type PartyRouteDef,
  type RawRouteDef,
  type RouteDef,
} from '@sanchay/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client';
import { agent, ekycRequest } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/features/session';
import { operationsOf } from './api-fuzz/operations';
import { startDemoApp, type DemoApp } from './demo-app';
import { addAgent, addUser, ok, rows, START, type Browser, type Harness } from './session-test-kit';

type AnyRoute = (RouteDef | RawRouteDef | PartyRouteDef) & { key: string };

/** Every route the contract declares: each exported group of routes, found by shape. */
function contractRoutes(): AnyRoute[] {
  const found: AnyRoute[] = [];
  for (const value of Object.values(contract)) {
    if (!value || typeof value !== 'object') continue;
    for (const [key, route] of Object.entries(value as Record<string, unknown>)) {
      if (route && typeof route === 'object' && 'method' in route && 'path' in route && 'access' in route) {
        found.push({ ...(route as RouteDef), key });
      }
    }
  }
  return found;
}

/** Field names that name a customer's own things (checkout adds its ids here as it adds them). */
const CUSTOMER_IDENTIFIER =
  /^(ucc|userId|customerId|cartId|investmentId|fileId|\w*ChequeId|signatureId|\w*AttemptId|attemptId|accountSequence|verificationId|requestId|folio\w*|order(Id|No|Number)|mandateId|sipId|\w*RegistrationId|stpId|swpId|loopBackUrl|pxOrderNumber|groupId)$/i;

function fieldsOf(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

const routeName = (r: AnyRoute) => `${r.key} (${r.method} ${r.path})`;

describe('access declarations', () => {
  const routes = contractRoutes();

  it('declares every contract route once, with identifiers that exist in its own schemas', () => {
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const r of routes) {
      if (typeof r.access === 'string') continue;
      for (const id of r.access.customerScoped.identifiers) {
        const schema = id.in === 'query' ? (r as RouteDef).query : id.in === 'body' ? (r as RouteDef).body : r.params;
        if (!fieldsOf(schema).includes(id.field)) problems.push(`${routeName(r)}: no ${id.in} field ${id.field}`);
        if (!customerResources.includes(id.names)) problems.push(`${routeName(r)}: unknown resource ${id.names}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares each party route (a webhook) with its party, content types and acknowledgement, and no parsed input', () => {
    const party = routes.filter((r): r is PartyRouteDef & { key: string } => r.access === 'party');
    expect(party.map((r) => r.path)).toContain('/api/v1/webhooks/exchange');
    for (const r of party) {
      expect(r.method, routeName(r)).toBe('POST');
      expect(r.party && r.contentTypes.length > 0 && r.ack instanceof z.ZodType, routeName(r)).toBe(true);
      // Its body is the party's signed bytes, checked by its verifier: no query, body or params schema to trust.
      expect(['query', 'body', 'params'].filter((place) => place in r), routeName(r)).toEqual([]);
    }
  });

  it('has every field named like a customer identifier declared, unless the route is public or sign-in', () => {
    const undeclared: string[] = [];
    for (const r of routes) {
      if (r.access === 'public' || r.access === 'signIn') continue;
      const declared = typeof r.access === 'string' ? [] : r.access.customerScoped.identifiers.map((i) => `${i.in}.${i.field}`);
      const places = { query: (r as RouteDef).query, body: (r as RouteDef).body, params: (r as RouteDef).params };
      for (const [place, schema] of Object.entries(places)) {
        for (const field of fieldsOf(schema)) {
          if (CUSTOMER_IDENTIFIER.test(field) && !declared.includes(`${place}.${field}`)) {
            undeclared.push(`${routeName(r)} takes ${place}.${field} but does not declare it customer-scoped`);
          }
        }
      }
    }
    expect(undeclared, undeclared.join('\n')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

const here = path.dirname(fileURLToPath(import.meta.url));
const IMAGE = readFileSync(path.join(here, 'fixtures/cheques/sbi-complete.png'));
const OWNER = '9000000001'; // Asha Verma, onboarded direct investor
const OTHER_CUSTOMER = '9000000003'; // Priya Nair, onboarded, customer of SANCHAY01
const ADVISOR = '9000000002'; // Rohan Mehta, advisor SANCHAY01 (Asha is not mapped to him)
const OTHER_ADVISOR = '9000000099'; // an advisor of OTHER01, not mapped to anyone

/** The owner's identifiers, one per resource kind. */
type OwnerValues = Record<CustomerResource, string | number>;

interface Example {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  params?: Record<string, string>;
  /** The owner's own request succeeds (a check that the refusals were about ownership). */
  ownerSucceeds: boolean;
}

/**
 * A request each customer-scoped operation's owner could send, with the owner's identifiers.
 * A new customer-scoped route must add one (the test says so). Ordered: destructive ones last.
 */
const EXAMPLES: Record<string, (v: OwnerValues) => Example> = {
  getCartDetails: (v) => ({ query: { cartId: String(v.cart) }, ownerSucceeds: true }),
  saveInvestmentDetails: (v) => ({
    body: { schemeId: SCHEME_ID, cartId: v.cart, investmentType: 'Lumpsum', amount: 7000 },
    ownerSucceeds: true,
  }),
  updateCartItem: (v) => ({ body: { investmentId: v.cartItem, amount: 8000 }, ownerSucceeds: true }),
  savePackInvestment: (v) => ({ body: { mintPackId: 'tax-saver', cartId: v.cart, investmentType: 'Lumpsum', amount: 10000 }, ownerSucceeds: true }),
  updatePackItem: (v) => ({ body: { investmentId: v.packItem, amount: 12000 }, ownerSucceeds: true }),
  saveRiskAnswer: (v) => ({
    body: { userAttemptId: v.riskAttempt, riskProfileVersion: RISK_VERSION, totalQuestionsCount: RISK_QUESTIONS, questionNo: 1, answerOptionId: RISK_OPTION },
    ownerSucceeds: true,
  }),
  getAumSummary: (v) => ({ params: { agentCode: String(v.agent) }, ownerSucceeds: true }),
  // /my-customers (issue 13 §1, decision 0142): the advisor's own book, searched.
  getCustomers: (v) => ({ params: { agentCode: String(v.agent) }, query: { search: 'a', sort: 'aum', order: 'desc' }, ownerSucceeds: true }),
  // Leads (issue 13 §2, decision 0129): the advisor's own list, and a premium-service lead (SANCHAY01 is verified).
  listLeads: (v) => ({ params: { agentCode: String(v.agent) }, ownerSucceeds: true }),
  createLead: (v) => ({
    params: { agentCode: String(v.agent) },
    query: { tag: 'mf_post_retirement' },
    body: { investorName: 'Kavya Rao', investorMobileNo: '9876543210', investorEmailId: 'kavya@example.com', investmentAmount: 1500000, requestKey: 'access-test-lead' },
    ownerSucceeds: true,
  }),
  sharePremiumService: (v) => ({
    params: { agentCode: String(v.agent) },
    body: { route: 'retirement-income-planning', type: 'sms', value: '9876543210' },
    ownerSucceeds: true,
  }),
  getCertificates: (v) => ({ params: { agentCode: String(v.agent) }, ownerSucceeds: true }),
  agentTransactionAllow: (v) => ({ query: { agentCode: String(v.agent) }, ownerSucceeds: true }),
  // The blank save (NISM no): the owner's succeeds and changes nothing a refusal could hide.
  saveCertificates: (v) => ({ params: { agentCode: String(v.agent) }, body: { ...blankAgentRegistration }, ownerSucceeds: true }),
  // A JSON body is no multipart file: the owner's is refused for that, the others before it.
  uploadNismPicture: (v) => ({ params: { agentCode: String(v.agent) }, ownerSucceeds: false }),
  uploadArnPicture: (v) => ({ params: { agentCode: String(v.agent) }, ownerSucceeds: false }),
  // The advisor's desktop home (decisions 0145–0147). SANCHAY01 holds an ARN in the demo data, so
  // his own I am Interested is refused (403) and his GET answers.
  getSignUpInterest: (v) => ({ params: { agentCode: String(v.agent) }, ownerSucceeds: true }),
  saveSignUpInterest: (v) => ({ params: { agentCode: String(v.agent) }, ownerSucceeds: false }),
  getReportsUrl: (v) => ({ query: { agentCode: String(v.agent) }, ownerSucceeds: true }),
  getActiveContentDetails: (v) => ({ query: { agentCode: String(v.agent) }, ownerSucceeds: true }),
  subscribeContent: (v) => ({ body: { categoryId: 0, subscribe: true, agentCode: String(v.agent) }, ownerSucceeds: true }),
  getFestiveBranding: (v) => ({ query: { agentCode: String(v.agent), templateType: 'PDF', brandingType: 'DIWALI', lang: 'en' }, ownerSucceeds: true }),
  festiveBrandingPdf: (v) => ({ params: { agentCode: String(v.agent) }, query: { brandingType: 'DIWALI', lang: 'en' }, ownerSucceeds: true }),
  uploadedFile: (v) => ({ params: { fileId: String(v.file) }, ownerSucceeds: true }),
  updateUserProfile: (v) => ({
    body: { ucc: v.ucc, email: 'asha.new@example.com', address: '15 Residency Road, Shanthala Nagar', pincode: '560025' },
    ownerSucceeds: true,
  }),
  saveOccupationNominee: (v) => ({
    body: {
      occupationType: 'S',
      incomeSlab: '10L_25L',
      aadhar: '123456784821',
      signatureId: v.file,
      termsAccepted: true,
      fatcaCompliant: true,
      nomineeOptIn: false,
      nomineeList: [],
    },
    // The owner is onboarded already: step 4 is closed to her (403), as it is to everyone else.
    ownerSucceeds: false,
  }),
  completeEkyc: (v) => ({ body: { requestId: v.ekycRequest }, ownerSucceeds: false }),
  saveBankAccount: (v) => ({
    body: {
      bankName: 'State Bank of India',
      bankAccountNumber: BANK_ACCOUNT,
      ifscCode: IFSC,
      bankAccountType: 'Savings',
      defaultBankFlag: false,
      cancelledChequeId: v.file,
      verificationId: v.bankVerification,
    },
    // The owner's file is a signature, not a cheque: her own save is refused too.
    ownerSucceeds: false,
  }),
  editBankAccount: (v) => ({
    body: {
      accountSequence: v.bankAccount,
      bankName: 'State Bank of India',
      bankAccountNumber: BANK_ACCOUNT,
      ifscCode: IFSC,
      bankAccountType: 'Savings',
      cancelledChequeId: v.file,
      verificationId: v.bankVerification,
    },
    ownerSucceeds: false,
  }),
  deleteBankAccount: (v) => ({ body: { accountSequence: v.bankAccount }, ownerSucceeds: false }),
  // Checkout (issue 11 §1). The owner's order set is written in the test (v.order); she has no cheque payment.
  sendTransactionOtp: (v) => ({ query: { flowType: '1', cartId: String(v.cart) }, ownerSucceeds: true }),
  verifyTransactionOtp: (v) => ({ query: { cartId: String(v.cart) }, body: { otp: '123456', flowType: 1 }, ownerSucceeds: true }),
  getOrderList: (v) => ({ query: { loopBackUrl: String(v.order), ucc: String(v.ucc), cartId: String(v.cart) }, ownerSucceeds: true }),
  getOrders: (v) => ({ query: { pxOrderNumber: String(v.order) }, ownerSucceeds: true }),
  getPaymentStatus: (v) => ({ query: { pxOrderNumber: String(v.order) }, ownerSucceeds: true }),
  reportInvalidOrders: (v) => ({ body: { loopBackUrl: v.order, orderDetailsList: [] }, ownerSucceeds: true }),
  // Her order set has nothing to pay, and no cheque payment to print: refused for her too (400, 404).
  makePayment: (v) => ({ body: { loopBackUrl: v.order, paymentKey: 'access-test-key', paymentMode: 4, mandateId: v.mandate }, ownerSucceeds: false }),
  getChallan: (v) => ({ query: { groupId: String(v.payment) }, ownerSucceeds: false }),
  challanPdf: (v) => ({ params: { groupId: String(v.payment) }, ownerSucceeds: false }),
  // Redeem (decision 0106): she holds no folio in the demo data, so her own requests are refused too (404, 400).
  redeemDetails: (v) => ({ query: { folioNo: String(v.folio) || 'NO-FOLIO', isin: 'INF000120503' }, ownerSucceeds: false }),
  redeemRequest: (v) => ({
    body: { isin: 'INF000120503', folioNo: String(v.folio) || 'NO-FOLIO', redeemType: 'units', amount: '0', units: '1', allRedeem: 'N', requestKey: 'access-test-redeem' },
    ownerSucceeds: false,
  }),
  // Without a cart of orders (the examples above use her cart) her own submit is refused too.
  saveBseOrder: (v) => ({ query: { trnxDetailId: 'access-test-submit', ucc: String(v.ucc), mandateId: String(v.mandate) }, ownerSucceeds: false }),
  // The owner has no bank account in the demo data: her own setup is refused as well.
  mandateConfig: (v) => ({ query: { accountSequence: String(v.bankAccount) }, ownerSucceeds: false }),
  registerMandate: (v) => ({
    body: { requestKey: '5b0f7f8e-4f4e-4d55-9a53-0d1c2b3a4f5e', accountSequence: v.bankAccount, mandateType: 'X', mandateAmount: '100000' },
    ownerSucceeds: false,
  }),
  mandateStatus: (v) => ({ query: { mandateId: String(v.mandate) }, ownerSucceeds: true }),
  downloadMandateForm: (v) => ({ body: { mandateId: v.mandate }, ownerSucceeds: true }),
  mandateForm: (v) => ({ params: { mandateId: String(v.mandate) }, ownerSucceeds: true }),
  // Not multipart: the owner's own request is refused for its body, after ownership.
  uploadMandateScan: (v) => ({ query: { mandateId: String(v.mandate) }, ownerSucceeds: false }),
  // No signed form uploaded yet: the owner's Setup Mandate is refused too.
  activateMandate: (v) => ({ query: { type: 'X', mandateId: String(v.mandate) }, ownerSucceeds: false }),
  // Sharing (issue 11): the owner's own session is not her advisor's (not on the advisor host): refused for her too.
  sharePaymentLink: (v) => ({ body: { type: 'sms', value: '9876543210', loopBackUrl: v.order }, ownerSucceeds: false }),
  shareMandateLink: (v) => ({ body: { type: 'email', value: 'meera@example.com', ucc: v.ucc, mandateId: v.mandate }, ownerSucceeds: false }),
  // STP and SWP (decisions 0112, 0113): the ucc in the path; a plan by its id or registration number.
  stpSourceFunds: (v) => ({ params: { ucc: String(v.ucc) }, ownerSucceeds: true }),
  getAllStpSwpOrders: (v) => ({ params: { ucc: String(v.ucc) }, query: { trxnType: 'STP' }, ownerSucceeds: true }),
  activeSwpOrders: (v) => ({ params: { ucc: String(v.ucc) }, ownerSucceeds: true }),
  autoCancelledStpOrders: (v) => ({ params: { ucc: String(v.ucc) }, ownerSucceeds: true }),
  registerStpSwp: (v) => ({
    params: { ucc: String(v.ucc) },
    body: { requestKey: '6b0f7f8e-4f4e-4d55-9a53-0d1c2b3a4f5e', trxnType: 'STP', fromSchemeCode: '1-DP-GR', toSchemeCode: '2-DP-GR', folioNo: 'F1', freqType: 1, installmentAmount: '1000', noOfInstallments: '6', startDate: '2026-09-05' },
    ownerSucceeds: false,
  }),
  saveStpSwpOrderToBse: (v) => ({ params: { ucc: String(v.ucc) }, body: { stpId: String(v.stp) }, ownerSucceeds: false }),
  cancelTransaction: (v) => ({ params: { ucc: String(v.ucc) }, body: { txnRegNo: '8000001', txnType: 'STP' }, ownerSucceeds: false }),
  // My SIPs (decision 0110): the owner's SIP is registered under a number the exchange does not
  // know, so her pause is refused (400) and her cancel answers the exchange's refusal (200).
  pauseSip: (v) => ({ body: { sipId: String(v.sip), installments: 1, requestKey: 'access-test-pause' }, ownerSucceeds: false }),
  cancelSip: (v) => ({ body: { sipId: String(v.sip), requestKey: 'access-test-cancel' }, ownerSucceeds: true }),
  // Capital gains (issue 12 §1): the owner's own statement (empty: no sales), hint and download.
  getCapitalGains: (v) => ({ query: { fy: '2025-26', ucc: String(v.ucc) }, ownerSucceeds: true }),
  getTaxHarvest: (v) => ({ query: { ucc: String(v.ucc) }, ownerSucceeds: true }),
  capitalGainsFile: (v) => ({ params: { file: 'schedule-112a.csv' }, query: { fy: '2025-26', ucc: String(v.ucc) }, ownerSucceeds: true }),
  removePackItem: (v) => ({ body: { investmentId: v.packItem }, ownerSucceeds: true }),
  removeCartItem: (v) => ({ body: { investmentId: v.cartItem }, ownerSucceeds: true }),
  getUserPortfolio: (v) => ({ query: { ucc: String(v.ucc) }, ownerSucceeds: true }),
  getPortfolioTransaction: (v) => ({ query: { folioNo: String(v.folio), schemeId: String(SCHEME_ID), ucc: String(v.ucc) }, ownerSucceeds: true }),
  // Acting for a customer (decision 0138): the owner is a direct investor, no advisor's customer
  // and no advisor herself, so her own requests are refused too.
  getActingCustomer: (v) => ({ params: { customerId: String(v.customer) }, ownerSucceeds: false }),
  sendActingOtp: (v) => ({ params: { customerId: String(v.customer) }, ownerSucceeds: false }),
  startActing: (v) => ({ params: { customerId: String(v.customer) }, body: { otp: '123456' }, ownerSucceeds: false }),
  // Share Investment Statement (decision 0125): the customer's mapped advisor only, never the owner herself.
  shareStatement: (v) => ({ body: { type: 'email', value: 'meera@example.com', ucc: String(v.ucc) }, ownerSucceeds: false }),
};

/** A scheme open for purchase in the demo catalogue (set in the test). */
let SCHEME_ID = 0;
const IFSC = 'SBIN0000813';
const BANK_ACCOUNT = '123456789012';
let RISK_VERSION = 1;
let RISK_QUESTIONS = 0;
let RISK_OPTION = 0;

/** Tables whose rows are a user's own (user_id), and the owner's rows in them, for before/after. */
async function ownerData(database: Database, userId: string): Promise<string> {
  const tables = await rows<{ table_name: string }>(
    database,
    sql`select distinct table_name from information_schema.columns
        where column_name = 'user_id' and table_schema = current_schema()
          and table_name not in ('web_session', 'sign_in_audit', 'otp_challenge', 'otp_grant')
        order by table_name`,
  );
  const out: Record<string, unknown> = {};
  for (const { table_name } of tables) {
    out[table_name] = await rows(database, sql`select * from ${sql.identifier(table_name)} where user_id = ${userId} order by 1`);
  }
  out.user_account = await rows(database, sql`select * from user_account where id = ${userId}`);
  out.cart_item = await rows(database, sql`select i.* from cart_item i join cart c on c.id = i.cart_id where c.user_id = ${userId} order by 1`);
  out.cart_pack_item = await rows(database, sql`select i.* from cart_pack_item i join cart c on c.id = i.cart_id where c.user_id = ${userId} order by 1`);
  return JSON.stringify(out);
}

describe('the served routes and their access', () => {
  let demo: DemoApp;
  let database: Database;
  let h: Harness;
  const ids = {} as OwnerValues;
  const users: Record<string, string> = {};
  const signIn = (mobile: string) => demo.signIn(mobile);

  /** A profile edit and a bank change authorised in this session, so that only ownership is left to refuse. */
  async function withStepUp(b: Browser): Promise<Browser> {
    ok(await b.post('/api/v1/profile/send-profile-otp'));
    ok(await b.post('/api/v1/profile/verify-profile-otp', { otp: '123456' }));
    ok(await b.post('/api/v1/bank-accounts/send-bank-update-otp'));
    ok(await b.post('/api/v1/bank-accounts/verify-bank-update-otp', { otp: '123456' }));
    return b;
  }

  beforeAll(async () => {
    demo = await startDemoApp();
    ({ database, h } = demo);
    for (const m of [OWNER, OTHER_CUSTOMER, ADVISOR]) {
      users[m] = (await rows<{ id: string }>(database, sql`select id from user_account where mobile = ${m}`))[0]!.id;
    }
    await addAgent(database, 'OTHER01');
    users[OTHER_ADVISOR] = await addUser(database, { mobile: OTHER_ADVISOR, name: 'Other Advisor', password: DEMO_PASSWORD });
    await database.db.update(agent).set({ userId: users[OTHER_ADVISOR] }).where(eq(agent.agentCode, 'OTHER01'));

    const questions = ok<contract.RiskQuestions>(await (await signIn(OWNER)).get('/api/v1/risk-profile/questions'));
    RISK_VERSION = questions.riskProfileVersion;
    RISK_QUESTIONS = questions.totalQuestionsCount;
    RISK_OPTION = questions.questions[0]!.answerOptions[0]!.answerOptionId;
  }, 600_000); // seeding the demo catalogue takes minutes on a loaded machine

  afterAll(() => demo?.close());

  it('refuses another customer, an unmapped advisor, a guest and no session, and changes nothing', async () => {
    const scheme = (await rows<{ amfi_code: number }>(database, sql`select amfi_code from scheme where purchase_allowed order by amfi_code limit 1`))[0];
    expect(scheme).toBeDefined();
    const schemeId = scheme!.amfi_code;
    SCHEME_ID = schemeId;

    // The owner's things, made as she would make them.
    const owner = await withStepUp(await signIn(OWNER));
    const cart = ok<contract.CartDetails>(
      await owner.post('/api/v1/cart/save-investment-details', { schemeId, investmentType: 'Lumpsum', amount: 5000 }),
    );
    ids.cart = cart.cartId;
    ids.cartItem = cart.activeCustomizedInvestmentDetailList[0]!.investmentDetail[0]!.investmentId;
    const withPack = ok<contract.CartDetails>(
      await owner.post('/api/v1/cart/save-pack-investment', { mintPackId: 'tax-saver', investmentType: 'Lumpsum', amount: 10000 }),
    );
    ids.packItem = withPack.activeMintPackInvestmentDetailList[0]!.investmentDetail[0]!.investmentId;
    const signature = await h.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/upload-signature',
      ...multipart(IMAGE),
      cookies: Object.fromEntries(owner.cookies),
      headers: { ...multipart(IMAGE).headers, [CSRF_HEADER]: owner.csrfToken! },
    });
    ids.file = ok<{ signatureId: string }>(signature).signatureId;
    const verification = ok<contract.BankVerificationResult>(
      await owner.post('/api/v1/bank-accounts/bank-account-verification', { bankAccountNumber: BANK_ACCOUNT, ifscCode: IFSC, purpose: 'add' }),
    );
    ids.bankVerification = verification.verificationId ?? 'none';
    ids.bankAccount = 1;
    ids.riskAttempt = ok<contract.RiskAttempt>(await owner.post('/api/v1/risk-profile/attempt', { riskProfileVersion: RISK_VERSION })).userAttemptId;
    ids.ucc = ok<contract.ProfileView>(await owner.get('/api/v1/onboarding/profile')).ucc!;
    await database.db.insert(ekycRequest).values({ requestId: 'ekyc-owner-0001', userId: users[OWNER]!, pan: 'DEMPV0001A', createdAt: START });
    ids.ekycRequest = 'ekyc-owner-0001';
    ids.agent = 'SANCHAY01';
    ids.customer = users[OWNER]!;
    // A physical mandate of the owner's, registered at the exchange and waiting for its form.
    await database.db.execute(sql`INSERT INTO investor_mandate (user_id, ucc, request_key, mandate_type, amount, bank_name, account_number,
        ifsc, account_type, start_date, end_date, registration, bse_mandate_id, exchange_status, registered_on, created_at, updated_at)
      VALUES (${users[OWNER]!}, ${ids.ucc}, 'owner-mandate', 'X', 100000, 'State Bank of India', ${BANK_ACCOUNT}, ${IFSC}, 'SB',
        '2026-08-21', '2099-12-31', 'registered', '990001', 'REGISTERED BY MEMBER', '2026-08-21', ${START.toISOString()}::timestamptz, ${START.toISOString()}::timestamptz)`);
    ids.mandate = '990001';
    // A folio of hers: one allotment in the ledger, as the exchange's statement records it.
    ids.folio = 'ACCESS-FOLIO-1';
    await database.db.execute(sql`INSERT INTO ledger_entry (exchange_order_no, kind, ucc, scheme_code, isin, folio_no, order_date, nav_date, nav,
        units, amount, stamp_duty, reported_on, recorded_at)
      VALUES (990000001, 'purchase', ${ids.ucc}, ${`${schemeId}-DP-GR`}, null, ${ids.folio}, '2026-08-20', '2026-08-20', 50, 99.995, 5000, 0.25,
        '2026-08-21', ${START.toISOString()}::timestamptz)`);
    // An order set of hers (nothing to pay), as save-bse-order writes it, valid all day.
    ids.order = (
      await rows<{ id: string }>(
        database,
        sql`insert into checkout (user_id, ucc, idempotency_key, lumpsums, valid_till, created_at)
            values (${users[OWNER]!}, ${ids.ucc}, 'access-test', '[]'::jsonb, ${START.toISOString()}::timestamptz + interval '1 day', ${START.toISOString()}::timestamptz)
            returning id::text`,
      )
    )[0]!.id;
    ids.payment = '999999';
    // An approved STP of hers (verified, not yet at the exchange).
    ids.stp = (
      await rows<{ id: string }>(
        database,
        sql`insert into investor_stp_swp (user_id, ucc, request_key, trans_type, from_scheme_id, to_scheme_id, from_scheme_code, to_scheme_code,
              from_scheme_name, to_scheme_name, folio_no, frequency, installment_amount, no_of_installments, start_date, end_date, total_amount,
              first_order_today, status, token_hash, email, link_at, verify_by, created_at, updated_at)
            values (${users[OWNER]!}, ${ids.ucc}, 'access-stp', 'STP', 1, 2, '1-DP-GR', '2-DP-GR', 'Fund One', 'Fund Two', 'F1', 'MONTHLY', 1000, 6,
              '2026-09-05', '2027-02-05', 6000, false, 'APPROVED', 'access-test-token-hash', 'asha@example.com',
              ${START.toISOString()}::timestamptz, ${START.toISOString()}::timestamptz, ${START.toISOString()}::timestamptz, ${START.toISOString()}::timestamptz)
            returning id::text`,
      )
    )[0]!.id;
    // A SIP of hers, as checkout records one the exchange registered.
    ids.sip = (
      await rows<{ id: string }>(
        database,
        sql`insert into checkout_sip (checkout_id, user_id, amfi_code, scheme_code, amount, sip_date, num_installments, start_date, mandate_id,
                                      unique_ref_no, status, xsip_reg_id, created_at)
            values (${ids.order}, ${users[OWNER]!}, ${SCHEME_ID}, ${`${SCHEME_ID}-DP-GR`}, 1000, 5, 12, '2026-09-05', '990001', 'access-test-sip',
                    'VALID', '7999999', ${START.toISOString()}::timestamptz)
            returning id::text`,
      )
    )[0]!.id;

    const advisorOwner = await signIn(ADVISOR);
    const guest = async () => {
      const b = h.browser();
      ok(await b.get('/api/v1/login/get-current-user'));
      return b;
    };
    // Made once: step-up OTPs are limited per mobile, and the clock stands still.
    const otherCustomer = await withStepUp(await signIn(OTHER_CUSTOMER));
    const attackers = {
      investor: { 'another customer': otherCustomer, 'an unmapped advisor': await signIn(ADVISOR), 'a guest': await guest(), 'no session': null },
      advisor: { 'another customer': otherCustomer, 'an unmapped advisor': await signIn(OTHER_ADVISOR), 'a guest': await guest(), 'no session': null },
    };

    const routes = contractRoutes().filter((r) => typeof r.access !== 'string');
    const missing = routes.filter((r) => !EXAMPLES[r.key]).map(routeName);
    expect(missing, `customer-scoped operations without an owner's example request in EXAMPLES:\n${missing.join('\n')}`).toEqual([]);

    const failures: string[] = [];
    const byKey = new Map(routes.map((r) => [r.key, r]));
    for (const [key, example] of Object.entries(EXAMPLES)) {
      const route = byKey.get(key);
      if (!route) {
        failures.push(`EXAMPLES names ${key}, which is not a customer-scoped route`);
        continue;
      }
      const ownedByAdvisor = typeof route.access !== 'string' && route.access.customerScoped.identifiers.some((i) => i.names === 'agent');
      const ownerBrowser = ownedByAdvisor ? advisorOwner : owner;
      const ownerId = ownedByAdvisor ? users[ADVISOR]! : users[OWNER]!;
      const request = example(ids);
      for (const [who, attacker] of Object.entries(attackers[ownedByAdvisor ? 'advisor' : 'investor'])) {
        const before = await ownerData(database, ownerId);
        const res = await send(attacker, route, request);
        const after = await ownerData(database, ownerId);
        const refused = res.statusCode >= 400 && res.statusCode < 500 && failureEnvelope.safeParse(safeJson(res.body)).success;
        if (!refused) failures.push(`${routeName(route)} as ${who}: not refused: ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (before !== after) failures.push(`${routeName(route)} as ${who}: changed the owner's data`);
      }
      if (request.ownerSucceeds) {
        const res = await send(ownerBrowser, route, request);
        if (res.statusCode !== 200) failures.push(`${routeName(route)}: the owner's own request failed (so the refusals prove little): ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);

  it('refuses an unsigned delivery to a party route whoever sends it (a session and its CSRF token prove nothing): 401, nothing kept', async () => {
    const party = contractRoutes().filter((r): r is PartyRouteDef & { key: string } => r.access === 'party');
    expect(party.length).toBeGreaterThan(0);
    const guest = h.browser();
    ok(await guest.get('/api/v1/login/get-current-user'));
    const callers = { 'a signed-in customer with her CSRF token': await signIn(OWNER), 'a guest with its CSRF token': guest, 'no session': null };
    const event = { request_id: 'access-test-event', investor: { client_code: String(ids.ucc ?? 'UCC') }, action: { event_type: 'ORDER', event: 'order_allotted', order_id: '1' } };
    const bodies = { 'plain JSON': { type: 'application/json', payload: JSON.stringify(event) }, 'an unsigned JWS': { type: 'application/jose', payload: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(event)).toString('base64url')}.` } };
    const failures: string[] = [];
    for (const route of party) {
      for (const [who, browser] of Object.entries(callers)) {
        for (const [what, body] of Object.entries(bodies)) {
          const headers: Record<string, string> = { host: 'localhost', 'content-type': body.type };
          if (browser?.csrfToken) headers[CSRF_HEADER] = browser.csrfToken;
          const res = await h.app.inject({ method: route.method, url: route.path, headers, payload: body.payload, cookies: browser ? Object.fromEntries(browser.cookies) : {} });
          if (res.statusCode !== 401 || !failureEnvelope.safeParse(safeJson(res.body)).success) failures.push(`${routeName(route)} as ${who}, ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await rows(database, sql`select id from webhook_inbox`)).toEqual([]);
  });

  it('serves no /api operation that the contract does not declare', async () => {
    const declared = new Set(contractRoutes().map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`));
    const served = operationsOf(h.app).map((op) => `${op.method} ${op.path}`);
    const undeclared = served.filter((s) => !declared.has(s));
    expect(undeclared, `served but not in the contract:\n${undeclared.join('\n')}`).toEqual([]);
    // Routes registered by hand (outside the OpenAPI document) under /api must be declared too.
    const tree = h.app.printRoutes({ commonPrefix: false });
    // Lines such as "├── api/v1/uploads/files/:fileId (GET, HEAD)".
    const apiPaths = [...tree.matchAll(/\/?(api\/[^\s(]+) \(([^)]+)\)/g)].flatMap(([, p, methods]) =>
      methods!.split(',').map((m) => `${m.trim()} /${p!.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(apiPaths.length).toBeGreaterThan(50);
    // HEAD answers as its GET does; /api/docs is the OpenAPI document and its viewer.
    const hidden = apiPaths.filter((s) => !s.startsWith('HEAD ') && !/^\w+ \/api\/docs(\/|$)/.test(s) && !declared.has(s));
    expect(hidden, `registered under /api but not declared in the contract:\n${hidden.join('\n')}`).toEqual([]);
  });

  function multipart(bytes: Buffer) {
    const boundary = 'access-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  async function send(browser: Browser | null, route: AnyRoute, example: Example): Promise<LightMyRequestResponse> {
    let url = route.path;
    for (const [k, v] of Object.entries(example.params ?? {})) url = url.replace(`:${k}`, encodeURIComponent(v));
    const headers: Record<string, string> = { host: 'localhost' };
    if (browser?.csrfToken && route.method !== 'GET') headers[CSRF_HEADER] = browser.csrfToken;
    return h.app.inject({
      method: route.method,
      url,
      headers,
      ...(example.query ? { query: example.query } : {}),
      ...(example.body ? { payload: example.body } : {}),
      cookies: browser ? Object.fromEntries(browser.cookies) : {},
    });
  }
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
