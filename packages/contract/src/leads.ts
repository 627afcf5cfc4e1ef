import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TAGS, PREMIUM_SERVICES, PREMIUM_SERVICE_TAGS, leadPayloadSchema, productMessages, text } from '@sanchay/domain';
import { z } from 'zod';
import { agentCodeParams } from './agent';
import { defineRawRoute, defineRoute } from './route';
import { checkShareTarget, shareAnswer, shareFields } from './share';
import { decimalString } from './wire';

/**
 * Leads (spec 1 §3 "Lead payload", §5, §7 "ticket and lead creation"; spec 3 §3 leads; issue 13
 * §2; docs/decisions/0129-leads.md): an advisor's records of people who may want a service, each
 * with a tag. The advisor creates premium-service leads with the lead form; a calculator share
 * and its I'm Interested create leads for the sharing advisor (the calculators feature, through
 * the leads feature's createLead).
 */
export const leadTagSchema = z.enum(LEAD_TAGS);
export const premiumServiceTagSchema = z.enum(PREMIUM_SERVICE_TAGS);

/** Spec 1 §7: the lead call's query carries the tag (one of the premium services'). */
export const createLeadQuery = z.object({ tag: premiumServiceTagSchema });

/**
 * The lead payload (the domain's one schema, which the form uses too) and the browser's request
 * key: a retried or doubled submit creates one lead, not two.
 */
export const createLeadBody = leadPayloadSchema.extend({
  requestKey: text().trim().min(8).max(64).regex(/^[A-Za-z0-9-]+$/, 'Expected a request key'),
});
export type CreateLeadBody = z.input<typeof createLeadBody>;

export const lead = z.object({
  id: z.string(),
  tag: leadTagSchema,
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  /** Null for a lead that came without one (an I'm Interested from a visitor who gave none). */
  investorName: z.string().nullable(),
  investorMobileNo: z.string().nullable(),
  investorEmailId: z.string().nullable(),
  /** Whole rupees as a decimal string; null when the lead has no amount (calculator leads). */
  investmentAmount: decimalString.nullable(),
  /** ISO instant. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type Lead = z.infer<typeof lead>;

export const leadList = z.object({ leads: z.array(lead) });
export type LeadList = z.infer<typeof leadList>;

/** Fills the `:agentCode` placeholder of {@link leadRoutes}' path. */
export const leadsPath = (agentCode: string) => `/api/v1/agent/${encodeURIComponent(agentCode)}/leads`;

export const leadRoutes = {
  listLeads: defineRoute({
    method: 'GET',
    path: '/api/v1/agent/:agentCode/leads',
    summary:
      "The advisor's leads, newest first, with tag, status and source. Only for the advisor signed in with the agent's own " +
      'account: 401 signed out, 403 anyone else',
    tags: ['leads'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'agentCode', names: 'agent' }] } },
    params: agentCodeParams,
    response: leadList,
  }),
  createLead: defineRoute({
    method: 'POST',
    path: '/api/v1/agent/:agentCode/leads',
    summary:
      'Ticket and lead creation for a premium service (spec 1 §7, query tag): once per requestKey; the advisor must be ' +
      "verified (403 otherwise). Only for the advisor signed in with the agent's own account",
    tags: ['leads'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'agentCode', names: 'agent' }] } },
    params: agentCodeParams,
    query: createLeadQuery,
    body: createLeadBody,
    response: lead,
  }),
};

/** A premium service's route (spec 1 §1 table). */
export const premiumServiceRouteSchema = z.enum(PREMIUM_SERVICES.map((s) => s.route) as [string, ...string[]], { error: productMessages.lead.serviceNotFound });

/** Spec 1 §2 "share by email or SMS": which service, and to whom. */
export const sharePremiumServiceBody = z.object({ ...shareFields, route: premiumServiceRouteSchema }).superRefine(checkShareTarget);
export type SharePremiumServiceBody = z.input<typeof sharePremiumServiceBody>;

/** Fills {@link premiumServiceRoutes.sharePremiumService}'s path. */
export const sharePremiumServicePath = (agentCode: string) => `/api/v1/agent/${encodeURIComponent(agentCode)}/premium-services/share`;

export const premiumServiceRoutes = {
  sharePremiumService: defineRoute({
    method: 'POST',
    path: '/api/v1/agent/:agentCode/premium-services/share',
    summary:
      "An advisor shares a premium service's page by e-mail or SMS (through the outbox): 'Preimum service shared successfully'. " +
      "Only for the advisor signed in with the agent's own account",
    tags: ['leads'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'agentCode', names: 'agent' }] } },
    params: agentCodeParams,
    body: sharePremiumServiceBody,
    response: shareAnswer,
  }),
};

/** The brochure's bytes (application/pdf): the same for everyone. */
export const premiumServiceRawRoutes = {
  premiumServiceBrochure: defineRawRoute({
    method: 'GET',
    path: '/api/v1/premium-services/:route/brochure',
    summary: "A premium service's brochure as a PDF (spec 1 §2 brochure download); 404 for an unknown service",
    access: 'public',
    params: z.object({ route: z.string() }),
  }),
};

export const premiumServiceBrochurePath = (route: string) => `/api/v1/premium-services/${encodeURIComponent(route)}/brochure`;
