// Why a scheme has its tax class (catalogue/tax-class.ts): one sentence a person reads on the fund
// page and in the capital-gains statement. Our own wording (the spec is silent); the rules they
// state are ../shared/data/README.md "Tax classes" and SEBI's categorisation circular
// (SEBI/HO/IMD/DF3/CIR/P/2017/114), docs/decisions/0153. A catalogue module of its own (exported
// by the domain's index beside `productMessages`), so that it reaches only the fund page's lazy
// chunk, the statement and the server, not the home screen's first load.
export const taxClassOwnMessages = {
  /** The fund page's label and the names of the classes. */
  label: 'Tax class',
  classNames: {
    'equity-oriented': 'Equity-oriented',
    'debt-oriented': 'Debt-oriented',
    other: 'Neither equity- nor debt-oriented',
  },
  basis: {
    // Equity-oriented (s. 112A): at least 65 % in equity shares of domestic listed companies.
    equityScheme:
      'Equity scheme: SEBI’s rules for its category keep at least 65 % in equity, so it is equity-oriented (s. 112A)',
    elss: 'ELSS: at least 80 % in equity under SEBI’s rules, so at least 65 % in domestic listed equity (s. 112A)',
    equityIndex: (index: string) =>
      `Equity index fund: tracks the ${index}, so at least 65 % in domestic listed equity (s. 112A)`,
    equityEtf: (index: string) =>
      `Equity ETF: tracks the ${index}, so at least 65 % in domestic listed equity (s. 112A)`,
    arbitrage:
      'Arbitrage fund: at least 65 % in domestic listed equity, hedged with derivatives (s. 112A)',
    equitySavings:
      'Equity savings fund: at least 65 % in domestic listed equity, partly hedged, under SEBI’s rules (s. 112A)',
    aggressiveHybrid:
      'Aggressive hybrid fund: 65–80 % in equity under SEBI’s rules, so equity-oriented (s. 112A)',
    equityByExchange:
      'The exchange lists it as an equity scheme: at least 65 % in domestic listed equity (s. 112A)',
    equityByBrowse:
      'Filed under Equity: at least 65 % in domestic listed equity by its category (s. 112A)',
    arbitrageByBrowse:
      'Filed under arbitrage funds: at least 65 % in domestic listed equity, hedged (s. 112A)',
    // Debt-oriented (s. 50AA as from FY 2025-26): more than 65 % in debt and money-market instruments.
    debtScheme:
      'Debt scheme: invests in debt and money-market instruments, so more than 65 % in them (s. 50AA)',
    incomePlan:
      'Income or fixed maturity plan: invests in debt and money-market instruments (s. 50AA)',
    conservativeHybrid:
      'Conservative hybrid fund: 75–90 % in debt under SEBI’s rules, so more than 65 % in debt and money-market instruments (s. 50AA)',
    debtIndex:
      'Debt index fund: tracks a bond or money-market index, so more than 65 % in debt (s. 50AA)',
    debtEtf: 'Debt ETF: tracks a bond or money-market index, so more than 65 % in debt (s. 50AA)',
    debtFundOfFunds: 'Fund of funds of debt funds: 65 % or more in debt-oriented funds (s. 50AA)',
    debtByExchange:
      'The exchange lists it as a debt scheme: more than 65 % in debt and money-market instruments (s. 50AA)',
    debtByBrowse:
      'Filed under debt or money-market funds: more than 65 % in debt and money-market instruments (s. 50AA)',
    // Other: gold, international, and hybrids between.
    gold: 'Gold or silver fund: holds precious metals, not domestic equity or debt, so neither equity- nor debt-oriented',
    international:
      'International fund: invests abroad, so not 65 % in domestic listed equity; neither equity- nor debt-oriented',
    fundOfFunds:
      'Fund of funds: holds units of other funds, not equity shares, and does not meet s. 112A’s 90/90 rule; neither equity- nor debt-oriented',
    balancedHybrid:
      'Balanced hybrid fund: 40–60 % in equity under SEBI’s rules, between equity- and debt-oriented',
    multiAsset:
      'Multi asset allocation fund: at least 10 % in each of three asset classes and no 65 % floor in equity, so between equity- and debt-oriented',
    balancedAdvantage:
      'Balanced advantage fund: moves between equity and debt with no fixed floor, so between equity- and debt-oriented unless its scheme information document keeps 65 % in equity',
    solutionOriented:
      'Retirement, children’s or life-cycle fund: SEBI sets no equity floor for the category, so between equity- and debt-oriented unless its scheme information document keeps 65 % in equity',
    hybridIndexEquity: (percent: number) =>
      `Hybrid index fund: ${percent} % of its index is Indian equity, so at least 65 % in domestic listed equity (s. 112A)`,
    hybridIndex:
      'Hybrid index fund or ETF: tracks an index of equity and debt together, so between equity- and debt-oriented',
    unknown:
      'Neither its category nor its name tells what it holds, so it is treated as neither equity- nor debt-oriented',
  },
} as const;
