import {
  TAX_REGIMES,
  computeGainsStatement,
  financialYearContaining,
  gainsFromLedger,
  gainsStatementCsv,
  harvestHint,
  harvestRealised,
  istToday,
  parseExitLoad,
  parseFinancialYear,
  roundAmount,
  schedule112aCsv,
  schemeTaxClass,
  statementYears,
  toDecimal,
  type Clock,
  type Decimal,
  type GainsSchemeFacts,
  type GainsStatement,
} from '@sanchay/domain';
import type { CapitalGainsFile, CapitalGainsStatement, TaxHarvestHint } from '@sanchay/contract';
import type { Db } from '../../db/client';
import { ForbiddenError, ValidationError } from '../../http/app-errors';
import { investorLedger } from '../../ledger';
import { investorName, schemeExitLoads, schemeTaxFacts } from './capital-gains.queries';
import { ownAccount, visibleOwner } from './portfolio.queries';
import { portfolioErrors } from './portfolio.service';
import { capitalGainsPdf } from './capital-gains.pdf';

// The capital-gains statement, its downloads and the tax-harvesting hint (issue 12 §1; decisions
// 0100, 0101): the investor's ledger (the ledger module's reader) folded FIFO by the domain, with
// each scheme's category and 31 Jan 2018 NAV from the catalogue. Read-only: nothing here writes.

export interface CapitalGainsDeps {
  db: Db;
  clock: Clock;
}

const money = (d: Decimal) => roundAmount(d).toFixed(2);
const moneyOrNull = (d: Decimal | null) => (d === null ? null : money(d));
const exitLoadRuleOf = (columns: { flag: string | null; text: string | null } | undefined) =>
  columns ? parseExitLoad(columns.flag, columns.text) : undefined;

export interface GainsFileBody {
  name: string;
  contentType: string;
  body: string | Buffer;
}

export class CapitalGainsService {
  constructor(private readonly deps: CapitalGainsDeps) {}

  /**
   * The ucc the caller may read: their own, or an advisor's mapped customer's (the portfolio's one
   * owner check, portfolio.queries.ts); 403 otherwise. Null before the investor has a ucc.
   */
  private async reader(
    userId: string,
    ucc: string | undefined,
  ): Promise<{ ucc: string | null; name: string | null }> {
    const wanted = ucc?.trim();
    const owner = wanted
      ? await visibleOwner(this.deps.db, userId, wanted)
      : await ownAccount(this.deps.db, userId);
    if (!owner) throw new ForbiddenError(portfolioErrors.notYours);
    return { ucc: owner.ucc, name: owner.ucc ? await investorName(this.deps.db, owner.ucc) : null };
  }

