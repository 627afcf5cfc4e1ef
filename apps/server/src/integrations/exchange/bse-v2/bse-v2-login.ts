import { z } from 'zod';
import { BSE_V2_PATHS } from './bse-v2-paths';
import type { BseV2Settings } from './bse-v2-settings';

// Login: POST login { data: { username, password } } → data.access_token.

export const BSE_V2_LOGIN_PATH = BSE_V2_PATHS.login;

/**
 * The login body, in the envelope like every other call. DhanRadar's first UAT console posted
 * { username, password } bare; its later code and the v2 portal's extract wrap it in data.
 */
export function bseV2LoginRequest(settings: Pick<BseV2Settings, 'username' | 'password'>) {
  return { data: { username: settings.username, password: settings.password } };
}

/**
 * The token. Sources disagree on where it sits: data.access_token, or data.data.access_token
 * ("both shapes observed on the demo tenant", DhanRadar); both are read, the first preferred.
 */
export const bseV2LoginAnswer = z
  .object({
    access_token: z.string().min(1).optional(),
    data: z.object({ access_token: z.string().min(1).optional() }).loose().nullish(),
  })
  .loose()
  .transform((d, ctx) => {
    const token = d.access_token ?? d.data?.access_token;
    if (!token) {
      ctx.addIssue({ code: 'custom', message: 'no access_token' });
      return z.NEVER;
    }
    return token;
  });
