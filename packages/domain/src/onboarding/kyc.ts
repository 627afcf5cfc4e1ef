import { forAudience, type Audience, type ByAudience } from '../audience';
import { maskPan } from './pan';

// Spec 2 §3 "KYC details" and §4 "KYC statuses and the panel shown": what the KYC registration
// agency (KRA) says about a PAN, and which panel and buttons the KYC page shows for it.

/** The statuses, spelled as the spec spells them (KYC_NOT_AVAILABLE has no _STATUS suffix). */
export const kycStatuses = [
  'KYC_VALIDATED_STATUS',
  'KYC_REGISTERED_STATUS',
  'KYC_UNDER_PROCESS_STATUS',
  'KYC_UNDER_PROCESS_STATUS_SHORT',
  'KYC_NON_COMPLIANT_STATUS',
  'KYC_NOT_AVAILABLE',
  'KYC_HOLD_REJECTED_STATUS',
  'KYC_DUPLICATE_PAN_STATUS',
  'KYC_PAN_DOES_NOT_MATCH_STATUS',
] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** Statuses with which an account may be opened: the KRA has (or is registering) the KYC. */
export const KYC_OK_STATUSES: ReadonlySet<KycStatus> = new Set([
  'KYC_VALIDATED_STATUS',
  'KYC_REGISTERED_STATUS',
  'KYC_UNDER_PROCESS_STATUS',
  'KYC_UNDER_PROCESS_STATUS_SHORT',
]);

/** Statuses that the provider's e-KYC ("Do KYC Process") can fix. */
export const KYC_NEEDS_EKYC_STATUSES: ReadonlySet<KycStatus> = new Set(['KYC_NON_COMPLIANT_STATUS', 'KYC_NOT_AVAILABLE']);

/** Spec 2 §3 "KYC details". */
export interface KycDetails {
  status: KycStatus;
  /** The KRA's own words for the status (the PAN-mismatch panel shows them). */
  rawStatus: string;
  /** The name on the KYC record; null when the KRA has none. */
  kycName: string | null;
  /** An error the KRA reported with the status (non-compliant with an error: spec 2 §4). */
  error: string | null;
  /** Duplicate PAN: the other account's mobile, masked. */
  duplicateMobNo: string | null;
  /** The PAN as the page may show it: masked for a duplicate PAN (spec 2 §4). */
  pan: string;
}

/** Which panel the KYC page shows (spec 2 §4), one per branch of the spec. */
export type KycPanel =
  /** Registered name and document checklist; Continue or Create My Account. */
  | { kind: 'registered'; action: 'continue' | 'createAccount' }
  /** Not compliant: documents, the video-KYC note, Do KYC Process. */
  | { kind: 'doKyc' }
  /** Physical KYC needed: call customer care. */
  | { kind: 'holdRejected' }
  /** Non-compliant with an error: the error, Clear, and Login with another number unless agent mode. */
  | { kind: 'error'; loginWithAnotherNumber: boolean }
  /**
   * PAN linked to another mobile: the masked PAN, then the way on: customer care, and Login with
   * another number (the account with that mobile) unless in agent mode.
   */
  | { kind: 'duplicatePan'; loginWithAnotherNumber: boolean }
  /** PAN does not match: the raw status. */
  | { kind: 'panMismatch' };

/**
 * The panel for a KYC answer. `panOnProfile`: the investor's profile already holds a PAN (the
 * button then says Continue); `agentMode`: an advisor is acting for the customer.
 */
export function kycPanelOf(
  details: Pick<KycDetails, 'status' | 'error'>,
  context: { panOnProfile: boolean; agentMode: boolean },
): KycPanel {
  if (KYC_OK_STATUSES.has(details.status)) {
    return { kind: 'registered', action: context.panOnProfile ? 'continue' : 'createAccount' };
  }
  if (KYC_NEEDS_EKYC_STATUSES.has(details.status)) {
    return details.error ? { kind: 'error', loginWithAnotherNumber: !context.agentMode } : { kind: 'doKyc' };
  }
  switch (details.status) {
    case 'KYC_HOLD_REJECTED_STATUS':
      return { kind: 'holdRejected' };
    case 'KYC_DUPLICATE_PAN_STATUS':
      return { kind: 'duplicatePan', loginWithAnotherNumber: !context.agentMode };
    default:
      return { kind: 'panMismatch' };
  }
}