  /**
   * Parts and open holdings of the investor's whole ledger (none before the investor has a ucc),
   * read in one repeatable-read snapshot as the portfolio is, so an allotment landing meanwhile is
   * in both the ledger and the scheme facts or in neither.
   */
  private async folded(ucc: string | null) {
    if (ucc === null) return { parts: [], holdings: [] };
    const { entries, schemes, tax, exitLoads } = await this.deps.db.transaction(async (tx) => {
      const ledger = await investorLedger(tx, ucc);
      return {
        ...ledger,
        tax: await schemeTaxFacts(
          tx,
          [...ledger.schemes.values()].map((s) => s.amfiCode),
        ),
        exitLoads: await schemeExitLoads(tx, [...ledger.schemes.keys()]),
      };
    }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    const factsOf = (schemeCode: string, isin: string | null): GainsSchemeFacts => {
      const s = schemes.get(schemeCode);
      const t = s ? tax.get(s.amfiCode) : undefined;
      return {
        schemeId: s?.amfiCode ?? null,
        schemeName: s?.schemeName ?? schemeCode,
        isin: s?.isin ?? isin,
        // The one reading of the scheme's tax class (catalogue/tax-class.ts); a scheme the
        // catalogue does not know is read from what the ledger has (its code and ISIN).
        taxClass: schemeTaxClass({
          isin: s?.isin ?? isin,
          schemeName: s?.schemeName ?? schemeCode,
          amfiCategory: t?.amfiCategory ?? null,
          category: s?.category ?? '',
          subCategory: s?.subCategory ?? '',
        }),
        elss: s?.isElss ?? false,
        fmvPerUnit2018: t?.nav2018 ? toDecimal(t.nav2018) : null,
        latestNav: s?.latestNav ? toDecimal(s.latestNav) : null,
        latestNavDate: s?.latestNavDate ?? null,
        exitLoadRule: exitLoadRuleOf(exitLoads.get(schemeCode)),
      };
    };
    return gainsFromLedger(entries, factsOf);
  }

  /** The year asked for, or the one that contains today (the page's first screen asks no year). */
  private year(label: string | undefined) {
    if (label === undefined) return financialYearContaining(istToday(this.deps.clock));
    const fy = parseFinancialYear(label);
    if (!fy || fy.startYear < 2018)
      throw new ValidationError('Please choose a financial year', {
        fy: 'Please choose a financial year',
      });
    return fy;
  }

  async compute(
    userId: string,
    query: { fy?: string | undefined; ucc?: string | undefined },
  ): Promise<{ reader: { ucc: string | null; name: string | null }; statement: GainsStatement }> {
    const fy = this.year(query.fy);
    const reader = await this.reader(userId, query.ucc);
    const { parts } = await this.folded(reader.ucc);
    return { reader, statement: computeGainsStatement(fy, parts) };
  }

  async statement(
    userId: string,
    query: { fy?: string | undefined; ucc?: string | undefined },
  ): Promise<CapitalGainsStatement> {
    const { statement } = await this.compute(userId, query);
    return toWire(
      statement,
      statementYears(istToday(this.deps.clock)).map((y) => y.label),
    );
  }

  async harvest(userId: string, query: { ucc?: string | undefined }): Promise<TaxHarvestHint> {
    const { ucc } = await this.reader(userId, query.ucc);
    const today = istToday(this.deps.clock);
    const fy = financialYearContaining(today);
    const { parts, holdings } = await this.folded(ucc);
    const soFar = computeGainsStatement(
      fy,
      parts.filter((p) => p.soldOn <= today),
    );
    const hint = harvestHint(fy, today, harvestRealised(soFar), holdings);
    const navDates = new Map(
      holdings.map((h) => [
        `${h.folioNo}|${h.schemeCode}`,
        { schemeId: h.schemeId, navDate: h.latestNavDate },
      ]),
    );
    return {
      fy: fy.label,
      asOf: today,
      limit: money(hint.limit),
      realised: money(hint.realised),
      remaining: money(hint.remaining),
      available: money(hint.available),
      harvested: money(hint.harvested),
      suggestions: hint.suggestions.map((s) => {
        const h = navDates.get(`${s.folioNo}|${s.schemeCode}`);
        return {
          folioNo: s.folioNo,
          schemeId: h?.schemeId ?? null,
          schemeName: s.schemeName,
          units: s.units.toFixed(3),
          amount: money(s.amount),
          gain: money(s.gain),
          navDate: h?.navDate ?? null,
        };
      }),
    };
  }

  /** One of the downloads, named for the year. */
  async file(
    userId: string,
    file: CapitalGainsFile,
    query: { fy?: string | undefined; ucc?: string | undefined },
  ): Promise<GainsFileBody> {
    const { reader, statement } = await this.compute(userId, query);
    const stem = `capital-gains-${statement.year.label}`;
    if (file === 'statement.csv')
      return {
        name: `${stem}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: gainsStatementCsv(statement),
      };
    if (file === 'schedule-112a.csv')
      return {
        name: `schedule-112a-${statement.year.label}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: schedule112aCsv(statement),
      };
    const pdf = await capitalGainsPdf(statement, {
      investorName: reader.name,
      ucc: reader.ucc ?? '',
      generatedOn: istToday(this.deps.clock),
    });
    return { name: `${stem}.pdf`, contentType: 'application/pdf', body: pdf };
  }
}

/** The statement on the wire: decimal strings, rupees to the paisa, units to 4 places. */
export function toWire(s: GainsStatement, years: string[]): CapitalGainsStatement {
  return {
    fy: s.year.label,
    from: s.year.from,
    to: s.year.to,
    years,
    regimes: s.regimes.map((r) => {
      const regime = TAX_REGIMES[r.regime];
      return {
        regime: r.regime,
        label: regime.label,
        assetClass: regime.assetClass,
        term: regime.term,
        section: regime.section,
        ratePercent: regime.ratePercent?.toString() ?? null,
        period: regime.period,
        parts: r.parts,
        saleValue: money(r.saleValue),
        cost: money(r.cost),
        costForTax: money(r.costForTax),
        stt: money(r.stt),
        exitLoad: money(r.exitLoad),
        gain: money(r.gain),
        setOff: money(r.setOff),
        afterSetOff: money(r.afterSetOff),
        taxable: money(r.taxable),
        exemptionUsed: money(r.exemptionUsed),
        estimatedTax: moneyOrNull(r.estimatedTax),
      };
    }),
    totals: {
      saleValue: money(s.totals.saleValue),
      cost: money(s.totals.cost),
      costForTax: money(s.totals.costForTax),
      stt: money(s.totals.stt),
      exitLoad: money(s.totals.exitLoad),
      gain: money(s.totals.gain),
    },
    exemption: { limit: money(s.exemption.limit), used: money(s.exemption.used) },
    equityLongTermGain: money(s.equityLongTermGain),
    equityLongTermGainAfterSetOff: money(s.equityLongTermGainAfterSetOff),
    carriedForward: {
      shortTerm: money(s.carriedForward.shortTerm),
      longTerm: money(s.carriedForward.longTerm),
    },
    estimatedTax: money(s.estimatedTax),
    cess: money(s.cess),
    estimatedTaxWithCess: money(s.estimatedTaxWithCess),
    slabRateGain: money(s.slabRateGain),
    schemes: s.schemes.map((scheme) => ({
      schemeName: scheme.schemeName,
      isin: scheme.isin,
      taxClass: scheme.taxClass.taxClass,
      taxClassBasis: scheme.taxClass.basis,
    })),
    parts: s.parts.map((p) => ({
      folioNo: p.folioNo,
      schemeId: p.schemeId ?? null,
      schemeName: p.schemeName,
      isin: p.isin,
      assetClass: p.regime.assetClass,
      taxClass: p.taxClass.taxClass,
      taxClassBasis: p.taxClass.basis,
      saleKind: p.saleKind,
      acquiredOn: p.acquiredOn,
      soldOn: p.soldOn,
      holdingDays: p.holdingDays,
      units: p.units.toFixed(4),
      cost: money(p.cost),
      grandfathered: p.grandfathered,
      fmvPerUnit2018: p.grandfathered && p.fmvPerUnit2018 ? p.fmvPerUnit2018.toFixed(4) : null,
      indexedCost: moneyOrNull(p.indexedCost),
      costForTax: money(p.costForTax),
      saleValue: money(p.saleValue),
      stt: money(p.stt),
      exitLoad: money(p.exitLoad),
      term: p.regime.term,
      regime: p.regime.key,
      regimeLabel: p.regime.label,
      gain: money(p.gain),
    })),
  };
}
