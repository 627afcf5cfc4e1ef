import { Link } from 'react-router';
import { BROWSE_CARDS, messages, type BrowseCard } from '@sanchay/domain';
import { ChevronRightIcon, FundName, FundPlanChips } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';
import { useTopTaxSavingFunds } from '../catalogue-queries';
import { fundDetailPath, fundResultsPath } from '../../../app/paths';
import { FundListSkeleton, QueryError, ReturnValue } from '../shared/fund-bits';
import '../shared/catalogue.css';
import './home-browse.css';

const t = catalogueMessages.home;

export interface HomeBrowseProps {
  /** Advisors also see Loan Against MF (spec 1 §2, §6). */
  isAdvisor?: boolean;
  /** The partner's loan-against-mutual-funds page with the advisor's partnerId (spec 1 §2). */
  loanAgainstMfUrl?: string | undefined;
  /** The loan promotion under the card (spec 1 §9). */
  loanAgainstMfNote?: string | undefined;
}

function cardHref(card: BrowseCard): string | null {
  switch (card.target.kind) {
    case 'route':
      return card.target.path;
    case 'fundList':
      return fundResultsPath(card.target.category, card.target.subCategory);
    case 'external':
      return null;
  }
}

/**
 * Home's "Browse Funds by Category" cards and the top tax-saving funds (spec 1 §2 "Home and
 * browse", spec 3 §9: top 3 from the ELSS tag). Light on purpose: it is in the home route's first
 * load.
 */
export function HomeBrowse({ isAdvisor = false, loanAgainstMfUrl, loanAgainstMfNote }: HomeBrowseProps) {
  const taxSaver = BROWSE_CARDS.find((c) => c.key === 'taxSaver');
  const taxSaverHref = taxSaver ? cardHref(taxSaver) : null;
  return (
    <div className="cat-home">
      <section aria-labelledby="browse-title" className="cat-home__browse">
        <h2 id="browse-title">{messages.shell.browseFundsByCategory}</h2>
        <ul className="cat-browse-cards">
          {BROWSE_CARDS.filter((card) => !card.advisorOnly || isAdvisor).map((card) => {
            const href = cardHref(card);
            if (href) {
              return (
                <li key={card.key}>
                  <Link to={href} className="cat-browse-card">
                    <span>{card.label}</span>
                    <ChevronRightIcon size={18} />
                  </Link>
                </li>
              );
            }
            if (!loanAgainstMfUrl) return null;
            return (
              <li key={card.key}>
                <a href={loanAgainstMfUrl} target="_blank" rel="noopener noreferrer" className="cat-browse-card">
                  <span>
                    {card.label} <span className="visually-hidden">{t.opensInNewTab}</span>
                    {loanAgainstMfNote ? <span className="cat-browse-card__note">{loanAgainstMfNote}</span> : null}
                  </span>
                  <ChevronRightIcon size={18} />
                </a>
              </li>
            );
          })}
        </ul>
      </section>
      <TopTaxSavingFunds viewAllHref={taxSaverHref} />
    </div>
  );
}

function TopTaxSavingFunds({ viewAllHref }: { viewAllHref: string | null }) {
  const { data, isPending, isError } = useTopTaxSavingFunds();
  return (
    <section aria-labelledby="top-tax-title" className="cat-home__top">
      <h2 id="top-tax-title">{t.topTaxSaving}</h2>
      <p className="cat-muted cat-home__note">{t.topTaxSavingNote}</p>
      {isPending ? (
        <FundListSkeleton rows={3} />
      ) : isError ? (
        <QueryError message={messages.catalogue.topRatedFailed} />
      ) : (
        <ol className="cat-top-funds">
          {data.slice(0, 3).map((fund) => (
            <li key={fund.schemeId} className="cat-top-fund">
              <div>
                <Link to={fundDetailPath(fund)} className="cat-top-fund__name">
                  <FundName official={fund.schemeName} />
                </Link>
                <span className="cat-top-fund__meta">
                  <FundPlanChips official={fund.schemeName} /> {fund.subCategory}
                </span>
              </div>
              <div className="cat-top-fund__return">
                <span className="cat-top-fund__label">{catalogueMessages.fund.threeYearReturn}</span>
                <ReturnValue value={fund.threeYearReturn} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {viewAllHref ? (
        <p className="cat-home__more">
          <Link to={viewAllHref}>{t.viewAllTaxSaving}</Link>
        </p>
      ) : null}
    </section>
  );
}
