import type { PortfolioDetails, PortfolioScheme } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { failureOf } from '../../app/api-client';
import { Card, Skeleton, buttonClassName, useIsMobile } from '../../ui';
import { useIsAdvisor, useSession } from '../session';
import { ShareLinkForm } from '../sharing';
import { AllocationPie } from './allocation-pie';
import { HoldingActionMenu } from './holding-action-menu';
import { ChangeFigure, HoldingFigureList, NavFigure, SchemeCell } from './holding-figures';
import { HoldingTransactions } from './holding-transactions';
import { portfolioKeys, shareStatement, usePortfolio } from './portfolio-api';
import { PortfolioFrame } from './portfolio-frame';
import { date, percent, returnsText, rupees, schemeTitle, units } from './portfolio-format';
import { portfolioMessages as t } from './portfolio-messages';
import { capitalGainsMessages } from './capital-gains-messages';

/**
 * /profile/portfolio (spec 3 §2 Portfolio screen; query isDP, which changes nothing here): the
 * summary tiles (invested, current value, returns, XIRR), the holdings with units above 0 (a
 * table on desktop, cards at 767 px or less), each expanding to its transactions, the row action
 * menu, and the category and sub-category pies. Every figure comes from the server, derived from
 * the ledger (docs/decisions/0103).
 */
export default function PortfolioPage() {
  return (
    <PortfolioFrame title={t.title}>
      <Portfolio />
    </PortfolioFrame>
  );
}

function Portfolio() {
  const portfolio = usePortfolio();
  const headingId = useId();
  const session = useSession();
  const queryClient = useQueryClient();
  const sessionMajor = session.status === 'signed-in' ? session.majorStatus : null;
  return (
    <section aria-labelledby={headingId} className="portfolio">
      <h1 id={headingId}>{t.title}</h1>
      {portfolio.isPending ? (
        <div aria-busy="true" aria-label={t.loading}>
          <Skeleton height={96} />
          <Skeleton height={240} />
        </div>
      ) : portfolio.isError ? (
        <p role="alert" className="portfolio-error">
          {failureOf(portfolio.error).message}
        </p>
      ) : portfolio.data.portfolioSchemes.length === 0 ? (
        <Card className="portfolio-empty">
          <p>{t.empty}</p>
          <Link to="/profile/portfolio/capital-gains">{capitalGainsMessages.title}</Link>
          <Link className={buttonClassName({ variant: 'primary' })} to="/mutual-fund-results">
            {messages.portfolio.startInvesting}
          </Link>
        </Card>
      ) : (
        <PortfolioBody
          data={portfolio.data}
          majorStatus={portfolio.data.majorStatus ?? sessionMajor}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: portfolioKeys.all })}
        />
      )}
    </section>
  );
}

function PortfolioBody({ data, majorStatus, onChanged }: { data: PortfolioDetails; majorStatus: string | null; onChanged: () => void }) {
  const isMobile = useIsMobile();
  const isAdvisor = useIsAdvisor();
  return (
    <>
      <SummaryTiles data={data} />
      <p>
        <Link to="/profile/portfolio/capital-gains">{capitalGainsMessages.title}</Link>
      </p>
      {isAdvisor ? (
        // Spec 3 §2: "A Share Investment Statement option exists for advisors" (decision 0125).
        <ShareLinkForm
          title={messages.portfolio.shareInvestmentStatement}
          emailOnly
          failureMessage={messages.portfolio.shareFailed}
          onShare={({ value }) => shareStatement({ type: 'email', value })}
        />
      ) : null}
      {majorStatus ? <p className="muted">{t.minorNotice}</p> : null}
      <h2 className="portfolio__subtitle">{t.holdings}</h2>
      {isMobile ? (
        <HoldingCards holdings={data.portfolioSchemes} majorStatus={majorStatus} onChanged={onChanged} />
      ) : (
        <HoldingTable holdings={data.portfolioSchemes} majorStatus={majorStatus} onChanged={onChanged} />
      )}
      <div className="portfolio__charts">
        <AllocationPie title={t.charts.category} slices={data.categoryDistribution} />
        <AllocationPie title={t.charts.subCategory} slices={data.subCategoryDistribution} />
      </div>
    </>
  );
}

/** Spec 3 §2: invested sum, current value and returns; the XIRR, or under a year the absolute return, with why it is not an XIRR. */
export function SummaryTiles({ data }: { data: PortfolioDetails }) {
  const negative = data.netReturnAmount.startsWith('-');
  const returns = returnsText(data.xirr);
  return (
    <section className="summary-tiles" aria-label={t.summary}>
      <dl>
        <div className="summary-tile">
          <dt>{t.invested}</dt>
          <dd>
            <span className="figure-whole">{rupees(data.netAmountInvested)}</span>
          </dd>
        </div>
        <div className="summary-tile">
          <dt>{t.currentValue}</dt>
          <dd>
            <span className="figure-whole">{rupees(data.netCurrentValue)}</span>
          </dd>
        </div>
        <div className="summary-tile">
          <dt>{t.returns}</dt>
          <dd className={negative ? 'figure--negative' : 'figure--positive'}>
            <span className="figure-whole">{rupees(data.netReturnAmount)}</span> <span className="figure-whole figure__pct">({percent(data.netReturnPercentage)})</span>
          </dd>
        </div>
        <div className="summary-tile">
          <dt>{data.xirr.status === 'ok' ? <abbr title={t.xirrHint}>{returns.label}</abbr> : returns.label}</dt>
          <dd>
            <span className="figure-whole">{returns.value}</span>
            {returns.note ? <span className="summary-tile__note">{returns.note}</span> : null}
          </dd>
        </div>
      </dl>
      {data.asOfNavDate ? <p className="muted summary-tiles__asof">{t.asOf(date(data.asOfNavDate))}</p> : null}
    </section>
  );
}

