// The mandates feature's public face (web): /profile/mandates and the setup (spec 3 §2, §4),
// each loaded on demand. Same name as the server's features/mandates.
import { lazy } from 'react';

export const MandatesPage = lazy(() => import('./mandates-page'));
export const SetupMandatePage = lazy(() => import('./setup-mandate-page'));
