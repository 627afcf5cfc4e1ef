// Spec 1 §2 "Header": the header changes by screen through named presets, each toggling the
// same parts. Routes pick one in their `handle` (see app/routes.tsx); the default is visibleLogo.

export interface HeaderParts {
  backButton: boolean;
  logo: boolean;
  search: boolean;
  cart: boolean;
  callExpert: boolean;
  emailUs: boolean;
  help: boolean;
  /** Back to the partner app (advisor host or partner entry only). */
  returnToPartner: boolean;
  /** Advisor's own controls (advisor host only). */
  advisorSection: boolean;
  /** The advisor's customer count and AUM bar (advisor host only). */
  customerCount: boolean;
}

export type HeaderPresetName =
  | 'cartNcall'
  | 'hiddenLogo'
  | 'visibleLogo'
  | 'hideRedToMintpro'
  | 'showBackToHomeCTA'
  | 'showAllIcon'
  | 'calculatorHeader'
  | 'homeHeader'
  | 'showCustomerCountnAUM'
  | 'showOnlyBackButton';

const NONE: HeaderParts = {
  backButton: false,
  logo: false,
  search: false,
  cart: false,
  callExpert: false,
  emailUs: false,
  help: false,
  returnToPartner: false,
  advisorSection: false,
  customerCount: false,
};

export const headerPresets: Record<HeaderPresetName, HeaderParts> = {
  /** Checkout and onboarding: stay on task; cart and a way to call for help. */
  cartNcall: { ...NONE, logo: true, cart: true, callExpert: true, help: true },
  /** A sub-page reached from another page: back arrow instead of the logo. */
  hiddenLogo: { ...NONE, backButton: true, search: true, cart: true, help: true },
  /** Browsing and account pages. */
  visibleLogo: { ...NONE, logo: true, search: true, cart: true, help: true },
  /** As visibleLogo, without the link back to the partner app. */
  hideRedToMintpro: { ...NONE, logo: true, search: true, cart: true, help: true, returnToPartner: false },
  /** Payment results: the logo and a back-to-home control, nothing else to wander into. */
  showBackToHomeCTA: { ...NONE, backButton: true, logo: true },
  /** Premium services: every contact route. */
  showAllIcon: {
    ...NONE,
    logo: true,
    search: true,
    cart: true,
    callExpert: true,
    emailUs: true,
    help: true,
    returnToPartner: true,
    advisorSection: true,
  },
  /** Calculators: ask an expert by phone or e-mail. */
  calculatorHeader: { ...NONE, logo: true, cart: true, callExpert: true, emailUs: true, help: true },
  homeHeader: {
    ...NONE,
    logo: true,
    search: true,
    cart: true,
    help: true,
    returnToPartner: true,
    advisorSection: true,
    customerCount: true,
  },
  showCustomerCountnAUM: { ...NONE, logo: true, search: true, cart: true, help: true, advisorSection: true, customerCount: true },
  /** Full-screen tasks (the mobile search panel): only a way back. */
  showOnlyBackButton: { ...NONE, backButton: true },
};

export const DEFAULT_HEADER_PRESET: HeaderPresetName = 'visibleLogo';

/**
 * The portfolio icon and account menu are not among the preset parts; they show on every header
 * that has more than a back button.
 */
export function showsAccountControls(parts: HeaderParts): boolean {
  return Object.entries(parts).some(([part, on]) => on && part !== 'backButton');
}
