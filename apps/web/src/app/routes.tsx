import { messages } from '@sanchay/domain';
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { CartReviewPage, PackDetailsPage } from '../features/cart';
import { GenericErrorPage } from './errors/generic-error-page';
import { HomePage } from './home/home-page';
import { LoginRoute } from './login-route';
import type { RouteHandle } from './route-handle';
import { PageFallback } from './shell/page-fallback';
import { RootLayout } from './shell/root-layout';

// Every route of spec 1 §2, spec 2 §2 and spec 3 §2 under the /v1 basename. Home is in the entry
// chunk; every other screen is a lazy module. Screens of later issues use the placeholder page,
// which reads its title, purpose and guards from the route handle.

/** Spec 1 §2: any unknown path redirects home with the 404 marker. */
export const NOT_FOUND_REDIRECT = '/home?error=404';

const placeholder = async () => ({ Component: (await import('./placeholders/placeholder-page')).default });

function screen(path: string, handle: RouteHandle): RouteObject {
  return { path, handle, lazy: placeholder };
}
/** An onboarding screen that is built: its page (from the feature's index) guards sign-in itself. */
function onboardingPage(path: string, title: string, purpose: string, page: 'KycDetailsPage' | 'PersonalDetailsPage' | 'BankDetailsPage' | 'SignzyCallbackPage' | 'OccupationNomineePage'): RouteObject {
  return {
    path,
    handle: { access: 'account', title, purpose, header: 'cartNcall', mobileTabs: false } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../features/onboarding'))[page] }),
  };
}
/** A tab of My Profile (spec 2 §2): its component from the profile feature, inside the layout. */
function profileTab(path: string, title: string, tab: 'PersonalInfoTab' | 'BankInfoTab' | 'EmploymentInfoTab' | 'NomineeInfoTab'): RouteObject {
  return {
    path,
    handle: { access: 'account', title, openSignInOnEntry: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../features/profile'))[tab] }),
  };
}
/** A built checkout screen (features/checkout): its page from the feature's index, loaded on demand. */
type CheckoutModule = typeof import('../features/checkout');
type CheckoutScreen = 'OrderSummaryPage' | 'PaymentModePage' | 'UpiPaymentPage' | 'NeftPaymentPage' | 'ChequePaymentPage' | 'ThankYouPage' | 'PaymentErrorPage' | 'TransactionErrorPage' | 'ChallanPage' | 'OrderReturnPage';
function checkoutPage(path: string, title: string, page: CheckoutScreen & keyof CheckoutModule, header: RouteHandle['header'] = 'cartNcall'): RouteObject {
  return {
    path,
    handle: { title, header, mobileTabs: false } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../features/checkout'))[page] as ComponentType }),
  };
}

// The catalogue feature's pages (React.lazy components exported by its index). The index itself
// is loaded on demand too, so its API client code (contract schemas) stays out of the entry.
type CatalogueModule = typeof import('../features/catalogue');
type CataloguePage = {
  [K in keyof CatalogueModule]: CatalogueModule[K] extends ComponentType ? K : never;
}[keyof CatalogueModule];
function cataloguePage(path: string, page: CataloguePage, handle: RouteHandle): RouteObject {
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await import('../features/catalogue'))[page] as ComponentType }),
  };
}

/** A leads feature page (features/leads), loaded on demand. */
type LeadsModule = typeof import('../features/leads');
type LeadsScreen = 'PremiumServicesPage' | 'PremiumServiceDetailPage' | 'CreateLeadPage' | 'MyLeadsPage';
function leadsPage(path: string, page: LeadsScreen & keyof LeadsModule, handle: RouteHandle): RouteObject {
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await import('../features/leads'))[page] as ComponentType }),
  };
}

