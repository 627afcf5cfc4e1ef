// The advisor host's own wording (spec 1 §2 names the parts but words none of them). The loan
// promotion states the facts of spec 1 §9 and spec 3 §9 in our words.

export const advisorMessages = {
  // Neutral: the advisor's customers and the advisor themself both see it.
  advisorLabel: 'Advisor',
  backToAdvisorApp: 'Back to advisor app',
  customerCountAndAum: 'Your customers and assets under management',
  customers: 'Customers',
  aum: 'AUM',
  /** The full figure beside the short form, for screen readers and the tooltip. */
  aumFull: (rupees: string) => `Total AUM ${rupees}`,
  loan: {
    title: 'Loan against mutual funds',
    /** Under the Loan Against MF card (spec 1 §9). */
    cardNote: 'Free expert call · extra 0.5% on loans over ₹5L',
    points: [
      'Interest from 10.5% a year as a 3-year overdraft, disbursed in 2 hours',
      'A 10-minute application; up to 45% of equity and 80% of debt holdings',
      'Zero foreclosure charges, and an extra 0.5% on loans over ₹5L',
    ],
    apply: 'Check loan eligibility',
    expertCall: 'Free expert call within 24 to 48 hours',
    opensInNewTab: '(opens in a new tab)',
  },
} as const;
