import type { ActingCustomer, ActingState, AdvisorActions, StartActingAnswer, StepUpOtpSent } from '@sanchay/contract';
import * as contract from '@sanchay/contract';
import { productMessages, type Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../http/app-errors';
import * as q from './acting.queries';
import type { SignInContext } from './sign-in.service';
import { maskMobile, type StepUpOtpService } from './step-up-otp.service';

const own = productMessages.acting;

/** At most this many advisor actions are listed to the customer. */
const ACTIONS_SHOWN = 100;

/**
 * Acting for a customer (issue 13 §1; docs/decisions/0138). The actor is the session's signed-in
 * account and must be an agent's own account (agent.user_id) on the advisor host; the subject is
 * a customer mapped to that agent (user_account.agent_id), set only after the customer's OTP.
 * Anyone else is refused (403) before anything is sent or changed.
 */
export class ActingService {
  constructor(private readonly deps: { database: Database; clock: Clock; stepUpOtp: StepUpOtpService }) {}

  private get db() {
    return this.deps.database.db;
  }

  /** The advisor and the customer, or 403: the one check every consent route makes first. */
  private async advisorAndCustomer(ctx: SignInContext, customerId: string) {
    const actor = ctx.session.userId;
    const agent = actor && ctx.advisorHost ? await q.agentOfActor(this.db, actor) : undefined;
    if (!actor || !agent) throw new ForbiddenError(own.advisorOnly);
    const customer = await q.customerOfAgent(this.db, agent.id, actor, customerId);
    if (!customer) throw new ForbiddenError(own.notYourCustomer);
    return { actor, agent, customer };
  }

  async customer(ctx: SignInContext, customerId: string): Promise<ActingCustomer> {
    const { customer } = await this.advisorAndCustomer(ctx, customerId);
    return { customerId: customer.id, name: customer.name, mobile: maskMobile(customer.mobile) };
  }

  /** The consent OTP to the customer's mobile, with the step-up OTP's limits and audit. */
  async sendConsent(ctx: SignInContext, customerId: string): Promise<StepUpOtpSent> {
    const { customer } = await this.advisorAndCustomer(ctx, customerId);
    const { reused: _reused, ...sent } = await this.deps.stepUpOtp.send(ctx, 'acting_consent', {
      target: { userId: customer.id, mobile: customer.mobile },
    });
    return sent;
  }

  /** Checks the customer's code; a match makes the customer the session's subject (switching from any other). */
  async start(ctx: SignInContext, customerId: string, otp: string): Promise<StartActingAnswer> {
    const { agent, customer } = await this.advisorAndCustomer(ctx, customerId);
    const verified = await this.deps.stepUpOtp.verify(ctx, 'acting_consent', otp, {
      target: { userId: customer.id, mobile: customer.mobile },
      onMatched: (tx) => q.setActingFor(tx, ctx.session.id, customer.id),
    });
    if (!verified.otpMatched) return { ...verified, acting: null };
    ctx.session.actingForUserId = customer.id;
    return {
      ...verified,
      acting: { customerId: customer.id, customerName: customer.name, advisorName: agent.name, agentCode: agent.agentCode },
    };
  }

  /** Leave: the session is the advisor's own again. */
  async leave(ctx: SignInContext): Promise<ActingState> {
    // The request's session keeps its subject, so the Leave itself is recorded in her account.
    await q.setActingFor(this.db, ctx.session.id, null);
    return { acting: null };
  }

  async state(ctx: SignInContext): Promise<ActingState> {
    const { userId: actor, actingForUserId: subject } = ctx.session;
    if (!actor || !subject) return { acting: null };
    const [agent, customerName] = await Promise.all([q.agentOfActor(this.db, actor), q.userName(this.db, subject)]);
    if (!agent || !customerName) return { acting: null };
    return { acting: { customerId: subject, customerName, advisorName: agent.name, agentCode: agent.agentCode } };
  }

  /** The customer's list of what advisors did while acting for them. */
  async actions(subjectUserId: string): Promise<AdvisorActions> {
    const rows = await q.actionsOn(this.db, subjectUserId, ACTIONS_SHOWN);
    return {
      actions: rows.map((r) => ({
        advisorName: r.advisorName,
        agentCode: r.agentCode,
        action: actionName(r.method, r.route),
        method: r.method,
        route: r.route,
        succeeded: r.statusCode >= 200 && r.statusCode < 300,
        at: r.at.toISOString(),
      })),
    };
  }

  /** Records a state-changing call made while acting (the onSend hook). */
  async record(row: Omit<Parameters<typeof q.recordAction>[1], 'at'>): Promise<void> {
    await q.recordAction(this.db, { ...row, at: this.deps.clock.now() });
  }
}

/** The contract's routes by "METHOD path", for naming a recorded call in words. */
const ROUTE_NAMES: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  for (const group of Object.values(contract)) {
    if (!group || typeof group !== 'object') continue;
    for (const [key, route] of Object.entries(group as Record<string, unknown>)) {
      if (route && typeof route === 'object' && 'method' in route && 'path' in route && 'access' in route) {
        const r = route as { method: string; path: string };
        names.set(`${r.method} ${r.path}`, key);
      }
    }
  }
  return names;
})();

/** "saveInvestmentDetails" → "Save investment details"; an unknown route by its path. */
export function actionName(method: string, route: string): string {
  const key = ROUTE_NAMES.get(`${method} ${route}`);
  if (!key) return `${method} ${route}`;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
