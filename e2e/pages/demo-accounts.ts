// The demo accounts the sandbox seed gives every `npm start` (apps/server/src/features/session/
// demo-accounts.ts; the README's table): one password for all.

export const DEMO_PASSWORD = 'Sanchay@123';

/** The onboarded demo investor (Personal tab filled, risk profile open to take). */
export const DEMO_INVESTOR = { mobile: '9000000001', password: DEMO_PASSWORD, name: 'Asha Verma' } as const;
