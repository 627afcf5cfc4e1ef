// The capital-gains part of the portfolio feature (issue 12 §1; decisions 0100, 0101), registered
// through the feature's index.
export { CapitalGainsService, type CapitalGainsDeps } from './capital-gains.service';
export { registerCapitalGainsRoutes } from './capital-gains.routes';
