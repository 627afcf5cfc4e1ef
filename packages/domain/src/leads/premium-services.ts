import { messages } from '../messages';
import type { PremiumServiceTag } from './lead-rules';

// The three premium advisory services (spec 1 §1 table and facts, §3 "Premium service", §9): the
// one place their facts live. The web's catalogue and detail pages, the brochure PDF and the
// share message all read them from here. The wording around the spec's facts is ours
// (docs/decisions/0130-premium-services.md); every number is the spec's.

/** Spec 1 §9: the service fee, in rupees, for each premium service (shown as "Free (Limited time)"). */
export const PREMIUM_SERVICE_FEE = '1999';

export type PremiumServiceRoute = 'retirement-income-planning' | 'custom-portfolio-review' | 'company-funds-investment';

export interface PremiumService {
  key: 'postRetirement' | 'customPortfolio' | 'companyFunds';
  name: string;
  title: string;
  /** The service's page route (spec 1 §1 table): /premium-service-details/{route}. */
  route: PremiumServiceRoute;
  tag: PremiumServiceTag;
  shortDescription: string;
  longDescription: string;
  /** The text an advisor's share sends with the link. */
  shareDescription: string;
  /** Rupees (spec 1 §9). */
  serviceFee: string;
  /** Lakhs; null when the service names none (spec 1 §9: 10 lakh for retirement and custom advisory). */
  minimumInvestmentLakhs: number | null;
  keyBenefits: readonly string[];
  whoIsThisFor: readonly string[];
  topFeatures: readonly string[];
  whatYouGet: readonly string[];
  faqs: readonly { question: string; answer: string }[];
  disclaimer: string | null;
}

const MARKET_RISK =
  'Mutual fund investments are subject to market risks. Read all scheme related documents carefully. The payouts shown are estimates, not guaranteed returns.';

export const PREMIUM_SERVICES: readonly PremiumService[] = [
  {
    key: 'postRetirement',
    name: messages.premium.postRetirement,
    title: 'A regular income after retirement',
    route: 'retirement-income-planning',
    tag: 'mf_post_retirement',
    shortDescription: 'A monthly or quarterly payout from mutual funds for retirees investing ₹10 lakh or more.',
    longDescription:
      'Our experts build a mutual fund portfolio that pays you a regular income from the day you retire. ' +
      'Option A pays 9.60% a year from a portfolio of 70% debt and 30% equity; Option B pays 7.50% a year from debt funds only. ' +
      'You choose monthly or quarterly payouts, and the income is estimated to last about 25 years.',
    shareDescription: 'A regular monthly or quarterly income after retirement from mutual funds, planned by our experts.',
    serviceFee: PREMIUM_SERVICE_FEE,
    minimumInvestmentLakhs: 10,
    keyBenefits: [
      'Option A: 9.60% a year from 70% debt and 30% equity',
      'Option B: 7.50% a year from debt only',
      'Monthly or quarterly payouts',
      'No lock-in',
    ],
    whoIsThisFor: ['Retirees investing at least ₹10 lakh', 'Anyone who wants a regular income from their savings'],
    topFeatures: [
      'Income estimated for about 25 years',
      'No lock-in: withdraw when you need to',
      'Recommended stay of at least 5 years',
    ],
    whatYouGet: ['A payout plan with your choice of option and payout period', 'An expert who sets up and tracks the plan'],
    faqs: [
      { question: 'What is the minimum investment?', answer: '₹10 lakh.' },
      { question: 'How often is the income paid?', answer: 'Monthly or quarterly, as you choose.' },
      { question: 'Is there a lock-in?', answer: 'No. We recommend staying invested for at least 5 years.' },
      { question: 'How long will the income last?', answer: 'The income is estimated for about 25 years.' },
    ],
    disclaimer: MARKET_RISK,
  },
  {
    key: 'customPortfolio',
    name: messages.premium.customPortfolio,
    title: 'An expert review of your portfolio',
    route: 'custom-portfolio-review',
    tag: 'mf_custom_advisory',
    shortDescription: 'An expert review of an existing portfolio, or a fresh investment of ₹10 lakh or more.',
    longDescription:
      'Our experts review the portfolio you hold today, or plan a fresh investment of ₹10 lakh or more. ' +
      'You get a report with a risk profile assessment, the funds to exit and the funds to invest in, and we review it with you every year.',
    shareDescription: 'An expert review of your mutual fund portfolio with a report of what to keep, exit and buy.',
    serviceFee: PREMIUM_SERVICE_FEE,
    minimumInvestmentLakhs: 10,
    keyBenefits: ['Risk profile assessment', 'Exit recommendations', 'Fund recommendations', 'Annual review'],
    whoIsThisFor: ['Investors with an existing mutual fund portfolio', 'Anyone making a fresh investment of ₹10 lakh or more'],
    topFeatures: ['A review of every fund you hold', 'Recommendations matched to your risk profile', 'A review every year'],
    whatYouGet: ['A report with a risk profile assessment', 'Exit recommendations', 'Fund recommendations'],
    faqs: [
      { question: 'Do I need an existing portfolio?', answer: 'No. A fresh investment of at least ₹10 lakh qualifies too.' },
      { question: 'What does the report contain?', answer: 'A risk profile assessment, exit recommendations and fund recommendations.' },
      { question: 'Is the portfolio reviewed again?', answer: 'Yes, every year.' },
    ],
    disclaimer: MARKET_RISK,
  },
  {
    key: 'companyFunds',
    name: messages.premium.companyFunds,
    title: "Put your company's surplus funds to work",
    route: 'company-funds-investment',
    tag: 'mf_corporate_treasury',
    shortDescription: 'Debt funds with over 90% AAA quality for a company’s surplus cash, withdrawable at any time.',
    longDescription:
      "Our experts invest your company's surplus funds in debt funds with over 90% AAA-rated quality, " +
      'with maturities from 3 months to over 1 year to match when you need the money. You can withdraw at any time.',
    shareDescription: "Debt funds of over 90% AAA quality for your company's surplus funds, withdrawable at any time.",
    serviceFee: PREMIUM_SERVICE_FEE,
    minimumInvestmentLakhs: null,
    keyBenefits: ['Over 90% AAA quality', 'Maturities from 3 months to over 1 year', 'Withdraw at any time', 'Debt funds only'],
    whoIsThisFor: ['Companies with surplus cash', 'Treasuries that want quality and liquidity'],
    topFeatures: ['Debt funds with over 90% AAA quality', 'Maturities from 3 months to over 1 year', 'Withdrawal possible at any time'],
    whatYouGet: ['A portfolio of debt funds matched to your cash needs', 'An expert who tracks it with you'],
    faqs: [
      { question: 'What does the company invest in?', answer: 'Debt funds with over 90% AAA quality.' },
      { question: 'For how long?', answer: 'Maturities range from 3 months to over 1 year.' },
      { question: 'Can we withdraw early?', answer: 'Yes, withdrawal is possible at any time.' },
    ],
    disclaimer: MARKET_RISK,
  },
];

/** The service at a route, or undefined. */
export function premiumServiceByRoute(route: string): PremiumService | undefined {
  return PREMIUM_SERVICES.find((s) => s.route === route);
}
