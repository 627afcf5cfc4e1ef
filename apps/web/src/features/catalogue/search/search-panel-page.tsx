import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, FundName } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';
import { useMostSearchedFunds } from '../catalogue-queries';
import { fundDetailPath, searchResultsPath } from '../../../app/paths';
import { clearRecentSearches, readRecentSearches } from '../recent-searches';
import { FundListSkeleton, QueryError } from '../shared/fund-bits';
import { SearchCombobox } from './search-combobox';
import './search.css';

const t = catalogueMessages.search;

/**
 * /search-panel: search on a phone (spec 1 §2). The box takes focus on arrival; with nothing
 * typed it offers the 5 recent searches and the 5 most searched funds (spec 3 §9).
 */
export default function SearchPanelPage() {
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const empty = text.trim() === '';

  return (
    <div className="cat-page cat-search-panel">
      <h1 className="visually-hidden">{t.pageTitle}</h1>
      <SearchCombobox variant="panel" autoFocus onTextChange={setText} />
      {empty ? (
        <>
          {recent.length > 0 ? (
            <section className="cat-search-panel__section" aria-labelledby="recent-searches-title">
              <div className="cat-search-panel__heading">
                <h2 id="recent-searches-title">{t.recent}</h2>
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => {
                    clearRecentSearches();
                    setRecent([]);
                  }}
                >
                  {t.clearRecent}
                </Button>
              </div>
              <ul className="cat-link-list">
                {recent.map((entry) => (
                  <li key={entry}>
                    <Link to={searchResultsPath(entry)}>
                      <span className="cat-link-list__title">{entry}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <MostSearched />
        </>
      ) : null}
    </div>
  );
}

function MostSearched() {
  const { data, isPending, isError, refetch } = useMostSearchedFunds();
  return (
    <section className="cat-search-panel__section" aria-labelledby="most-searched-title">
      <h2 id="most-searched-title">{t.mostSearched}</h2>
      {isPending ? (
        <FundListSkeleton rows={5} />
      ) : isError ? (
        <QueryError onRetry={() => void refetch()} />
      ) : (
        <Card as="div">
          <ul className="cat-link-list">
            {data.slice(0, 5).map((fund) => (
              <li key={fund.schemeId}>
                <Link to={fundDetailPath(fund)}>
                  <FundName official={fund.schemeName} className="cat-link-list__title" />
                  <span className="cat-link-list__meta">
                    {fund.category} · {fund.subCategory}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
