import { z } from 'zod';
import { agentCodeParams, agentCodeSchema } from './agent';
import { defineRawRoute, defineRoute } from './route';

/**
 * The advisor's desktop home (spec 1 §2 "Home for an advisor on desktop"; spec 3 §2 "Other
 * screens", §3 "Content item", §4 "Consumer-app banner and content popup", §6, §7 "Agent
 * registration and content" and the reports URL; spec 1 §7 "Agent" festive-branding PDF;
 * docs/decisions/0145–0147). Every route here is the advisor's own: the session signed in with
 * the agent's own account (agent.user_id); 401 signed out, 403 anyone else.
 */

const advisorOfAgentInParams = { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'agentCode', names: 'agent' }] } } as const;
const advisorOfAgentInQuery = { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'query', field: 'agentCode', names: 'agent' }] } } as const;

/** The sign-up banner's state (spec 3 §6: I am Interested for advisors who are neither ARN holders nor investors). */
export const signUpInterest = z.object({
  /** The advisor holds an ARN (agent.arn, set by the NISM/ARN registration). */
  isARNHolder: z.boolean(),
  /** The advisor's own account is an onboarded investor (registered with the exchange: registeredWithBse 3). */
  isInvestor: z.boolean(),
  /** I am Interested is shown: neither an ARN holder nor an investor. */
  showInterested: z.boolean(),
  /** When the advisor said I am Interested (ISO instant), or null. */
  interestedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SignUpInterest = z.infer<typeof signUpInterest>;

/** Spec 3 §3 "Content item". `thumbNail` is the file name the thumbnail route takes. */
export const contentItem = z.object({
  categoryId: z.number().int().positive(),
  category: z.string(),
  heading: z.string(),
  description: z.string(),
  /** The advisor is subscribed to this item's content (to its category, or to all: categoryId 0). */
  subscribe: z.boolean(),
  thumbNail: z.string(),
  /** A video about the content, or null. */
  videoUrl: z.string().nullable(),
});
export type ContentItem = z.infer<typeof contentItem>;

/** A thumbnail's file name: lower-case words, a hyphen between, `.png`. */
export const THUMBNAIL_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.png$/;
export const thumbnailQuery = z.object({
  fileName: z.string({ error: 'Please give a thumbnail file name' }).max(100, 'Please give a thumbnail file name').regex(THUMBNAIL_FILE_NAME, 'Please give a thumbnail file name'),
});

/** Spec 3 §7: POST content subscription {categoryId 0, subscribe true, agentCode}. */
export const contentSubscriptionBody = z.object({
  /** 0: every category (the only value the popup sends); else one content category. */
  categoryId: z.number({ error: 'Please choose a content category' }).int('Please choose a content category').min(0, 'Please choose a content category').max(1_000_000, 'Please choose a content category'),
  subscribe: z.literal(true, { error: 'Only subscribing is possible here' }),
  agentCode: agentCodeSchema,
});
export type ContentSubscriptionBody = z.input<typeof contentSubscriptionBody>;
export const contentSubscription = z.object({
  categoryId: z.number().int(),
  subscribe: z.literal(true),
  /** When the advisor first subscribed (a repeat answers the first subscription). */
  subscribedAt: z.iso.datetime({ offset: true }),
});
export type ContentSubscription = z.infer<typeof contentSubscription>;

/** Spec 1 §7: festive-branding PDF, query templateType PDF, brandingType DIWALI, lang. */
export const FESTIVE_BRANDING_TYPES = ['DIWALI'] as const;
export const FESTIVE_BRANDING_LANGS = ['en'] as const;
export const festiveBrandingQuery = z.object({
  agentCode: agentCodeSchema,
  templateType: z.literal('PDF', { error: 'Please choose the PDF template' }),
  brandingType: z.enum(FESTIVE_BRANDING_TYPES, { error: 'Please choose a festival' }),
  lang: z.enum(FESTIVE_BRANDING_LANGS, { error: 'Please choose a language' }),
});
export type FestiveBrandingQuery = z.input<typeof festiveBrandingQuery>;
export const festiveBrandingPdfQuery = festiveBrandingQuery.pick({ brandingType: true, lang: true });

export const advisorHomePaths = {
  signUpInterest: (agentCode: string) => `/api/v1/agent/${encodeURIComponent(agentCode)}/sign-up-interest`,
  festiveBrandingPdf: (agentCode: string, brandingType: string, lang: string) =>
    `/api/v1/agent/${encodeURIComponent(agentCode)}/festive-branding.pdf?brandingType=${encodeURIComponent(brandingType)}&lang=${encodeURIComponent(lang)}`,
  thumbnail: (fileName: string) => `/api/v1/content/thumbnail?fileName=${encodeURIComponent(fileName)}`,
};

export const advisorHomeRoutes = {
  getSignUpInterest: defineRoute({
    method: 'GET',
    path: '/api/v1/agent/:agentCode/sign-up-interest',
    summary: "The sign-up banner's state: whether I am Interested shows (neither an ARN holder nor an investor) and whether it was said",
    tags: ['agent'],
    access: advisorOfAgentInParams,
    params: agentCodeParams,
    response: signUpInterest,
  }),
  saveSignUpInterest: defineRoute({
    method: 'POST',
    path: '/api/v1/agent/:agentCode/sign-up-interest',
    summary:
      "I am Interested on the sign-up banner: the home-page lead, once per advisor (a repeat answers the first); 403 for an ARN holder or an investor",
    tags: ['agent'],
    access: advisorOfAgentInParams,
    params: agentCodeParams,
    response: signUpInterest,
  }),
  getReportsUrl: defineRoute({
    method: 'GET',
    path: '/api/v1/get-reports-url',
    summary: "The Customer Investment Report's address for the advisor (REPORTS_URL with agentCode), or null when none is configured",
    tags: ['agent'],
    access: advisorOfAgentInQuery,
    query: z.object({ agentCode: agentCodeSchema }),
    response: z.string().nullable(),
  }),
  getActiveContentDetails: defineRoute({
    method: 'GET',
    path: '/api/v1/content/active-content-details',
    summary: 'The active content items of the content popup, each with whether the advisor is subscribed',
    tags: ['agent'],
    access: advisorOfAgentInQuery,
    query: z.object({ agentCode: agentCodeSchema }),
    response: z.array(contentItem),
  }),
  subscribeContent: defineRoute({
    method: 'POST',
    path: '/api/v1/content/subscription',
    summary: "The advisor's content subscription (categoryId 0: all content); idempotent: a repeat answers the first",
    tags: ['agent'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'agentCode', names: 'agent' }] } },
    body: contentSubscriptionBody,
    response: contentSubscription,
  }),
  getFestiveBranding: defineRoute({
    method: 'GET',
    path: '/api/v1/festive-branding',
    summary: "The address of the advisor's festive-branding PDF (their name and ARN on it); 400 for another template, festival or language",
    tags: ['agent'],
    access: advisorOfAgentInQuery,
    query: festiveBrandingQuery,
    response: z.string(),
  }),
};

export const advisorHomeRawRoutes = {
  contentThumbnail: defineRawRoute({
    method: 'GET',
    path: '/api/v1/content/thumbnail',
    summary: "A content item's thumbnail (PNG), the same for everyone; 400 for a malformed name, 404 for an unknown one",
    access: 'public',
    query: thumbnailQuery,
  }),
  festiveBrandingPdf: defineRawRoute({
    method: 'GET',
    path: '/api/v1/agent/:agentCode/festive-branding.pdf',
    summary: "The advisor's festive-branding PDF; the advisor only",
    access: advisorOfAgentInParams,
    params: agentCodeParams,
    query: festiveBrandingPdfQuery,
  }),
};
