// The sips feature's public face (web; decision 0109): /running-sips, My SIPs in the account
// sidebar. Same name as the server's features/sips (XSIP registration, pause, cancel).
import { lazyComponent } from '../../ui';

export const RunningSipsPage = lazyComponent('sips/RunningSipsPage', () => import('./running-sips-page'));
