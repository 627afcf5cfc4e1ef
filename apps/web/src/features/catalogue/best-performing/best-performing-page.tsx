import { Link } from 'react-router';
import { Card, FundName, FundPlanChips } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';
import { useBestPerformingFunds } from '../catalogue-queries';
import { fundDetailPath, fundResultsPath } from '../../../app/paths';
import { EmptyState, FundListSkeleton, QueryError, ReturnValue } from '../shared/fund-bits';
import '../shared/catalogue.css';
import './best-performing.css';

const t = catalogueMessages.best;

/** /best-performing-funds: the top 5 funds of each browse category by 3-year return. */
export default function BestPerformingPage() {
  const { data, isPending, isError, refetch } = useBestPerformingFunds();
  const sections = data?.filter((s) => s.funds.length > 0) ?? [];
  return (
    <div className="cat-page">
      <header>
        <h1>{t.title}</h1>
        <p className="cat-muted">{t.intro}</p>
      </header>
      {isPending ? (
        <FundListSkeleton rows={6} />
      ) : isError ? (
        <QueryError onRetry={() => void refetch()} />
      ) : sections.length === 0 ? (
        <EmptyState>
          <p>{t.empty}</p>
        </EmptyState>
      ) : (
        <div className="cat-best">
          {sections.map((section) => {
            const headingId = `best-${section.category.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <Card as="section" key={section.category} aria-labelledby={headingId}>
                <h2 id={headingId}>{section.category}</h2>
                <ol className="cat-best__list">
                  {section.funds.slice(0, 5).map((fund) => (
                    <li key={fund.schemeId} className="cat-best__item">
                      <div>
                        <Link to={fundDetailPath(fund)} className="cat-best__name">
                          <FundName official={fund.schemeName} />
                        </Link>
                        <span className="cat-best__meta">
                          <FundPlanChips official={fund.schemeName} /> {fund.subCategory}
                        </span>
                      </div>
                      <div className="cat-best__return">
                        <span className="cat-best__label">{catalogueMessages.fund.threeYearReturn}</span>
                        <ReturnValue value={fund.returns.threeYear} />
                      </div>
                    </li>
                  ))}
                </ol>
                <p className="cat-best__more">
                  <Link to={fundResultsPath(section.category)}>{t.viewAll(section.category)}</Link>
                </p>
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}
