// The mandates feature's public face (web): /profile/mandates and the setup (spec 3 §2, §4),
// each loaded on demand. Same name as the server's features/mandates.
import { lazyComponent } from '../../ui';

export const MandatesPage = lazyComponent('mandates/MandatesPage', () => import('./mandates-page'));
export const SetupMandatePage = lazyComponent('mandates/SetupMandatePage', () => import('./setup-mandate-page'));
export { useMandates } from './mandates-api';
