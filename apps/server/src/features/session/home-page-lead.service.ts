import type { HomePageLead } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { findHomePageLead, insertHomePageLeadIfAbsent } from './home-page-lead.queries';

const describe = (requestedAt: Date | undefined): HomePageLead => ({
  reminderOn: Boolean(requestedAt),
  requestedAt: requestedAt ? requestedAt.toISOString() : null,
});

/**
 * The consumer-app banner's Notify Me (spec 3 §4): a signed-in user's reminder request, kept once
 * per user. The caller (the route) has checked that a user is signed in.
 */
export class HomePageLeadService {
  constructor(private readonly options: { database: Database; clock: Clock }) {}

  async state(userId: string): Promise<HomePageLead> {
    return describe(await findHomePageLead(this.options.database.db, userId));
  }

  /** Idempotent: the first request's instant is kept; every call answers reminderOn true. */
  async request(userId: string): Promise<HomePageLead> {
    return this.options.database.db.transaction(async (tx) => {
      await insertHomePageLeadIfAbsent(tx, userId, this.options.clock.now());
      return describe(await findHomePageLead(tx, userId));
    });
  }
}
