import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { productMessages } from '@sanchay/domain';
import { Card, FundName, FundPlanChips } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';
import { useSearchResults } from '../catalogue-queries';
import { fundDetailPath } from '../../../app/paths';
import { excerpt, formatNav } from '../shared/format';
import { EmptyState, FundListSkeleton, Pager, QueryError, ReturnValue, RiskometerBadge } from '../shared/fund-bits';
import '../shared/catalogue.css';
import './search.css';

const t = catalogueMessages.search;
const f = catalogueMessages.fund;

/** /search?keywords={text}&page={n}: the funds matching a text, 10 a page (spec 1 §2, spec 3 §3). */
export default function SearchResultsPage() {
  const [params, setParams] = useSearchParams();
  const keywords = (params.get('keywords') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, isPlaceholderData, refetch, fetchStatus } = useSearchResults(keywords, page - 1);
  const topRef = useRef<HTMLHeadingElement>(null);

  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set('page', String(next));
    else nextParams.delete('page');
    setParams(nextParams);
    topRef.current?.scrollIntoView?.({ block: 'start' });
  };

  if (!keywords) {
    return (
      <div className="cat-page">
        <h1>{t.pageTitle}</h1>
        <EmptyState>
          <p>{t.emptyQuery}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="cat-page">
      <h1 ref={topRef}>{t.resultsTitle(keywords)}</h1>
      {isPending && fetchStatus === 'paused' ? (
        // Offline: the search waits for the network; say so instead of a skeleton that never ends.
        <QueryError message={productMessages.search.offline} onRetry={() => void refetch()} />
      ) : isPending ? (
        <FundListSkeleton rows={6} />
      ) : isError ? (
        <QueryError onRetry={() => void refetch()} />
      ) : data.content.length === 0 ? (
        <EmptyState>
          <p>{productMessages.search.noResults}</p>
          <p>{t.noResultsHint}</p>
        </EmptyState>
      ) : (
        <>
          <p className="cat-muted" aria-live="polite">
            {t.resultsCount(data.totalElements)}
          </p>
          <ol className="cat-search-results" aria-busy={isPlaceholderData}>
            {data.content.map((fund) => (
              <li key={fund.schemeId}>
                <Card as="article" className="cat-search-result">
                  <h2>
                    <Link to={fundDetailPath(fund, { from: 'search' })}>
                      <FundName official={fund.schemeName} />
                    </Link>
                  </h2>
                  <p className="cat-search-result__meta">
                    <FundPlanChips official={fund.schemeName} />
                    <span>
                      {fund.category} · {fund.subCategory}
                    </span>
                    <RiskometerBadge level={fund.riskometer} />
                  </p>
                  {fund.fundInvestmentObjective ? (
                    <p className="cat-search-result__objective">{excerpt(fund.fundInvestmentObjective)}</p>
                  ) : null}
                  <dl className="cat-search-result__numbers">
                    <div>
                      <dt>{f.nav}</dt>
                      <dd>{formatNav(fund.nav)}</dd>
                    </div>
                    <div>
                      <dt>{f.threeYearReturn}</dt>
                      <dd>
                        <ReturnValue value={fund.returns.threeYear} />
                      </dd>
                    </div>
                  </dl>
                </Card>
              </li>
            ))}
          </ol>
          <Pager page={page} totalPages={data.totalPages} onChange={goToPage} />
        </>
      )}
    </div>
  );
}
