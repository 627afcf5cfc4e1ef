import { useSearchParams } from 'react-router';
import { nfoFilters, nfoSorts, type NfoItem } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { Card, LinkButton, VisuallyHidden, FundName, FundPlanChips } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';
import { shareNfoLink, useNfoFunds } from '../catalogue-queries';
import { useIsAdvisor } from '../../session';
import { ShareLinkForm } from '../../sharing';
import { fundDetailPath } from '../../../app/paths';
import { formatAmount, formatDate } from '../shared/format';
import { EmptyState, FundListSkeleton, QueryError } from '../shared/fund-bits';
import { ChoiceDialog } from './choice-dialog';
import '../shared/catalogue.css';
import './nfo.css';

const t = { ...catalogueMessages.nfo, ...messages.nfo, sorts: productMessages.nfo.sorts };
type NfoFilter = (typeof nfoFilters)[number];
type NfoSort = (typeof nfoSorts)[number];

const FILTER_CHOICES = nfoFilters.map((value) => ({ value, label: t.filters[value] }));
const SORT_CHOICES = nfoSorts.map((value) => ({ value, label: t.sorts[value] }));

/**
 * /nfos: new fund offers (spec 3 §2 "NFO list", §4 "NFO") with Filter By (All, Open, Upcoming,
 * Recently Closed, Closed & Listed NFOs) and Sort By (launch or close date, earliest or farthest
 * first; Reset clears it). Both choices live in the query string.
 */
export default function NfoListPage() {
  const [params, setParams] = useSearchParams();
  const filter: NfoFilter = nfoFilters.find((f) => f === params.get('filter')) ?? 'all';
  const sort: NfoSort | null = nfoSorts.find((s) => s === params.get('sort')) ?? null;
  const nfos = useNfoFunds({ filter, sort: sort ?? undefined });
  const isAdvisor = useIsAdvisor();

  const setQuery = (key: 'filter' | 'sort', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || (key === 'filter' && value === 'all')) next.delete(key);
    else next.set(key, value);
    setParams(next);
  };

  return (
    <div className="cat-page">
      <h1>{t.title}</h1>
      <div className="cat-nfo__toolbar">
        <p className="cat-muted" aria-live="polite">
          {t.showing(t.filters[filter], sort ? t.sorts[sort] : null)}
        </p>
        <div className="cat-nfo__buttons">
          <ChoiceDialog title={t.filterBy} choices={FILTER_CHOICES} value={filter} onApply={(v) => setQuery('filter', v)} />
          <ChoiceDialog
            title={t.sortBy}
            choices={SORT_CHOICES}
            value={sort}
            onApply={(v) => setQuery('sort', v)}
            onReset={() => setQuery('sort', null)}
          />
        </div>
      </div>
      {nfos.isPending ? (
        <FundListSkeleton rows={4} />
      ) : nfos.isError ? (
        <QueryError onRetry={() => void nfos.refetch()} />
      ) : nfos.data.length === 0 ? (
        <EmptyState>
          <p>{t.empty}</p>
        </EmptyState>
      ) : (
        <ul className="cat-nfo__list">
          {nfos.data.map((nfo) => (
            <li key={nfo.schemeId}>
              <NfoCard nfo={nfo} isAdvisor={isAdvisor} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One NFO; the advisor (decision 0137) also gets its share by e-mail or SMS behind a Share disclosure. */
function NfoCard({ nfo, isAdvisor }: { nfo: NfoItem; isAdvisor: boolean }) {
  return (
    <Card as="article" className="cat-nfo">
      <p className="cat-nfo__status">
        <span className={`cat-nfo__badge cat-nfo__badge--${nfo.nfoCategory}`}>{t.filters[nfo.nfoCategory]}</span>
        <span className="cat-muted">{nfo.amcName}</span>
      </p>
      <h2 className="cat-nfo__name">
        <FundName official={nfo.schemeName} />
      </h2>
      <FundPlanChips official={nfo.schemeName} />
      <p className="cat-muted cat-nfo__class">
        {nfo.category} · {nfo.subCategory}
      </p>
      <dl className="cat-nfo__facts">
        <div>
          <dt>{t.launchDate}</dt>
          <dd>{formatDate(nfo.nfoOpenDate)}</dd>
        </div>
        <div>
          <dt>{t.closingDate}</dt>
          <dd>{formatDate(nfo.nfoClousureDate)}</dd>
        </div>
        <div>
          <dt>{t.minAmount}</dt>
          <dd className="cat-num">{formatAmount(nfo.minimumLumpsumAmount)}</dd>
        </div>
      </dl>
      <LinkButton
        variant="primary"
        size="small"
        className="cat-nfo__details"
        to={fundDetailPath(nfo, { nfoType: nfo.nfoCategory })}
      >
        {t.viewDetails}
        <VisuallyHidden>
          : <FundName official={nfo.schemeName} />
        </VisuallyHidden>
      </LinkButton>
      {isAdvisor ? (
        <details className="cat-nfo__share">
          <summary>
            {t.share}
            <VisuallyHidden>
              : <FundName official={nfo.schemeName} />
            </VisuallyHidden>
          </summary>
          <ShareLinkForm
            title={t.shareTitle}
            failureMessage={t.shareFailed}
            onShare={(share) => shareNfoLink({ ...share, schemeId: nfo.schemeId })}
          />
        </details>
      ) : null}
    </Card>
  );
}
