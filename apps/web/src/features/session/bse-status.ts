import { sessionRoutes, type BseStatus } from '@sanchay/contract';
import { callApi } from '../../app/api-client';

/** The query key of check-bse-status (cleared with every other query at login and logout). */
export const bseStatusKey = ['session', 'bse-status'] as const;

/**
 * check-bse-status (spec 1 §7): is the signed-in user onboarded with the exchange
 * (registeredWithBse 3)? Asked fresh when it decides a journey (Invest Now), since onboarding
 * may have finished in another tab.
 */
export const fetchBseStatus = (signal?: AbortSignal): Promise<BseStatus> =>
  callApi(sessionRoutes.checkBseStatus, signal ? { signal } : {});
