// The STP/SWP feature's public face (web): /profile/stps, the create form and the e-mail link's
// page (spec 3 §2, §4, §5), each loaded on demand. Same name as the server's features/stp-swp.
import { lazyComponent } from '../../ui';

export const StpsPage = lazyComponent('stp-swp/StpsPage', () => import('./stps-page'));
export const CreateStpPage = lazyComponent('stp-swp/CreateStpPage', () => import('./create-stp-page'));
export const StpVerifyPage = lazyComponent('stp-swp/StpVerifyPage', () => import('./stp-verify-page'));
