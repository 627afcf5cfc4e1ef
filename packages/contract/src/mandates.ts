import { accountToQuery, mandateLimitProblem, mandateTypes, text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRawRoute, defineRoute } from './route';
import { checkShareTarget, shareAnswer, shareFields } from './share';
import { decimalString } from './wire';

/**
 * Mandates (spec 3 §2 "/profile/mandates…", §3 Mandate, §4 Mandates, §5 Mandate, §7 Mandates):
 * the investor's mandates, the setup (bank account, type, limit), the physical form and its signed
 * scan, the e-mandate's authorisation at the bank, and a mandate's status. A mandate is named by
 * the exchange's mandate id (`mandateId`, the spec's bseMandateId) and reached only by its owner;
 * a bank account by its sequence within the caller's own accounts.
 */

export const mandateTypeSchema = z.enum(mandateTypes);
export const mandateFlowSchema = z.enum(['checkout', 'profile']);
const mandateIdSchema = z.string().regex(/^\d{1,18}$/, 'Expected a mandate id');
const mandateStatusSchema = z.enum(['New Mandate', 'Processing', 'Approved', 'Rejected']);

/** Spec 3 §3 Mandate, as the list and the setup show it. */
export const mandateView = z.object({
  bseMandateId: z.string(),
  /** X physical, N e-mandate. */
  type: mandateTypeSchema,
  status: mandateStatusSchema,
  /** What the screen shows: New Mandate as Pending (spec 3 §4). */
  statusLabel: z.string(),
  /** DD/MM/YYYY. */
  startDate: z.string(),
  endDate: z.string(),
  amount: decimalString,
  /** The account number masked to its last four digits. */
  bankAccountNumber: z.string(),
  bankName: z.string(),
  /** DD/MM/YYYY (IST): when the exchange registered it. */
  createdDate: z.string(),
  /** A pending physical mandate still waiting for its signed form (spec 3 §4: Upload Mandate Form). */
  canUploadForm: z.boolean(),
  /** The bank's reason when rejected, else ''. */
  remarks: z.string(),
});
export type MandateView = z.infer<typeof mandateView>;

export const mandateList = z.object({ mandates: z.array(mandateView) });
export type MandateList = z.infer<typeof mandateList>;

