import { useSearchParams } from 'react-router';
import {
  formatDisplayDate,
  formatRupees,
  fundDisplayName,
  messages,
  NFO_OFFER_PRICE,
  nfoAllotmentDate,
  nfoOrderRefusal,
  productMessages,
} from '@sanchay/domain';
import type { FundDetail } from '@sanchay/contract';
import { Card, FundName, FundPlanChips, LinkButton, Skeleton } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';
import { isNotFound, useFundDetail } from '../catalogue-queries';
import { HOME_PATH } from '../../../app/paths';
import { MISSING, formatAmount, formatDate, formatNav } from '../shared/format';
import { QueryError, ReturnValue, RiskometerBadge } from '../shared/fund-bits';
import { InvestButton } from '../../cart';
import { NavChart } from './nav-chart';
import { TaxClassCard } from './tax-class-card';
import '../shared/catalogue.css';
import './fund-detail.css';

const t = catalogueMessages.detail;
const f = catalogueMessages.fund;

function parseSchemeId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /mutual-fund-detail/{slug}?schemeId={AMFI code}[&from=search][&nfoType=]: one fund (spec 1 §2,
 * spec 3 §2). The slug is decoration; only schemeId picks the fund.
 */
export default function FundDetailPage() {
  const [params] = useSearchParams();
  const schemeId = parseSchemeId(params.get('schemeId'));
  const detail = useFundDetail(schemeId, { from: params.get('from') === 'search' ? 'search' : undefined });

  if (schemeId === null || (detail.isError && isNotFound(detail.error))) return <FundNotFound />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <div className="cat-page">
        <QueryError onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  return <FundDetailView fund={detail.data} showNfo={params.has('nfoType') || detail.data.nfoOpenDate !== null} />;
}

/**
 * What Invest may do for an NFO (decision 0148): the domain's rule on the server's group of today.
 * Outside the offer (and before a NAV) Invest is off and `refusal` says why; during the offer it
 * takes a lumpsum only and `notes` say until when and how units are allotted.
 */
function nfoInvest(fund: FundDetail): { fund: FundDetail; refusal: string | null; notes: string[] } {
  const { nfoCategory: category, nfoOpenDate, nfoCloseDate } = fund;
  if (!category || !nfoOpenDate || !nfoCloseDate) return { fund, refusal: null, notes: [] };
  const refusal = nfoOrderRefusal({ category, nfoOpenDate, nfoCloseDate, hasNav: fund.nav !== null }, 'LUMPSUM');
  if (refusal) return { fund: { ...fund, purchaseAllowed: false }, refusal, notes: [] };
  if (category !== 'open') return { fund, refusal: null, notes: [] };
  const m = productMessages.nfo;
  const allotment = formatDisplayDate(nfoAllotmentDate(nfoCloseDate));
  return {
    fund: { ...fund, sipAllowed: false, sipDates: [] },
    refusal: null,
    notes: [m.offerOpen(formatDisplayDate(nfoCloseDate)), m.allotment(formatRupees(NFO_OFFER_PRICE, { decimals: 0 }), allotment)],
  };
}

