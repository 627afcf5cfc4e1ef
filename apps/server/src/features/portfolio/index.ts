// The portfolio feature (issue 12): holdings, returns and tax from the ledger.
export {
  CapitalGainsService,
  registerCapitalGainsRoutes,
  type CapitalGainsDeps,
} from './capital-gains';
