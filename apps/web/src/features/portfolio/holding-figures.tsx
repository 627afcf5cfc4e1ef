import type { PortfolioScheme } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { Link } from 'react-router';
import { portfolioDetailsPath } from './holding-action-menu';
import { date, inProgressText, nav, percent, rupees, schemeTitle, signedRupees, units as unitsText, returnsText } from './portfolio-format';
import { portfolioMessages as t } from './portfolio-messages';

/** The NAV cell: the NAV, or before the setup date 'NAV will be available from {date}' (spec 3 §4). */
export function NavFigure({ holding }: { holding: PortfolioScheme }) {
  if (!holding.navAvailable) return <span className="muted">{messages.redeem.navAvailableFrom(date(holding.setupDate))}</span>;
  return <>{nav(holding.todaysNAV)}</>;
}

const tone = (value: string) => (value.startsWith('-') ? 'figure figure--negative' : /^0(\.0+)?$/.test(value) ? 'figure' : 'figure figure--positive');

/** A signed rupee change with its percentage: '+₹120.00 (+2.40%)'; the sign says it, not only the colour. */
export function ChangeFigure({ amount, percentage }: { amount: string; percentage: string }) {
  return (
    <span className={tone(amount)}>
      <span className="figure-whole">{signedRupees(amount)}</span> <span className="figure-whole figure__pct">({percent(percentage)})</span>
    </span>
  );
}

/** The scheme's name (short name first) with its folio, the Details link and any redemption in progress. */
export function SchemeCell({ holding, majorStatus = null }: { holding: PortfolioScheme; majorStatus?: string | null }) {
  const tag = inProgressText(holding, messages.redeem.fullRedemptionInProgress);
  return (
    <div className="scheme-cell">
      <span className="scheme-cell__name">{schemeTitle(holding)}</span>
      <span className="scheme-cell__folio muted">{t.folio(holding.folioNo)}</span>
      {holding.elss ? <span className="tag tag--locked">{t.elss.lockedUnits(unitsText(holding.elss.lockedUnits))}</span> : null}
      {tag ? <span className="tag tag--progress">{tag}</span> : null}
      {/* Spec 3 §4: Details is disabled with a majorStatus, as the menu's items are. */}
      {majorStatus ? null : (
        <Link className="scheme-cell__details" to={portfolioDetailsPath(holding)} aria-label={`${messages.portfolio.details}: ${schemeTitle(holding)}, folio ${holding.folioNo}`}>
          {messages.portfolio.details}
        </Link>
      )}
    </div>
  );
}

/**
 * A holding's figures as a term list (the phone card and the details page): NAV, NAV date, units,
 * invested, current value, today's change, absolute change and XIRR, with XIRR's reason for no
 * answer where there is room for it.
 */
export function HoldingFigureList({ holding: h, showXirrReason = false }: { holding: PortfolioScheme; showXirrReason?: boolean }) {
  const c = t.columns;
  const returns = returnsText(h.xirr);
  return (
    <dl className="holding-card__figures">
      <div>
        <dt>{c.nav}</dt>
        <dd>
          <NavFigure holding={h} />
        </dd>
      </div>
      <div>
        <dt>{c.navDate}</dt>
        <dd>{h.navAvailable ? date(h.latestNavDateByBatch) : '—'}</dd>
      </div>
      <div>
        <dt>{c.units}</dt>
        <dd>{unitsText(h.unitsAllocated)}</dd>
      </div>
      <div>
        <dt>{c.invested}</dt>
        <dd>{rupees(h.amountInvested)}</dd>
      </div>
      <div>
        <dt>{c.currentValue}</dt>
        <dd>{rupees(h.currentValue)}</dd>
      </div>
      <div>
        <dt>{c.todaysChange}</dt>
        <dd>
          <ChangeFigure amount={h.todaysChange} percentage={h.todaysChangePercentage} />
        </dd>
      </div>
      <div>
        <dt>{c.absoluteChange}</dt>
        <dd>
          <ChangeFigure amount={h.returnAmount} percentage={h.returnPercentage} />
        </dd>
      </div>
      <div>
        <dt>{returns.label}</dt>
        <dd>
          {returns.value}
          {showXirrReason && returns.note ? <span className="summary-tile__note">{returns.note}</span> : null}
        </dd>
      </div>
    </dl>
  );
}
