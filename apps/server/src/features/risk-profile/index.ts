// The risk profile feature's public face: app.ts imports from here only.
export { RiskProfileService } from './risk-profile.service';
export { registerRiskProfileRoutes } from './risk-profile.routes';