const catalogueRoutes: RouteObject[] = [
  cataloguePage('/search', 'SearchResultsPage', { title: 'Search Results' }),
  cataloguePage('/search-panel', 'SearchPanelPage', { title: 'Search', header: 'showOnlyBackButton', mobileTabs: false }),
  cataloguePage('/mutual-fund-detail/*', 'FundDetailPage', { title: 'Fund Details' }),
  cataloguePage('/best-performing-funds', 'BestPerformingPage', { title: 'Best Performing Funds' }),
  cataloguePage('/nfos', 'NfoListPage', { title: 'New Fund Offers' }),
  cataloguePage('/mutual-fund-results/:category?/:subCategory?', 'FundResultsPage', { title: 'Mutual Funds' }),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <GenericErrorPage standalone />,
    // A first visit straight to a lazy screen: shown while its module loads.
    hydrateFallbackElement: <InitialFallback />,
    children: [
      {
        errorElement: <GenericErrorPage />,
        children: [
          { path: '/', element: <RedirectHome /> },
          { path: '/home', element: <HomePage />, handle: { header: 'homeHeader', title: 'Mutual Funds' } satisfies RouteHandle },
          { path: '/login', element: <LoginRoute />, handle: { header: 'homeHeader' } satisfies RouteHandle },

          ...catalogueRoutes,

          // Account area (spec 1 §2, spec 3 §2). Portfolio, profile and mandates also open sign-in.
          // My Profile (spec 2 §2): the layout (tabs, tax-status notice, unsaved-changes guard)
          // and one route per tab; /profile opens Personal Details.
          {
            path: '/profile',
            handle: { access: 'account', title: 'My Profile', openSignInOnEntry: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/profile')).ProfileAreaLayout }),
            children: [
              { index: true, element: <Navigate to="/profile/personal-info" replace /> },
              profileTab('/profile/personal-info', 'Personal Details', 'PersonalInfoTab'),
              profileTab('/profile/bank-info', 'Bank Details', 'BankInfoTab'),
              profileTab('/profile/employment-info', 'Employment Details', 'EmploymentInfoTab'),
              profileTab('/profile/nominee-info', 'Nominee Details', 'NomineeInfoTab'),
            ],
          },
          // Portfolio (spec 3 §2, features/portfolio): the pages guard sign-in and frame themselves.
          {
            path: '/profile/portfolio',
            handle: { access: 'account', title: 'Portfolio', purpose: 'Your holdings, what you invested and what they are worth today.', openSignInOnEntry: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/portfolio')).PortfolioPage }),
          },
          {
            // The capital-gains statement (issue 12 §1; decision 0101: the spec has no such screen).
            path: '/profile/portfolio/capital-gains',
            handle: { access: 'account', title: 'Capital gains', purpose: 'Your capital gains of a financial year, their tax and the Schedule 112A rows.', openSignInOnEntry: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/portfolio')).CapitalGainsPage }),
          },
          {
            path: '/portfolio-details',
            handle: { access: 'account', title: 'Scheme Details', purpose: 'The transactions and value of one holding.', openSignInOnEntry: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/portfolio')).PortfolioDetailsPage }),
          },
          // Risk profile (spec 2 §2): the pages guard sign-in and frame themselves by flowType (the
          // onboarding stepper for checkout, the account sidebar for profile).
          {
            path: '/profile/risk-profile',
            handle: { access: 'account', title: 'Risk Profile', purpose: 'A short questionnaire that suggests the fund categories that suit you.' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/risk-profile')).RiskProfilePage }),
          },
          {
            path: '/profile/risk-profile-result',
            handle: { access: 'account', title: 'Your Risk Profile', purpose: 'Your risk class and the fund categories suggested for it.' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/risk-profile')).RiskProfileResultPage }),
          },
          {
            path: '/profile/mandates',
            handle: { access: 'account', title: 'Mandates', purpose: 'The autopay mandates that pay your SIP instalments.', openSignInOnEntry: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/mandates')).MandatesPage }),
          },
          {
            path: '/profile/mandates/setup-mandate',
            handle: {
              access: 'account',
              title: 'Set Up a Mandate',
              purpose: 'Authorise your bank to pay SIP instalments automatically.',
              openSignInOnEntry: true,
              header: 'cartNcall',
            } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/mandates')).SetupMandatePage }),
          },
          // STP and SWP (spec 3 §2, §4; decisions 0112, 0113).
          {
            path: '/profile/stps',
            handle: { access: 'account', title: 'My STPs', purpose: 'Your systematic transfer and withdrawal plans.' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/stp-swp')).StpsPage }),
          },
          {
            path: '/profile/stps/create-new-stp',
            handle: { access: 'account', title: 'Set Up a New STP', purpose: 'Move money from one fund to another in regular instalments.' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/stp-swp')).CreateStpPage }),
          },
          {
            path: '/profile/stps/verify',
            handle: { access: 'public', title: 'STP verification', purpose: 'Confirm the STP you set up, from the link we e-mailed you.' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/stp-swp')).StpVerifyPage }),
          },
          {
            path: '/running-sips',
            handle: { access: 'account', title: 'My SIPs', purpose: 'Your running SIPs and their next instalment dates.' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/sips')).RunningSipsPage }),
          },
          {
            path: '/transaction',
            handle: { access: 'account', title: 'Transactions', purpose: 'Every purchase, SIP instalment, redemption and switch.' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/transactions')).TransactionsPage }),
          },
          // The advisor's customers (issue 13 §1, decision 0142); ?isEuin=true and the partner entry too.
          {
            path: '/my-customers',
            handle: { access: 'account', title: 'My Customers', purpose: 'Your customers, their investments and carts.', header: 'showCustomerCountnAUM' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/advisor')).MyCustomersPage }),
          },
          // Acting for a customer (issue 13 §1, decision 0138): the customer's consent by OTP.
          {
            path: '/my-customers/open',
            handle: { access: 'account', title: 'Open a Customer’s Account', purpose: 'Ask your customer for their OTP to open their account.' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/advisor')).OpenCustomerPage }),
          },

          // Onboarding (spec 2 §2).
          onboardingPage('/profile/kyc-details', 'KYC Details', 'Check your KYC status with your PAN.', 'KycDetailsPage'),
          onboardingPage('/profile/personal-details', 'Personal Details', 'Step 1 of 5: your contact details and address.', 'PersonalDetailsPage'),
          onboardingPage('/profile/bank-details', 'Bank Details', 'Step 2 of 5: the bank account you invest from.', 'BankDetailsPage'),
          onboardingPage('/profile/occupation-nominee-details', 'Investor Profile', 'Step 4 of 5: occupation, income and nominees.', 'OccupationNomineePage'),
          onboardingPage('/signzy-callback', 'Completing Your KYC', 'Your e-KYC details are being added to your profile.', 'SignzyCallbackPage'),

          // Cart and checkout (spec 1 §2, spec 3 §2).
          {
            path: '/cart-review',
            handle: { title: 'Cart', purpose: 'The funds you have chosen, ready for checkout.', header: 'cartNcall' },
            // A React.lazy page: the cart index is in the entry already (the header badge).
            Component: CartReviewPage,
          },
          {
            path: '/pack-details',
            handle: { title: 'Pack Details', purpose: 'A curated pack: its funds and weights.', header: 'cartNcall' },
            Component: PackDetailsPage,
          },
          checkoutPage('/order-summary', 'Order Summary', 'OrderSummaryPage'),
          checkoutPage('/payment-mode', 'Payment Mode', 'PaymentModePage'),
          checkoutPage('/upi-payment', 'Pay by UPI', 'UpiPaymentPage'),
          checkoutPage('/neft-payment', 'Pay by NEFT/RTGS', 'NeftPaymentPage'),
          checkoutPage('/cheque-payment', 'Pay by Cheque', 'ChequePaymentPage'),
          checkoutPage('/thank-you', 'Thank You', 'ThankYouPage', 'showBackToHomeCTA'),
          checkoutPage('/payment-error', 'Payment Unsuccessful', 'PaymentErrorPage', 'showBackToHomeCTA'),
          checkoutPage('/transaction-error', 'Transaction Error', 'TransactionErrorPage', 'showBackToHomeCTA'),
          checkoutPage('/challan', 'Cheque Deposit Challan', 'ChallanPage', 'showBackToHomeCTA'),
          // Spec 3 §2: where net banking and UPI return; any other single segment goes home (404).
          checkoutPage('/:loopBackUrl', 'Your Order', 'OrderReturnPage', 'showBackToHomeCTA'),

          // Premium advisory services (spec 1 §1, §2). Catalogue and detail are mobile only.
          screen('/retirement-income-planning', { title: messages.premium.postRetirement, purpose: 'A regular income from your retirement savings.', header: 'showAllIcon' }),
          screen('/custom-portfolio-review', { title: messages.premium.customPortfolio, purpose: 'An expert review of your portfolio with recommendations.', header: 'showAllIcon' }),
          screen('/company-funds-investment', { title: messages.premium.companyFunds, purpose: 'High-quality debt funds for your company’s surplus money.', header: 'showAllIcon' }),
          // The leads feature (issue 13 §2, decisions 0129, 0130): the pages send desktop home with the 404 marker themselves.
          leadsPage('/premium-services', 'PremiumServicesPage', { title: 'Premium Services', header: 'showAllIcon', mobileOnly: true }),
          leadsPage('/premium-service-details/:route', 'PremiumServiceDetailPage', { title: 'Premium Service', header: 'showAllIcon', mobileOnly: true }),
          leadsPage('/premium-service-details/:route/create-lead', 'CreateLeadPage', { title: messages.lead.createLead, header: 'showAllIcon', access: 'account' }),
          leadsPage('/my-leads', 'MyLeadsPage', { title: 'My Leads', access: 'account' }),

          // Calculators (spec 3 §2; decisions 0132, 0133): ?share={code} is the shared landing.
          {
            path: '/sip-calculator',
            handle: { title: 'SIP Calculator', purpose: 'See what a monthly SIP could grow to.', header: 'calculatorHeader' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/calculators')).SipCalculatorPage }),
          },
          {
            path: '/goal-amount-calculator',
            handle: { title: 'Goal Amount Calculator', purpose: 'Find the monthly SIP that reaches your goal.', header: 'calculatorHeader' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/calculators')).GoalCalculatorPage }),
          },

          // Static pages (spec 3 §2, §9).
          { path: '/more', handle: { title: 'More' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/static-pages')).MorePage }) },
          { path: '/contact-us', handle: { title: 'Contact Us' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/static-pages')).ContactUsPage }) },
          { path: '/privacy-policy', handle: { title: 'Privacy Policy' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/static-pages')).PrivacyPolicyPage }) },
          { path: '/terms-conditions', handle: { title: 'Terms of Use' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/static-pages')).TermsPage }) },

          // Sandbox console (sandbox mode only; the server answers 404 otherwise).
          { path: '/sandbox/console', handle: { title: 'Sandbox console' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/sandbox')).ConsolePage }) },
          { path: '/sandbox/outbox', handle: { title: 'Sandbox outbox' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/sandbox')).OutboxPage }) },
          { path: '/sandbox/loan-against-mf', handle: { title: 'Sandbox loan partner' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/sandbox')).LoanPartnerPage }) },
          { path: '/sandbox/customer-investment-report', handle: { title: 'Sandbox customer report' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/sandbox')).CustomerReportPage }) },

          { path: '*', element: <Navigate to={NOT_FOUND_REDIRECT} replace /> },
        ],
      },
    ],
  },
];

/** `/` → `/home`, keeping the entry query (source, encryptedId, agentCode: spec 1 §2). */
function RedirectHome() {
  const { search } = useLocation();
  return <Navigate to={`/home${search}`} replace />;
}

function InitialFallback() {
  return (
    <main className="app-main">
      <PageFallback />
    </main>
  );
}
