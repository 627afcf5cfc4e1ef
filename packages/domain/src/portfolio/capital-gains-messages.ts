// The capital-gains statement's own wording that the screen and the PDF share (the spec has no
// gains screen: decisions 0101, 0156): the tax classes, set-off, cess and what the estimate
// leaves to the investor (productMessages.capitalGains).
export const capitalGainsOwnMessages = {
  taxClass: {
    'equity-oriented': 'Equity-oriented',
    'debt-oriented': 'Debt-oriented',
    other: 'Other',
  },
  taxClassesTitle: 'Tax class of each fund sold',
  setOff: 'Set-off',
  afterSetOff: 'After set-off',
  tax: 'Tax (estimate)',
  cess: 'Health and education cess (4%)',
  taxWithCess: 'Estimated tax with cess',
  atSlab: 'At your slab rate',
  slabIncome: (amount: string) =>
    `${amount} of gains is taxed at your slab rate: add it to your income. The estimate does not tax it.`,
  carriedForward: (shortTerm: string, longTerm: string) =>
    `Losses to carry forward (up to 8 years): short-term ${shortTerm}, long-term ${longTerm}.`,
  setOffNote:
    'Losses are set off as section 70 provides: a short-term loss against short-term gains first, then long-term gains; a long-term loss against long-term gains only. The section 112A exemption applies to what is left.',
  surchargeNote:
    'Surcharge (it depends on your total income, at most 15% on equity gains) and your slab rate are yours to apply, as are losses brought forward from earlier years. STT is not deductible; exit load is deducted from the sale value.',
} as const;
