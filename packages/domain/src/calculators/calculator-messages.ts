// The calculators' own wording where the spec is silent (productMessages.calculator). The spec's
// strings ('You Invest', 'Failed to share', …) are in messages.calculator.

export const calculatorOwnMessages = {
  sipTitle: 'SIP Calculator',
  goalTitle: 'Goal Amount Calculator',
  monthlyInvestment: 'Monthly investment',
  goalAmount: 'Goal amount',
  expectedReturn: 'Expected return (% a year)',
  timePeriod: 'Time period (years)',
  /** The goal calculator's answer. */
  monthlySipNeeded: 'Monthly SIP needed',
  /** The SIP calculator's answer. */
  futureValue: 'Total value',
  quickAmounts: 'Quick amounts',
  resultHeading: 'Your result',
  amountOutOfRange: 'Please enter an amount within the limits shown',
  rateOutOfRange: 'Please choose a return from 1% to 30% a year',
  yearsOutOfRange: 'Please choose a period from 1 to 30 years',
  chartTitle: 'Invested and gains, year by year',
  chartYear: 'Year',
  chartInvested: 'Invested',
  chartGains: 'Gains',
  chartTotal: 'Total value',
  chartTable: 'Year by year',
  /** The advisor's share popup. */
  shareTitle: 'Share with your customer',
  shareHint: 'Add the customer’s name and mobile number to save them as a lead, or leave both empty.',
  customerName: 'Customer’s name',
  customerMobile: 'Customer’s mobile',
  shareOnWhatsApp: 'Share on WhatsApp',
  shareReady: 'Your result is ready to share.',
  shareLink: 'Link to share',
  /** The shared landing. */
  sharedBy: (advisor: string) => `Shared by ${advisor}, your mutual fund distributor.`,
  sharedImageAlt: (summary: string) => `Calculator result: ${summary}`,
  sharedNotFound: 'This shared calculator link is not valid.',
  interestedTitle: 'Tell us how to reach you',
  fullName: 'Your full name',
  mobile: 'Your mobile',
  email: 'Your e-mail',
  submit: 'Submit',
  close: 'Close',
  sharedHeading: 'A calculation shared with you',
  interestedThanks: 'Thank you. Your advisor will contact you shortly.',
  /** A shared link's I'm Interested past its hourly limit (our wording: the spec has none). */
  interestedTooMany: 'Too many requests from this link. Please try again in an hour.',
  /** Only the advisor's own signed-in account shares a calculator result (spec 3 §6). */
  advisorOnly: 'Only an advisor signed in with their own account can share a calculator result.',
  /** One sentence of a result (the WhatsApp message, the shared image's text alternative). */
  sipSummary: (sip: string, years: number, rate: number, value: string) =>
    `${sip} a month for ${years} ${years === 1 ? 'year' : 'years'} at ${rate}% a year could grow to ${value}`,
  goalSummary: (goal: string, years: number, rate: number, sip: string) =>
    `${sip} a month for ${years} ${years === 1 ? 'year' : 'years'} at ${rate}% a year could reach ${goal}`,
  /** The WhatsApp message that carries the short link. */
  whatsappText: (title: string, summary: string, link: string) => `${title}: ${summary}. See it here: ${link}`,
  disclaimer: 'Returns are assumed, not guaranteed. Mutual fund investments are subject to market risks.',
} as const;
