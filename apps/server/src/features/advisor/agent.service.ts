import {
  agentCodeParams,
  customerListQuery,
  type AgentDetails,
  type AumSummary,
  type CustomerList,
  type CustomerOnboardingStatus,
  type CustomerRow,
} from '@sanchay/contract';
import { advisorCustomerMessages, type Clock, istToday, maskMobile, messages, onboardingSteps } from '@sanchay/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/app-errors';
import { advisorAppLink, loanAgainstMfLink, type AdvisorLinkSettings } from './advisor-links';
import * as queries from './agent.queries';
import * as aum from './aum.queries';
import * as customers from './customers.queries';

export const advisorMessages = {
  agentNotFound: 'We could not find this advisor',
  /** 401 on the AUM summary: the spec's account-page message (spec 1 §8). */
  notSignedIn: messages.session.notAuthorized,
  /** 403 on the AUM summary for anyone but the advisor's own account (our wording). */
  aumNotYours: 'Only the advisor can see their customer count and AUM',
} as const;

/** The advisor host's configuration (config.ts): special agent codes and the outward links. */
export interface AdvisorHostSettings extends AdvisorLinkSettings {
  /** Spec 1 §6: agent codes whose customer count and AUM bar is hidden (upper case). */
  specialAgentCodes: readonly string[];
}

/**
 * Who is asking: the account that signed in to the session, or null for a guest. When an advisor
 * acts for a customer (a later advisor issue), this stays the advisor (the actor), never the
 * customer acted for; see docs/decisions/0011-advisor-host.md.
 */
export interface AdvisorCaller {
  signedInUserId: string | null;
}

/**
 * The advisor's details and AUM summary (spec 1 §3 Agent and AUM summary, §6, §7 "Agent"). An
 * agent code is public: knowing it shows the advisor's name, never the numbers. The numbers are for
 * the one account linked to the agent (agent.user_id), signed in.
 */
export class AgentService {
  private readonly special: ReadonlySet<string>;

  constructor(private readonly deps: { database: Database; settings: AdvisorHostSettings; clock: Clock }) {
    this.special = new Set(deps.settings.specialAgentCodes.map((code) => code.toUpperCase()));
  }

  /** `rawCode` is the path parameter as sent; checked with the contract's agentCodeSchema. */
  async details(rawCode: unknown, caller: AdvisorCaller): Promise<AgentDetails> {
    const code = parseAgentCode(rawCode);
    const row = await queries.findAgent(this.deps.database.db, code);
    if (!row) throw new NotFoundError(advisorMessages.agentNotFound);
    return {
      agentCode: row.agentCode,
      advisorName: row.name,
      isARNHolder: row.arn !== null && row.arn.trim() !== '',
      verificationStatus: row.verificationStatus,
      partnerStatus: row.partnerStatus,
      customerCountHidden: this.special.has(row.agentCode),
      isOwnAdvisorSession: isOwnAccount(row.userId, caller),
      loanAgainstMfUrl: loanAgainstMfLink(this.deps.settings, row.agentCode),
      advisorAppUrl: advisorAppLink(this.deps.settings, row.agentCode),
    };
  }

  /**
   * GET aum-summary: 401 for a guest, 403 for anyone but the agent's own account (an unknown code
   * included: the answer does not tell codes apart). Both figures are read in one transaction, so
   * they describe the same moment.
   */
  async aumSummary(rawCode: unknown, caller: AdvisorCaller): Promise<AumSummary> {
    const row = await this.ownAgent(rawCode, caller, advisorMessages.aumNotYours);
    const db = this.deps.database.db;
    return db.transaction(async (tx) => ({
      customerCount: await aum.countCustomersOfAgent(tx, row.id, row.userId),
      totalAUM: await aum.totalAumOfAgentCustomers(tx, row.id, row.userId),
    }));
  }

  /**
   * GET customers (/my-customers, issue 13 §1): the same caller rule as the AUM summary, then one
   * statement for the totals and the page (customers.queries.ts, decision 0142). `query` is the
   * route's parsed query (customerListQuery).
   */
  async customers(rawCode: unknown, query: z.output<typeof customerListQuery>, caller: AdvisorCaller): Promise<CustomerList> {
    const agentRow = await this.ownAgent(rawCode, caller, advisorCustomerMessages.notYours);
    const rows = await customers.customerPage(this.deps.database.db, {
      agentId: agentRow.id,
      ownUserId: agentRow.userId,
      search: query.search,
      sort: query.sort,
      order: query.order,
      page: query.page,
      pageSize: query.pageSize,
      today: istToday(this.deps.clock),
    });
    const first = rows[0];
    return {
      customerCount: Number(first?.customer_count ?? 0),
      totalAUM: first?.total_aum ?? '0.00',
      matching: Number(first?.matching ?? 0),
      page: query.page,
      pageSize: query.pageSize,
      customers: rows.filter((r) => r.id !== null).map(customerRow),
    };
  }

  /** The agent named by the code when the caller is signed in with its own account: 401 a guest, 403 anyone else. */
  private async ownAgent(rawCode: unknown, caller: AdvisorCaller, notYours: string) {
    if (!caller.signedInUserId) throw new UnauthorizedError(advisorMessages.notSignedIn);
    const code = parseAgentCode(rawCode);
    const row = await queries.findAgent(this.deps.database.db, code);
    // An unknown code answers like someone else's: the answer does not tell codes apart.
    if (!row || !isOwnAccount(row.userId, caller)) throw new ForbiddenError(notYours);
    return row;
  }
}

/** The ledger's kinds as the transaction table names them (the portfolio's words). */
const TRANSACTION_TYPE: Record<string, NonNullable<CustomerRow['lastTransaction']>['type']> = {
  purchase: 'Purchase',
  redemption: 'Redemption',
  switch_in: 'Switch In',
  switch_out: 'Switch Out',
  stp_in: 'STP In',
  stp_out: 'STP Out',
  swp: 'SWP',
};

const ONBOARDING_LABEL: Record<CustomerOnboardingStatus, string> = {
  KYC_PENDING: advisorCustomerMessages.kycPending,
  PERSONAL_DETAILS: onboardingSteps[0],
  BANK_DETAILS: onboardingSteps[1],
  RISK_PROFILE: onboardingSteps[2],
  OCCUPATION_NOMINEE: onboardingSteps[3],
  ONBOARDED: advisorCustomerMessages.onboarded,
};

function customerRow(r: customers.CustomerPageRow): CustomerRow {
  const type = r.last_kind ? TRANSACTION_TYPE[r.last_kind] : undefined;
  return {
    customerId: r.id!,
    name: r.name,
    mobile: maskMobile(r.mobile),
    onboardingStatus: r.onboarding,
    onboardingLabel: ONBOARDING_LABEL[r.onboarding],
    aum: r.aum,
    sipBook: r.sip_book,
    lastTransaction: r.last_date && type ? { date: r.last_date, type } : null,
  };
}

function isOwnAccount(agentUserId: string | null, caller: AdvisorCaller): boolean {
  return agentUserId !== null && caller.signedInUserId !== null && agentUserId === caller.signedInUserId;
}

function parseAgentCode(rawCode: unknown): string {
  const parsed = agentCodeParams.shape.agentCode.safeParse(rawCode);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Please enter a valid agent code';
    throw new ValidationError(message, { agentCode: message });
  }
  return parsed.data;
}