const rowKey = (h: PortfolioScheme) => `${h.folioNo}|${h.schemeCode}`;

function ExpandButton({ holding, expanded, controls, onToggle }: { holding: PortfolioScheme; expanded: boolean; controls: string; onToggle: () => void }) {
  return (
    <button type="button" className="expand-button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {t.showTransactions}
      <span className="visually-hidden">
        {' '}
        {t.transactionsOf(schemeTitle(holding))}, {t.folio(holding.folioNo)}
      </span>
    </button>
  );
}

function useExpanded() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return { open, toggle };
}

/** Desktop (spec 3 §2 columns): scheme, NAV, NAV date, units, net investment, current value, today's change, absolute change. */
function HoldingTable({ holdings, majorStatus, onChanged }: { holdings: PortfolioScheme[]; majorStatus: string | null; onChanged: () => void }) {
  const { open, toggle } = useExpanded();
  const id = useId();
  const c = t.columns;
  return (
    <div className="table-scroll" role="region" aria-label={t.holdings} tabIndex={0}>
      <table className="holdings-table">
        <caption className="visually-hidden">{t.holdings}</caption>
        <thead>
          <tr>
            <th scope="col">{c.scheme}</th>
            <th scope="col" className="num">{c.nav}</th>
            <th scope="col">{c.navDate}</th>
            <th scope="col" className="num">{c.units}</th>
            <th scope="col" className="num">{c.invested}</th>
            <th scope="col" className="num">{c.currentValue}</th>
            <th scope="col" className="num">{c.todaysChange}</th>
            <th scope="col" className="num">{c.absoluteChange}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((h, i) => {
            const key = rowKey(h);
            const panel = `${id}-txn-${i}`;
            const expanded = open.has(key);
            return (
              <Fragment key={key}>
                <tr>
                  <th scope="row">
                    <SchemeCell holding={h} majorStatus={majorStatus} />
                  </th>
                  <td className="num">
                    <NavFigure holding={h} />
                  </td>
                  <td>{h.navAvailable ? date(h.latestNavDateByBatch) : '—'}</td>
                  <td className="num">{units(h.unitsAllocated)}</td>
                  <td className="num">{rupees(h.amountInvested)}</td>
                  <td className="num">{rupees(h.currentValue)}</td>
                  <td className="num">
                    <ChangeFigure amount={h.todaysChange} percentage={h.todaysChangePercentage} />
                  </td>
                  <td className="num">
                    <ChangeFigure amount={h.returnAmount} percentage={h.returnPercentage} />
                  </td>
                  <td>
                    <div className="row-actions">
                      <ExpandButton holding={h} expanded={expanded} controls={panel} onToggle={() => toggle(key)} />
                      <HoldingActionMenu holding={h} majorStatus={majorStatus} onChanged={onChanged} />
                    </div>
                  </td>
                </tr>
                <tr id={panel} hidden={!expanded} className="holdings-table__transactions">
                  <td colSpan={9}>{expanded ? <HoldingTransactions caption={t.transactionsOf(schemeTitle(h))} transactions={h.portfolioSchemeTransactions} /> : null}</td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones (767 px or less): one card per holding with the same figures. */
function HoldingCards({ holdings, majorStatus, onChanged }: { holdings: PortfolioScheme[]; majorStatus: string | null; onChanged: () => void }) {
  const { open, toggle } = useExpanded();
  const id = useId();
  return (
    <ul className="holding-cards" aria-label={t.holdings}>
      {holdings.map((h, i) => {
        const key = rowKey(h);
        const panel = `${id}-txn-${i}`;
        const expanded = open.has(key);
        return (
          <li key={key}>
            <Card className="holding-card">
              <div className="holding-card__head">
                <SchemeCell holding={h} majorStatus={majorStatus} />
                <HoldingActionMenu holding={h} majorStatus={majorStatus} onChanged={onChanged} />
              </div>
              <HoldingFigureList holding={h} />
              <ExpandButton holding={h} expanded={expanded} controls={panel} onToggle={() => toggle(key)} />
              <div id={panel} hidden={!expanded}>
                {expanded ? <HoldingTransactions caption={t.transactionsOf(schemeTitle(h))} transactions={h.portfolioSchemeTransactions} /> : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
