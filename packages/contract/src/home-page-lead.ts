import { z } from 'zod';
import { defineRoute } from './route';

/**
 * The consumer-app banner's reminder (spec 3 §4 "Consumer-app banner and content popup"; spec 1 §7
 * home-page-lead): Notify Me records that the signed-in user wants to hear when the app is out,
 * once per user; the state comes back so the button stays "Reminder On" after a reload.
 */
export const homePageLead = z.object({
  reminderOn: z.boolean(),
  /** When the reminder was first asked for (ISO instant), or null. */
  requestedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type HomePageLead = z.infer<typeof homePageLead>;

export const homePageLeadRoutes = {
  getHomePageLead: defineRoute({
    method: 'GET',
    path: '/api/v1/login/home-page-lead',
    summary: "Whether the signed-in user's app reminder is on; 401 when signed out",
    tags: ['session'],
    access: 'signedIn',
    response: homePageLead,
  }),
  saveHomePageLead: defineRoute({
    method: 'POST',
    path: '/api/v1/login/home-page-lead',
    summary: 'Notify Me: record the signed-in user\'s app reminder (idempotent: once per user); 401 when signed out',
    tags: ['session'],
    access: 'signedIn',
    response: homePageLead,
  }),
};
