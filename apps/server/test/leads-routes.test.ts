import { leadList, leadsPath, lead as leadSchema, premiumServiceBrochurePath, sharePremiumServicePath, type CreateLeadBody, type Lead } from '@sanchay/contract';
import { LEAD_TAGS, PREMIUM_SERVICES, messages, productMessages } from '@sanchay/domain';
import { PDFDocument } from 'pdf-lib';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { agent, lead as leadTable } from '../src/db/schema';
import { createLead } from '../src/features/leads';
import { addAgent, addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { pdfText } from './pdf-text-kit';

// Leads (issue 13 §2; spec 1 §3 "Lead payload", §5, §6, §7; decision 0129): the advisor's own
// list and the premium-service lead form, and createLead for the calculators' leads.

const KAVYA: Omit<CreateLeadBody, 'requestKey'> = {
  investorName: 'Kavya Rao',
  investorMobileNo: '9876543210',
  investorEmailId: 'kavya@example.com',
  // 12.5 lakhs, as the form sends it.
  investmentAmount: 1250000,
};


forEachDatabase('leads', (open) => {
  let database: Database;
  let h: Harness;
  let sanchayId: string;
  beforeEach(async () => {
    database = await open();
    h = await startHarness(database);
    // SANCHAY01 (Rohan, verified) and OTHER02 (Kiran, verified), each with their own account;
    // NEW03 (Neha) not verified; Priya a customer of SANCHAY01.
    sanchayId = await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    const otherId = await addAgent(database, 'OTHER02', 'Kiran Joshi');
    const newId = await addAgent(database, 'NEW03', 'Neha Kapoor');
    await database.db.update(agent).set({ verificationStatus: 'not_verified' }).where(eq(agent.id, newId));
    for (const [mobile, name, id] of [
      ['9000000002', 'Rohan Mehta', sanchayId],
      ['9100000002', 'Kiran Joshi', otherId],
      ['9200000002', 'Neha Kapoor', newId],
    ] as const) {
      const userId = await addUser(database, { mobile, name });
      await database.db.update(agent).set({ userId }).where(eq(agent.id, id));
    }
    await addUser(database, { mobile: '9000000003', name: 'Priya Nair', agentCode: 'SANCHAY01' });
  });
  afterEach(async () => {
    await h?.close();
    await database?.close();
  });

  const create = (b: Browser, code: string, tag: string, body: Record<string, unknown>) =>
    b.post(`${leadsPath(code)}?tag=${tag}`, body);

  it('has a Drizzle schema that follows 0086_leads.sql (columns, nullability)', async () => {
    const config = getTableConfig(leadTable);
    const columns = await rows<{ column_name: string; is_nullable: string }>(
      database,
      sql`select column_name, is_nullable from information_schema.columns where table_name = ${config.name} and table_schema = current_schema()`,
    );
    const sorted = (list: [string, boolean][]) => list.sort((a, b) => a[0].localeCompare(b[0]));
    expect(sorted(columns.map((c) => [c.column_name, c.is_nullable === 'YES']))).toEqual(sorted(config.columns.map((c) => [c.name, !c.notNull])));
  });

  it('creates a lead for each premium service and lists them for the advisor, newest first, open, from the form', async () => {
    const rohan = await h.signIn('9000000002');
    const made: Lead[] = [];
    for (const tag of ['mf_post_retirement', 'mf_custom_advisory', 'mf_corporate_treasury'] as const) {
      made.push(leadSchema.parse(ok(await create(rohan, 'SANCHAY01', tag, { ...KAVYA, requestKey: `key-${tag.replaceAll("_", "-")}` }))));
      h.advance(60);
    }
    expect(made.map((l) => [l.tag, l.status, l.source, l.investmentAmount])).toEqual([
      ['mf_post_retirement', 'open', 'premium_service', '1250000'],
      ['mf_custom_advisory', 'open', 'premium_service', '1250000'],
      ['mf_corporate_treasury', 'open', 'premium_service', '1250000'],
    ]);
    const list = leadList.parse(ok(await rohan.get(leadsPath('SANCHAY01'))));
    expect(list.leads.map((l) => l.tag)).toEqual(['mf_corporate_treasury', 'mf_custom_advisory', 'mf_post_retirement']);
    expect(list.leads[0]).toMatchObject({ investorName: 'Kavya Rao', investorMobileNo: '9876543210', investorEmailId: 'kavya@example.com' });
  });

  it('makes one lead of a doubled or retried submit (the same request key, even at once)', async () => {
    const rohan = await h.signIn('9000000002');
    const body = { ...KAVYA, requestKey: 'doubled-submit-1' };
    const answers = await Promise.all([1, 2, 3].map(() => create(rohan, 'SANCHAY01', 'mf_custom_advisory', body)));
    const ids = new Set(answers.map((a) => ok<Lead>(a).id));
    expect(ids.size).toBe(1);
    expect(leadList.parse(ok(await rohan.get(leadsPath('SANCHAY01')))).leads).toHaveLength(1);
    // The same key with other details is refused, not silently dropped.
    failed(await create(rohan, 'SANCHAY01', 'mf_custom_advisory', { ...body, investmentAmount: 2000000 }), 400);
  });

  it('never shows or takes an advisor’s leads for anyone else', async () => {
    const rohan = await h.signIn('9000000002');
    ok(await create(rohan, 'SANCHAY01', 'mf_post_retirement', { ...KAVYA, requestKey: 'rohan-lead-1' }));
    const kiran = await h.signIn('9100000002');
    const priya = await h.signIn('9000000003');
    for (const other of [kiran, priya]) {
      expect(failed(await other.get(leadsPath('SANCHAY01')), 403).message).toBe(productMessages.lead.notYourLeads);
      failed(await create(other, 'SANCHAY01', 'mf_post_retirement', { ...KAVYA, requestKey: 'intruder-lead' }), 403);
    }
    failed(await h.browser().get(leadsPath('SANCHAY01')), 401);
    // Kiran's own list has none of Rohan's; Rohan's still has one.
    expect(leadList.parse(ok(await kiran.get(leadsPath('OTHER02')))).leads).toEqual([]);
    expect(leadList.parse(ok(await rohan.get(leadsPath('SANCHAY01')))).leads).toHaveLength(1);
  });

  it('asks an advisor who is not verified to verify first (spec 1 §6: Create Lead requires verified)', async () => {
    const neha = await h.signIn('9200000002');
    expect(failed(await create(neha, 'NEW03', 'mf_post_retirement', { ...KAVYA, requestKey: 'neha-lead-1' }), 403).message).toBe(
      productMessages.lead.verifyProfile,
    );
    expect(leadList.parse(ok(await neha.get(leadsPath('NEW03')))).leads).toEqual([]);
  });

  it('checks the payload with the form’s rules and messages (spec 1 §5)', async () => {
    const rohan = await h.signIn('9000000002');
    const refused = async (body: Record<string, unknown>) =>
      Object.values(failed(await create(rohan, 'SANCHAY01', 'mf_post_retirement', { ...KAVYA, requestKey: 'bad-payload', ...body }), 400).fieldErrors ?? {});
    expect(await refused({ investorEmailId: '' })).toContain(messages.lead.emailRequired);
    expect(await refused({ investorMobileNo: '5876543210' })).toContain(messages.lead.mobileInvalid);
    expect(await refused({ investorName: 'R2D2' })).toContain(messages.lead.nameInvalid);
    expect(await refused({ investmentAmount: 99_999 })).toContain(messages.lead.amountRequired);
    // mf_interested is the calculators' tag, not a premium service's.
    failed(await create(rohan, 'SANCHAY01', 'mf_interested', { ...KAVYA, requestKey: 'bad-tag' }), 400);
    expect(leadList.parse(ok(await rohan.get(leadsPath('SANCHAY01')))).leads).toEqual([]);
  });

  it('lists a lead another feature records with createLead (a calculator I’m Interested, no amount)', async () => {
    expect(LEAD_TAGS).toContain('mf_interested');
    await createLead(database.db, { now: () => h.now() }, {
      agentId: sanchayId,
      tag: 'mf_interested',
      source: 'shared_link',
      investorName: 'Arjun Das',
      investorMobileNo: '9123456780',
    });
    const rohan = await h.signIn('9000000002');
    expect(leadList.parse(ok(await rohan.get(leadsPath('SANCHAY01')))).leads).toEqual([
      expect.objectContaining({ tag: 'mf_interested', source: 'shared_link', status: 'open', investmentAmount: null, investorEmailId: null }),
    ]);
  });

  it('serves each service’s brochure as a PDF that opens, with the service’s facts', async () => {
    for (const service of PREMIUM_SERVICES) {
      const res = await h.browser().get(premiumServiceBrochurePath(service.route));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const bytes = res.rawPayload;
      // pdf-lib parses the whole file (header, objects, cross-reference table, trailer).
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toBe(`${service.name} brochure`);
      const text = await pdfText(bytes, '');
      expect(text).toContain(service.name);
      // The catalogue's own words, ₹ and ’ included (the embedded font has them, decision 0170).
      expect(text).toContain(service.keyBenefits[0]!);
      expect(text).toContain('Service fee: ₹1999');
    }
    const retirement = await pdfText((await h.browser().get(premiumServiceBrochurePath('retirement-income-planning'))).rawPayload, '');
    for (const fact of ['9.60% a year from 70% debt and 30% equity', '7.50% a year from debt only', 'Minimum investment: ₹10 lakh']) {
      expect(retirement).toContain(fact);
    }
    expect(failed(await h.browser().get(premiumServiceBrochurePath('no-such-service')), 404).message).toBe(productMessages.lead.serviceNotFound);
  });

  it('shares a service by SMS or e-mail through the outbox, for the advisor only', async () => {
    const rohan = await h.signIn('9000000002');
    const sms = ok<{ message: string }>(await rohan.post(sharePremiumServicePath('SANCHAY01'), { route: 'custom-portfolio-review', type: 'sms', value: '9876543210' }));
    expect(sms.message).toBe('Preimum service shared successfully');
    ok(await rohan.post(sharePremiumServicePath('SANCHAY01'), { route: 'company-funds-investment', type: 'email', value: 'cfo@example.com' }));
    const sent = await rows<{ channel: string; recipient: string; subject: string | null; body: string }>(
      database,
      sql`SELECT channel, recipient, subject, body FROM notification_outbox WHERE kind = 'premium-service' ORDER BY created_at`,
    );
    expect(sent.map((m) => [m.channel, m.recipient, m.subject])).toEqual([
      ['sms', '9876543210', null],
      ['email', 'cfo@example.com', 'Company Funds Investment Solution'],
    ]);
    expect(sent[0]!.body).toContain('Rohan Mehta, your advisor, has shared Custom Portfolio Rebalance Solution');
    expect(sent[0]!.body).toContain('/v1/premium-service-details/custom-portfolio-review?agentCode=SANCHAY01');
    // The spec's SMS rule, and nobody else's share.
    expect(failed(await rohan.post(sharePremiumServicePath('SANCHAY01'), { route: 'custom-portfolio-review', type: 'sms', value: '98765' }), 400).fieldErrors).toEqual({
      value: 'Please enter 10 digits only',
    });
    const kiran = await h.signIn('9100000002');
    failed(await kiran.post(sharePremiumServicePath('SANCHAY01'), { route: 'custom-portfolio-review', type: 'sms', value: '9876543210' }), 403);
  });
});