/** 9876543210 → 98XXXXXX10: enough for the owner to recognise, too little to use. */
export function maskMobile(mobile: string): string {
  return mobile.length < 5 ? 'X'.repeat(mobile.length) : `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/** The PAN as the KYC answer carries it: masked (XXXXX1234X) only for a duplicate PAN. */
export function kycDetailsPan(pan: string, status: KycStatus): string {
  return status === 'KYC_DUPLICATE_PAN_STATUS' ? maskPan(pan) : pan;
}

/**
 * Our wording for the KYC page's lead and panels, where spec 2 describes a panel but does not give
 * its text: to the investor about themselves, or to an advisor acting for a customer (agent mode).
 */
const kycPanelWordings = {
  investor: {
    greeting: (name: string) => `Hi ${name}, let's check your KYC`,
    registeredName: (name: string) => `Your KYC is registered in the name of ${name}.`,
    registeredChecklistTitle: 'Keep these ready to open your account:',
    registeredChecklist: [
      'Your bank account number and IFSC',
      'A cancelled cheque of that account',
      'Your signature on white paper (a photo or scan)',
    ],
    notCompliant: 'Your KYC is not complete yet. Complete it online with our KYC partner in a few minutes.',
    notCompliantDocuments: ['Your PAN card', 'Your Aadhaar (address proof)', 'A white paper and pen for your signature'],
    videoKycNote: 'Video KYC is needed if your address proof is a driving licence, voter ID or passport.',
    holdRejected: (phone: string) =>
      `Your KYC is on hold or was rejected by the KYC agency, so a physical KYC is needed. Please call customer care on ${phone}.`,
  },
  advisor: {
    greeting: (_name: string) => "Let's check your customer's KYC",
    registeredName: (name: string) => `Your customer's KYC is registered in the name of ${name}.`,
    registeredChecklistTitle: "Keep these ready to open your customer's account:",
    registeredChecklist: [
      "Your customer's bank account number and IFSC",
      'A cancelled cheque of that account',
      "Your customer's signature on white paper (a photo or scan)",
    ],
    notCompliant: "Your customer's KYC is not complete yet. It can be completed online with our KYC partner in a few minutes.",
    notCompliantDocuments: ["Your customer's PAN card", "Your customer's Aadhaar (address proof)", 'A white paper and pen for the signature'],
    videoKycNote: "Video KYC is needed if your customer's address proof is a driving licence, voter ID or passport.",
    holdRejected: (phone: string) =>
      `Your customer's KYC is on hold or was rejected by the KYC agency, so a physical KYC is needed. Please call customer care on ${phone}.`,
  },
} satisfies ByAudience<unknown>;

export type KycPanelWording = (typeof kycPanelWordings)['investor'];

/** The KYC page's wording for its reader (audienceOf(useIsAdvisor()) on the web). */
export function kycPanelWording(audience: Audience): KycPanelWording {
  return forAudience<KycPanelWording>(audience, kycPanelWordings);
}

/** Our wording for the KYC answers and the page's fixed labels (the same for every reader). */
export const kycOwnMessages = {
  panLabel: 'PAN',
  notCompliantDocumentsTitle: 'Keep these ready:',
  duplicatePan: (maskedPan: string) => `The PAN ${maskedPan} is already linked to another mobile number.`,
  duplicatePanMobile: (maskedMobile: string) => `It is registered with the mobile number ${maskedMobile}.`,
  /** What to do next: sign in with that mobile's account, or ask customer care to help. */
  duplicatePanNextStep: (phone: string) =>
    `To continue with this PAN, log in with the mobile number it is registered with. If that number is no longer yours, call customer care on ${phone}.`,
  panMismatch: (rawStatus: string) => `The KYC agency says: ${rawStatus}`,
  tooManyChecks: 'You have checked too many PANs. Please try again in an hour.',
  /** A PAN check that did not answer (network, 5xx). */
  checkFailed: 'We could not check your KYC right now. Please try again later.',
  /** Create My Account or Do KYC with a status that does not allow it. */
  accountNotAllowed: 'Your KYC status does not allow opening an account yet.',
  ekycNotAllowed: 'Your KYC is already complete; there is no need to do it again.',
  /** Onboarding pages once the exchange has registered the investor (registeredWithBse 3). */
  alreadyRegistered: 'Your account is already registered. You can change these details from your profile.',
  /** Personal details before the account exists (no PAN checked yet). */
  accountMissing: 'Please check your KYC with your PAN first.',
  ekycUnknown: 'We could not find this KYC request. Please start the KYC process again.',
  ekycPending: 'Your KYC is not complete yet. Please finish it on our KYC partner’s page.',
  ekycCompleting: 'Adding your KYC details to your profile…',
  personalSaved: 'Personal details saved',
} as const;