function FundDetailView({ fund, showNfo }: { fund: FundDetail; showNfo: boolean }) {
  const planOption = t.planOption(fund.plan, fund.option);
  const nfo = nfoInvest(fund);
  const { plan, option } = fundDisplayName(fund.schemeName);
  return (
    <div className="cat-page cat-detail">
      <header className="cat-detail__header">
        <p className="cat-eyebrow">{fund.amcName}</p>
        <h1>
          <FundName official={fund.schemeName} />
        </h1>
        <p className="cat-detail__tags">
          <span>
            {fund.category} · {fund.subCategory}
          </span>
          {/* The plan and option read from the name as chips; else the catalogue's own fields. */}
          {plan || option ? <FundPlanChips official={fund.schemeName} /> : planOption ? <span>{planOption}</span> : null}
          <RiskometerBadge level={fund.riskometer} />
        </p>
      </header>

      {fund.isDemoData ? (
        <p className="cat-detail__demo" role="note">
          {t.demoData}
        </p>
      ) : null}

      <div className="cat-detail__summary">
        <Card className="cat-detail__nav">
          <p className="cat-detail__nav-label">{f.nav}</p>
          <p className="cat-detail__nav-value">{formatNav(fund.nav)}</p>
          {fund.navDate ? <p className="cat-muted">{f.navAsOn(formatDate(fund.navDate))}</p> : null}
          {/* On phones this is a bar fixed above the tabs: Invest stays in reach while scrolling. */}
          <div className="cat-detail__invest">
            <InvestButton fund={nfo.fund} />
            {nfo.refusal ? (
              <p className="cat-muted">{nfo.refusal}</p>
            ) : !fund.purchaseAllowed ? (
              <p className="cat-muted">{t.purchaseClosed}</p>
            ) : null}
            {nfo.notes.map((note) => (
              <p key={note} className="cat-muted">
                {note}
              </p>
            ))}
          </div>
        </Card>

        <Card as="section" className="cat-detail__returns" aria-labelledby="fund-returns-title">
          <h2 id="fund-returns-title">{t.returns}</h2>
          <dl className="cat-tiles">
            <div className="cat-tile">
              <dt>{f.oneYear}</dt>
              <dd>
                <ReturnValue value={fund.returns.oneYear} />
              </dd>
            </div>
            <div className="cat-tile">
              <dt>{f.threeYear}</dt>
              <dd>
                <ReturnValue value={fund.returns.threeYear} />
              </dd>
            </div>
            <div className="cat-tile">
              <dt>{f.fiveYear}</dt>
              <dd>
                <ReturnValue value={fund.returns.fiveYear} />
              </dd>
            </div>
          </dl>
          <p className="cat-muted cat-small">{t.returnsNote}</p>
        </Card>
      </div>

      {showNfo && (fund.nfoOpenDate || fund.nfoCloseDate) ? (
        <Card as="section" aria-labelledby="fund-nfo-title">
          <h2 id="fund-nfo-title">{t.nfo}</h2>
          <dl className="cat-facts">
            <Fact label={t.nfoOpens} value={formatDate(fund.nfoOpenDate)} />
            <Fact label={t.nfoCloses} value={formatDate(fund.nfoCloseDate)} />
          </dl>
        </Card>
      ) : null}

      <Card className="cat-detail__chart">
        <NavChart key={fund.schemeId} schemeId={fund.schemeId} available={fund.navRanges} />
      </Card>

      <Card as="section" aria-labelledby="fund-facts-title">
        <h2 id="fund-facts-title">{t.keyFacts}</h2>
        <dl className="cat-facts">
          <Fact label={t.minLumpsum} value={formatAmount(fund.minLumpsumAmount)} numeric />
          <Fact label={t.minSip} value={fund.sipAllowed ? formatAmount(fund.minSipAmount) : t.sipDatesNone} numeric />
          <Fact label={t.sipDates} value={fund.sipAllowed ? describeSipDates(fund.sipDates) : t.sipDatesNone} />
          <Fact label={t.lumpsumMultiple} value={formatAmount(fund.lumpsumMultiple)} numeric />
          <Fact label={t.fundType} value={t.fundTypes[fund.fundType]} />
          <Fact label={t.launchDate} value={formatDate(fund.launchDate)} />
          <Fact label={t.amc} value={fund.amcName} />
          <Fact label={t.officialName} value={fund.schemeName} />
          <Fact label={t.isinGrowth} value={fund.isinGrowth ?? MISSING} />
          {fund.isinReinvestment ? <Fact label={t.isinReinvestment} value={fund.isinReinvestment} /> : null}
        </dl>
        {fund.objective ? (
          <>
            <h3>{t.objective}</h3>
            <p className="cat-detail__objective">{fund.objective}</p>
          </>
        ) : null}
      </Card>

      <TaxClassCard taxClass={fund.taxClass} />
    </div>
  );
}

function Fact({ label, value, numeric }: { label: string; value: string; numeric?: boolean }) {
  return (
    <div className="cat-fact">
      <dt>{label}</dt>
      <dd className={numeric ? 'cat-fact__num' : undefined}>{value}</dd>
    </div>
  );
}

/** "1, 5, 10 and 15", or "1 to 28" for an unbroken run. */
export function describeSipDates(dates: readonly number[]): string {
  const sorted = [...new Set(dates)].sort((a, b) => a - b);
  if (sorted.length === 0) return MISSING;
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  if (sorted.length > 2 && last - first + 1 === sorted.length) return `${first} to ${last} of the month`;
  if (sorted.length === 1) return `${first} of the month`;
  return `${sorted.slice(0, -1).join(', ')} and ${last} of the month`;
}

function FundNotFound() {
  return (
    <div className="cat-page">
      <div className="cat-state">
        <h1>{productMessages.search.fundNotFound}</h1>
        <p>{t.notFoundBody}</p>
        <LinkButton to={HOME_PATH} variant="primary">
          {messages.shell.exploreMutualFunds}
        </LinkButton>
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="cat-page cat-detail" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t.loading}
      </span>
      <Skeleton width="30%" height="0.9em" />
      <Skeleton width="80%" height="2em" />
      <Skeleton width="50%" height="1em" />
      <div className="cat-detail__summary">
        <Skeleton height={140} radius="var(--radius-l)" />
        <Skeleton height={140} radius="var(--radius-l)" />
      </div>
      <Skeleton height={320} radius="var(--radius-l)" />
    </div>
  );
}
