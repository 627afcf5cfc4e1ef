import type { PortfolioDetails, PortfolioSchemeDetails } from '@sanchay/contract';
import { holdingKey, istToday, type Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../http/app-errors';
import { amfiCodeOfSchemeCode, investorLedger, type LedgerDb } from '../../ledger';
import { redemptionsInProgress } from '../orders';
import { holdingRecord, portfolioFigures, type InProgress } from './portfolio-figures';
import * as q from './portfolio.queries';

export const portfolioErrors = {
  /** An advisor asking for a customer who is not theirs, or anyone for a ucc not theirs (our wording). */
  notYours: 'You are not authorized to view this portfolio.',
  /** No ledger entry of this folio and scheme for the owner (our wording). */
  holdingNotFound: 'We could not find this holding in your portfolio.',
} as const;

/**
 * The portfolio (spec 3 §7 Portfolio; docs/decisions/0103): derived on each read from the owner's
 * ledger, the latest NAVs and the redemptions in progress, read in one repeatable-read snapshot so
 * an allotment landing meanwhile is counted once (in the ledger or in progress, never both).
 * The caller sees their own portfolio, or, as an advisor, a mapped customer's by ucc.
 */
export class PortfolioService {
  constructor(private readonly deps: { database: Database; clock: Clock }) {}

  async portfolio(callerId: string, ucc?: string): Promise<PortfolioDetails> {
    return this.snapshot(async (tx) => {
      const owner = await this.owner(tx, callerId, ucc);
      const empty = portfolioFigures([], new Map(), new Map(), istToday(this.deps.clock));
      if (!owner.ucc) return { ...empty, majorStatus: owner.majorStatus };
      const { entries, schemes } = await investorLedger(tx, owner.ucc);
      const progress = await inProgressOf(tx, owner.ucc);
      return { ...portfolioFigures(entries, schemes, progress, istToday(this.deps.clock)), majorStatus: owner.majorStatus };
    });
  }

  /** One folio and scheme with every transaction (the /portfolio-details screen). */
  async holding(callerId: string, query: { folioNo: string; schemeId: number; ucc?: string | undefined }): Promise<PortfolioSchemeDetails> {
    return this.snapshot(async (tx) => {
      const owner = await this.owner(tx, callerId, query.ucc);
      if (!owner.ucc) throw new NotFoundError(portfolioErrors.holdingNotFound);
      const ledger = await investorLedger(tx, owner.ucc, { folioNo: query.folioNo.trim() });
      const entries = ledger.entries.filter((e) => amfiCodeOfSchemeCode(e.schemeCode) === query.schemeId);
      const scheme = entries[0] ? ledger.schemes.get(entries[0].schemeCode) : undefined;
      if (!entries.length || !scheme) throw new NotFoundError(portfolioErrors.holdingNotFound);
      const progress = await inProgressOf(tx, owner.ucc, { folioNo: entries[0]!.folioNo, schemeCode: scheme.schemeCode });
      const record = holdingRecord({ entries, scheme, inProgress: progress.get(holdingKey(entries[0]!)) }, istToday(this.deps.clock));
      return { scheme: record, majorStatus: owner.majorStatus };
    });
  }

  private async owner(tx: LedgerDb, callerId: string, ucc: string | undefined): Promise<q.PortfolioOwner> {
    const wanted = ucc?.trim();
    const owner = wanted ? await q.visibleOwner(tx, callerId, wanted) : await q.ownAccount(tx, callerId);
    if (!owner) throw new ForbiddenError(portfolioErrors.notYours);
    return owner;
  }

  private snapshot<T>(read: (tx: LedgerDb) => Promise<T>): Promise<T> {
    // BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY: one statement on PostgreSQL (PGlite's
    // driver sends SET TRANSACTION after BEGIN).
    return this.deps.database.db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  }
}

async function inProgressOf(tx: LedgerDb, ucc: string, filter: { folioNo?: string; schemeCode?: string } = {}): Promise<Map<string, InProgress>> {
  const rows = await redemptionsInProgress(tx, ucc, filter);
  return new Map(rows.map((r) => [holdingKey(r), { amount: r.amount, units: r.units, allUnits: r.allUnits }]));
}
