// The risk-profile feature's public face (spec 2 §2 step 3): the questionnaire and its result,
// each loaded on demand. Same name as the server's features/risk-profile.
import { lazyComponent } from '../../ui';

export const RiskProfilePage = lazyComponent('risk-profile/RiskProfilePage', () => import('./risk-profile-page'));
export const RiskProfileResultPage = lazyComponent('risk-profile/RiskProfileResultPage', () => import('./risk-profile-result-page'));
// Whether the investor has a risk profile yet: onboarding's step 4 comes after it.
export { useRiskProfileResult } from './risk-profile-api';