/** What the setup screen needs before the investor chooses (spec 3 §4, §9). */
export const mandateSetupOptions = z.object({
  bankAccounts: z.array(
    z.object({
      accountSequence: z.number().int(),
      bankName: z.string(),
      /** Masked to the last four digits. */
      bankAccountNumber: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  taxStatus: z.string(),
  /** The investor's exchange client code (the shared setup link carries it), null before onboarding. */
  ucc: z.string().nullable(),
  /** Tax status 01 outside the checkout flow (spec 3 §4, §6). */
  eMandateAllowed: z.boolean(),
  defaultType: mandateTypeSchema,
  /** Whole rupees: ₹1,00,000 or the SIP cart total when higher (spec 3 §9). */
  defaultLimit: z.string(),
  /** Whole rupees: 1 or the SIP cart total (spec 3 §5). */
  minimumLimit: z.string(),
});
export type MandateSetupOptions = z.infer<typeof mandateSetupOptions>;

/** Spec 3 §3 "Mandate activation config". */
export const mandateConfig = z.object({
  emandateAllowed: z.boolean(),
  netBankingAllowed: z.boolean(),
  debitCardAllowed: z.boolean(),
});
export type MandateConfig = z.infer<typeof mandateConfig>;

export const registerMandateBody = z
  .object({
    /** The form's own key: a double submit or a retry registers one mandate. */
    requestKey: z.uuid(),
    accountSequence: z.number().int().min(1).max(3),
    mandateType: mandateTypeSchema,
    /** Whole rupees as typed (spec 3 §5: digits only). */
    mandateAmount: text().max(20),
    flowType: mandateFlowSchema.default('profile'),
  })
  .superRefine((body, ctx) => {
    // The server checks the minimum again with the caller's SIP cart total.
    const problem = mandateLimitProblem(body.mandateAmount, body.mandateType);
    if (problem) ctx.addIssue({ code: 'custom', path: ['mandateAmount'], message: problem });
  });
export type RegisterMandateBody = z.input<typeof registerMandateBody>;

export const mandateIdQuery = z.object({ mandateId: mandateIdSchema });

export const mandateFormFile = z.object({ fileName: z.string(), fileUrl: z.string(), fileType: z.string() });
export type MandateFormFile = z.infer<typeof mandateFormFile>;

export const activatedMandate = z.object({
  mandate: mandateView,
  /** N: the bank's authorisation page to send the browser to (spec 3 §7 responseString). */
  responseString: z.string().nullable(),
  message: z.string(),
});
export type ActivatedMandate = z.infer<typeof activatedMandate>;

/**
 * Share mandate link (spec 3 §4 "advisor-only share-with-customer control", §7): the customer's
 * ucc (the link's), the limit the setup starts with and a registered mandate to continue, if any.
 */
export const shareMandateLinkBody = z
  .object({
    ...shareFields,
    ucc: text().trim().min(1).max(20),
    /** Whole rupees, as the setup's limit field takes them. */
    mandateLimit: text().trim().regex(/^\d{1,9}$/, 'Expected an amount in rupees').optional(),
    mandateId: mandateIdSchema.optional(),
  })
  .superRefine(checkShareTarget);
export type ShareMandateLinkBody = z.input<typeof shareMandateLinkBody>;

const mandateScoped = <P extends 'query' | 'body'>(place: P) =>
  ({ customerScoped: { caller: 'signedIn', identifiers: [{ in: place, field: 'mandateId', names: 'mandate' }] } }) as const;

export const mandateRoutes = {
  listMandates: defineRoute({
    method: 'GET',
    path: '/api/v1/mandates/user-mandates',
    summary: "The investor's mandates, newest first, with their status at the exchange",
    tags: ['mandates'],
    access: 'signedIn',
    response: mandateList,
  }),
  mandateSetupOptions: defineRoute({
    method: 'GET',
    path: '/api/v1/mandates/setup-options',
    summary: 'What the setup offers: bank accounts, the mandate types allowed, the default and minimum limit',
    tags: ['mandates'],
    access: 'signedIn',
    query: z.object({ flowType: mandateFlowSchema.default('profile') }),
    response: mandateSetupOptions,
  }),
  mandateConfig: defineRoute({
    method: 'GET',
    path: '/api/v1/mandates/mandate-config',
    summary: "Whether the bank of one of the investor's accounts takes e-mandates by net banking or debit card",
    tags: ['mandates'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'query', field: 'accountSequence', names: 'bankAccount' }] } },
    query: z.object({ accountSequence: z.coerce.number().int().min(1).max(3) }),
    response: mandateConfig,
  }),
  registerMandate: defineRoute({
    method: 'POST',
    path: '/api/v1/mandates/register-mandate',
    summary: 'Registers a mandate at the exchange on one of the investor’s bank accounts (once per requestKey)',
    tags: ['mandates'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'accountSequence', names: 'bankAccount' }] } },
    body: registerMandateBody,
    response: mandateView,
  }),
  mandateStatus: defineRoute({
    method: 'GET',
    path: '/api/v1/mandates/mandate-status',
    summary: 'One mandate, its status asked of the exchange',
    tags: ['mandates'],
    access: mandateScoped('query'),
    query: mandateIdQuery,
    response: mandateView,
  }),
  downloadMandateForm: defineRoute({
    method: 'POST',
    path: '/api/v1/mandates/download-mandate-form',
    summary: 'The physical mandate form (a PDF) to print and sign: where to fetch it',
    tags: ['mandates'],
    access: mandateScoped('body'),
    body: mandateIdQuery,
    response: mandateFormFile,
  }),
  uploadMandateScan: defineRoute({
    method: 'POST',
    path: '/api/v1/mandates/upload-mandate',
    summary: 'Keeps the signed physical form (TIFF, JPEG or JPG under 2 MB; multipart, part "file")',
    tags: ['mandates'],
    access: mandateScoped('query'),
    query: mandateIdQuery,
    response: z.object({ value: z.string(), message: z.string() }),
  }),
  activateMandate: defineRoute({
    method: 'POST',
    path: '/api/v1/mandates/activate-mandate',
    summary: 'N: the bank page where the investor authorises the e-mandate. X: sends the signed form to the exchange',
    tags: ['mandates'],
    access: mandateScoped('query'),
    query: z.object({ type: mandateTypeSchema, mandateId: mandateIdSchema }),
    response: activatedMandate,
  }),
  shareMandateLink: defineRoute({
    method: 'POST',
    path: '/api/v1/mandates/share-mandate-link',
    summary:
      "An advisor sends the customer the mandate setup link by e-mail or SMS (through the outbox); the customer's own ucc and mandate, on the advisor's session only",
    tags: ['mandates'],
    access: {
      customerScoped: {
        caller: 'signedIn',
        identifiers: [
          { in: 'body', field: 'ucc', names: 'ucc' },
          { in: 'body', field: 'mandateId', names: 'mandate' },
        ],
      },
    },
    body: shareMandateLinkBody,
    response: shareAnswer,
  }),
};

/** The physical form's bytes (a PDF, not an envelope), for the mandate's owner only. */
export const mandateFormRoute = defineRawRoute({
  method: 'GET',
  path: '/api/v1/mandates/forms/:mandateId',
  summary: "The physical mandate form as a PDF, for the mandate's owner only",
  access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'mandateId', names: 'mandate' }] } },
  params: z.object({ mandateId: z.string() }),
});

export const mandateRawRoutes = { mandateForm: mandateFormRoute };

export const mandateFormPath = (mandateId: string) => `/api/v1/mandates/forms/${encodeURIComponent(mandateId)}`;

export const SETUP_MANDATE_PATH = '/profile/mandates/setup-mandate';

/**
 * The mandate setup link an advisor shares (spec 3 §2 "The shared link form is
 * /v1/profile/mandates/setup-mandate?flowType=checkout&userType=old&ucc={ucc}[&mandateId&mandateLimit]"),
 * relative to the web app's /v1 base; mandateId and mandateLimit travel base64 (the page reads
 * them with the domain's `digitsFromQuery`).
 */
export function mandateSetupLink(link: { ucc: string; mandateLimit?: string | undefined; mandateId?: string | undefined }): string {
  const parts = [`flowType=checkout`, `userType=old`, `ucc=${encodeURIComponent(link.ucc)}`];
  if (link.mandateId) parts.push(`mandateId=${encodeURIComponent(accountToQuery(link.mandateId))}`);
  if (link.mandateLimit) parts.push(`mandateLimit=${encodeURIComponent(accountToQuery(link.mandateLimit))}`);
  return `${SETUP_MANDATE_PATH}?${parts.join('&')}`;
}
