// The advisor's desk in the product's own words where the spec names the parts but not the
// wording (decisions 0142, 0145–0147): his customers list and his desktop home's tools. Part of
// the one catalogue, in a module of its own so that these reach only the advisor's lazy screens
// (and the server), not every visitor's first load with productMessages.

/** /my-customers (decision 0142). */
export const advisorCustomerMessages = {
  title: 'My Customers',
  notYours: 'Only the advisor can see their customers',
  searchTooLong: 'Please enter at most 100 characters to search',
  badSort: 'Please sort by name, AUM, SIP book or last transaction, ascending or descending',
  badPage: 'Please ask for a page number from 0',
  badPageSize: 'Please ask for 1 to 100 customers a page',
  searchLabel: 'Search customers by name, mobile, e-mail, PAN or client code',
  customerCount: 'Customers',
  totalAum: 'Total AUM',
  columns: { name: 'Name', mobile: 'Mobile', onboarding: 'Onboarding', aum: 'AUM', sipBook: 'SIP book (monthly)', lastTransaction: 'Last transaction' },
  noTransaction: 'None yet',
  openAccount: 'Open account',
  noCustomers: 'You have no customers yet. Customers who sign up with your agent code appear here.',
  noMatch: 'No customers match your search',
  loadFailed: 'Your customers could not be loaded. Please try again.',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pages: 'Pages',
  sortBy: 'Sort by',
  ascending: ', ascending',
  descending: ', descending',
  kycPending: 'KYC Pending',
  onboarded: 'Onboarded',
} as const;

/** The advisor's desktop home (decisions 0145–0147). */
export const advisorHomeMessages = {
  notYours: 'Only the advisor can see their home page tools',
  interestNotForYou: 'You are registered already: an ARN holder or an investor does not need to sign up',
  categoryNotFound: 'We could not find this content category',
  thumbnailNotFound: 'We could not find this thumbnail',
  signUpTitle: 'Become a registered mutual fund distributor',
  signUpText: 'Get your ARN with our help: NISM exam preparation, AMFI registration and your own advisor site with Sanchay.',
  interestRecorded: 'Thank you for your interest. Our team will call you within 2 working days.',
  reportHint: "Your customers' holdings and transactions, as a report",
  festiveTitle: 'Diwali greeting',
  festiveLink: 'Diwali greeting with your name (PDF)',
  festiveHint: 'Send your customers a festive greeting that carries your name and ARN',
  contentTitle: 'Content for your customers',
  contentOpen: 'View content',
  contentEmpty: 'No content right now. Please check again later.',
  contentThanks: 'Thank you for subscribing. We will notify you when new content is ready to share.',
  panelTitle: 'Your advisor tools',
  close: 'Close',
} as const;
