import { randomInt } from 'node:crypto';
import {
  sharedCalculatorImagePath,
  type CalculatorShareAnswer,
  type interestedCustomerBody,
  type shareCalculatorBody,
  type SharedCalculator,
} from '@sanchay/contract';
import { calculatorSummary, productMessages, type Clock } from '@sanchay/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError, RateLimitedError } from '../../http/app-errors';
import { createLead } from '../leads';
import { recordShare } from '../sharing';
import * as queries from './calculators.queries';

const own = productMessages.calculator;
/**
 * I'm Interested is public (the customer opening a shared link has no account with us), so one
 * link makes at most this many new leads an hour: a link forwarded to a group still works, a
 * script cannot fill the advisor's My Leads. A repeat of the same requestKey is not a new lead.
 * Two concurrent clicks may both pass the count; the limit is a brake, not a ledger.
 */
export const INTERESTED_LEADS_PER_LINK_PER_HOUR = 20;
const HOUR_MS = 3_600_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** 8 characters of 57: about 2^46 codes, so a guessed link is vanishingly unlikely to exist. */
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The web app's page a calculator's short link opens. */
export const landingPath = (calculator: 'sip' | 'goal', code: string) =>
  `/v1/${calculator === 'sip' ? 'sip-calculator' : 'goal-amount-calculator'}?share=${code}`;

export type ShareCalculatorInput = z.output<typeof shareCalculatorBody>;
export type InterestedCustomerInput = z.output<typeof interestedCustomerBody>;

/**
 * The calculators' sharing (spec 3 §4 "Calculator sharing"; docs/decisions/0133): the advisor's
 * share (lead, short link, image) and the shared landing's I'm Interested (a lead for the advisor
 * who shared). The calculators' figures are the domain's; nothing here computes money.
 */
export class CalculatorsService {
  constructor(private readonly deps: { database: Database; clock: Clock; publicUrl: string }) {}

  /**
   * Spec 3 §6: only the advisor shares a calculator result: the signed-in account must be an
   * agent's own (agent.user_id). The popup's customer, when given, is saved first as an
   * mf_interested lead (spec 3 §7); the lead, the short link and the share are one transaction.
   */
  async share(userId: string, body: ShareCalculatorInput): Promise<CalculatorShareAnswer> {
    const { db } = this.deps.database;
    const advisor = await queries.agentOfUser(db, userId);
    if (!advisor) throw new ForbiddenError(own.advisorOnly);
    const { inputs } = body;
    const { customer } = body.customer;
    const now = this.deps.clock.now();
    const code = await db.transaction(async (tx) => {
      if (customer) {
        // The result goes to her WhatsApp from the advisor's phone, but it names her: the share limits count it (0167).
        await recordShare(tx, this.deps.clock, { senderUserId: userId, channel: 'whatsapp', recipient: customer.mobile, kind: 'calculator-share' });
        await createLead(tx, this.deps.clock, {
          agentId: advisor.id,
          tag: 'mf_interested',
          source: 'calculator_share',
          investorName: customer.name,
          investorMobileNo: customer.mobile,
          requestKey: `calculator-share:${body.requestKey}`,
        });
      }
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const candidate = newCode();
        const stored = await queries.insertShare(
          tx,
          { code: candidate, target: landingPath(inputs.calculator, candidate), createdAt: now },
          {
            shortCode: candidate,
            agentId: advisor.id,
            calculator: inputs.calculator,
            investmentAmount: String(inputs.investmentAmt),
            rateOfReturn: inputs.rateOfReturn,
            timePeriod: inputs.timePeriod,
            createdAt: now,
          },
        );
        if (stored) return candidate;
      }
      throw new Error('calculators: no free short code in 5 draws');
    });
    const shortenUrl = `${this.deps.publicUrl}/s/${code}`;
    const title = inputs.calculator === 'sip' ? own.sipTitle : own.goalTitle;
    const text = own.whatsappText(title, calculatorSummary(inputs.calculator, inputs), shortenUrl);
    const to = customer ? `91${customer.mobile}` : '';
    return {
      shortenUrl,
      fileId: code,
      fileName: `${inputs.calculator === 'sip' ? 'sip-calculator' : 'goal-amount-calculator'}-${code}.png`,
      imageUrl: `${this.deps.publicUrl}${sharedCalculatorImagePath(code)}`,
      whatsappUrl: `https://wa.me/${to}?text=${encodeURIComponent(text)}`,
      leadSaved: customer !== null,
    };
  }

  /** The shared landing's data; 404 for an unknown code. */
  async shared(code: string): Promise<SharedCalculator> {
    const row = await this.shareOf(code);
    return {
      calculator: row.calculator,
      investmentAmt: Number(row.investmentAmount),
      rateOfReturn: row.rateOfReturn,
      timePeriod: row.timePeriod,
      advisorName: row.advisorName,
      imagePath: sharedCalculatorImagePath(code),
    };
  }

  /** I'm Interested (spec 3 §4): an mf_interested lead for the advisor who shared; a repeated requestKey is the same lead. */
  async interested(code: string, body: InterestedCustomerInput): Promise<{ message: string }> {
    const row = await this.shareOf(code);
    const since = new Date(this.deps.clock.now().getTime() - HOUR_MS);
    const recent = await queries.interestedLeadsSince(this.deps.database.db, row.agentId, code, since);
    const repeat = await queries.interestedLeadExists(this.deps.database.db, row.agentId, `shared-link:${code}:${body.requestKey}`);
    if (recent >= INTERESTED_LEADS_PER_LINK_PER_HOUR && !repeat) throw new RateLimitedError(own.interestedTooMany, HOUR_MS / 1000);
    await createLead(this.deps.database.db, this.deps.clock, {
      agentId: row.agentId,
      tag: 'mf_interested',
      source: 'shared_link',
      investorName: body.userName,
      investorMobileNo: body.mobile,
      investorEmailId: body.emailId,
      requestKey: `shared-link:${code}:${body.requestKey}`,
    });
    return { message: own.interestedThanks };
  }

  /** Where /s/{code} goes, or undefined. */
  async shortLinkTarget(code: string): Promise<string | undefined> {
    return queries.shortLinkTarget(this.deps.database.db, code);
  }

  async shareOf(code: string) {
    const row = await queries.shareByCode(this.deps.database.db, code);
    if (!row) throw new NotFoundError(own.sharedNotFound);
    return row;
  }
}
