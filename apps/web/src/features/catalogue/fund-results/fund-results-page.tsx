import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { fundSorts, type FundSummary } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { Button, Card, FundName, FundPlanChips, useIsMobile } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';
import { useCategories, useFundsByCategory, type FundsByCategoryQuery } from '../catalogue-queries';
import { fundDetailPath, fundResultsPath, HOME_PATH } from '../../../app/paths';
import { formatAmount, formatDate, formatNav } from '../shared/format';
import { EmptyState, FundListSkeleton, Pager, QueryError, ReturnValue, RiskometerBadge } from '../shared/fund-bits';
import '../shared/catalogue.css';
import './fund-results.css';

const t = catalogueMessages.results;
const f = catalogueMessages.fund;

type SortBy = (typeof fundSorts)[number];
type SortOrder = 'asc' | 'desc';
const PLANS = ['Direct', 'Regular'] as const;
const OPTIONS = ['Growth', 'IDCW'] as const;
/** SEBI's riskometer levels, lowest first. */
const RISK_LEVELS = ['Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High'] as const;
const PAGE_SIZE = 20;
const DEFAULT_SORT: SortBy = 'returns3y';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/** The list's state lives in the query string, so the back button and shared links restore it. */
function useListState() {
  const routeParams = useParams();
  const [params, setParams] = useSearchParams();
  // Spec 1 §2: the path carries category/subCategory; mutualFundCategory and subCategory in the
  // query string are read too (older links).
  const category = (routeParams.category ?? params.get('mutualFundCategory') ?? '').trim();
  const subCategory = (routeParams.subCategory ?? params.get('subCategory') ?? '').trim() || undefined;
  const sortBy = oneOf(fundSorts, params.get('sortBy')) ?? DEFAULT_SORT;
  const sortOrder: SortOrder = params.get('sortOrder') === 'asc' ? 'asc' : 'desc';
  const plan = oneOf(PLANS, params.get('plan'));
  const option = oneOf(OPTIONS, params.get('option'));
  const riskometer = oneOf(RISK_LEVELS, params.get('riskometer'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** Changes some query values; any change but the page goes back to page 1. */
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    if (next.get('sortBy') === DEFAULT_SORT && next.get('sortOrder') !== 'asc') {
      next.delete('sortBy');
      next.delete('sortOrder');
    }
    if (next.get('sortOrder') === 'desc') next.delete('sortOrder');
    setParams(next);
  };

  /** The query string kept when a chip switches the sub-category (filters and sort, not the page). */
  const keptQuery = () => {
    const next = new URLSearchParams(params);
    for (const key of ['page', 'mutualFundCategory', 'subCategory']) next.delete(key);
    const text = next.toString();
    return text ? `?${text}` : '';
  };

  return { category, subCategory, sortBy, sortOrder, plan, option, riskometer, page, update, keptQuery };
}

/**
 * /mutual-fund-results/{category}/{subCategory?}: the funds of a browse category (spec 1 §2),
 * with sub-category chips, sort, filters and pages. A table on desktop, cards on a phone.
 */
export default function FundResultsPage() {
  const state = useListState();
  const { category, subCategory, sortBy, sortOrder, plan, option, riskometer, page, update } = state;
  const isMobile = useIsMobile();
  const topRef = useRef<HTMLDivElement>(null);
  const filtersId = useId();
  // On a phone the filters fold away behind one button; the sort stays in view.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const title = subCategory ? `${category} · ${subCategory}` : `${category} ${t.titleSuffix}`;

  const query: FundsByCategoryQuery = {
    mutualFundCategory: category,
    subCategory,
    sortBy,
    sortOrder,
    plan,
    option,
    riskometer,
    PageNumber: page - 1,
    pageSize: PAGE_SIZE,
  };
  const funds = useFundsByCategory(query);

  if (!category) {
    return (
      <div className="cat-page">
        <h1>{messages.shell.exploreMutualFunds}</h1>
        <EmptyState>
          <Link to={HOME_PATH}>{messages.shell.exploreMutualFunds}</Link>
        </EmptyState>
      </div>
    );
  }

  const activeFilters = [plan, option, riskometer].filter(Boolean).length;
  const filtered = activeFilters > 0;

  return (
    <div className="cat-page cat-results" ref={topRef}>
      <header className="cat-results__header">
        <h1>{title}</h1>
        {/* The line is there from the start (a blank while the list loads): nothing below it moves. */}
        <p className="cat-muted">{funds.data ? t.fundCount(funds.data.totalElements) : '\u00a0'}</p>
      </header>

      <SubCategoryChips category={category} active={subCategory} keptQuery={state.keptQuery()} />

      <div className="cat-results__controls">
        <div className="cat-field">
          <label htmlFor="fund-sort">{t.sortBy}</label>
          <select
            id="fund-sort"
            value={sortBy}
            onChange={(e) => {
              const next = e.target.value as SortBy;
              // Names read best A to Z; numbers best highest first.
              update({ sortBy: next, sortOrder: next === 'name' ? 'asc' : 'desc' });
            }}
          >
            {fundSorts.map((s) => (
              <option key={s} value={s}>
                {t.sorts[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="cat-field">
          <label htmlFor="fund-order">{t.order}</label>
          <select id="fund-order" value={sortOrder} onChange={(e) => update({ sortBy, sortOrder: e.target.value })}>
            {sortBy === 'name' ? (
              <>
                <option value="asc">{t.orderAToZ}</option>
                <option value="desc">{t.orderZToA}</option>
              </>
            ) : (
              <>
                <option value="desc">{t.orderHighFirst}</option>
                <option value="asc">{t.orderLowFirst}</option>
              </>
            )}
          </select>
        </div>
        {isMobile ? (
          <Button
            variant="secondary"
            size="small"
            className="cat-results__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((v) => !v)}
          >
            {t.filtersButton(activeFilters)}
          </Button>
        ) : null}
        <fieldset className="cat-results__filters" id={filtersId} hidden={isMobile && !filtersOpen}>
          <legend className="visually-hidden">{t.filters}</legend>
          <FilterSelect id="fund-plan" label={t.plan} value={plan} values={PLANS} onChange={(v) => update({ plan: v })} />
          <FilterSelect
            id="fund-option"
            label={t.option}
            value={option}
            values={OPTIONS}
            onChange={(v) => update({ option: v })}
          />
          <FilterSelect
            id="fund-risk"
            label={t.riskometer}
            value={riskometer}
            values={RISK_LEVELS}
            onChange={(v) => update({ riskometer: v })}
          />
          {filtered ? (
            <Button
              variant="ghost"
              size="small"
              onClick={() => update({ plan: undefined, option: undefined, riskometer: undefined })}
            >
              {t.clearFilters}
            </Button>
          ) : null}
        </fieldset>
      </div>

      {funds.isPending ? (
        <FundListSkeleton rows={8} />
      ) : funds.isError ? (
        <QueryError onRetry={() => void funds.refetch()} />
      ) : funds.data.content.length === 0 ? (
        <EmptyState>
          <p>{t.empty}</p>
        </EmptyState>
      ) : (
        <div className="cat-results__list" aria-busy={funds.isPlaceholderData}>
          {isMobile ? (
            <FundCards funds={funds.data.content} />
          ) : (
            <FundTable funds={funds.data.content} caption={t.tableCaption(title)} sortBy={sortBy} sortOrder={sortOrder} />
          )}
          <Pager
            page={page}
            totalPages={funds.data.totalPages}
            onChange={(next) => {
              update({ page: next > 1 ? String(next) : undefined });
              topRef.current?.scrollIntoView?.({ block: 'start' });
            }}
          />
        </div>
      )}
    </div>
  );
}

function FilterSelect<T extends string>({
  id,
  label,
  value,
  values,
  onChange,
}: {
  id: string;
  label: string;
  value: T | undefined;
  values: readonly T[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="cat-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}>
        <option value="">{t.any}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}

function SubCategoryChips({ category, active, keptQuery }: { category: string; active?: string; keptQuery: string }) {
  const { data } = useCategories();
  const listRef = useRef<HTMLUListElement>(null);
  // Bring the current chip into view when the row scrolls sideways (phones).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [active, data]);
  // While the categories load, the row's height is kept (most categories have sub-categories), so
  // the controls and the list below do not move when the chips arrive.
  if (!data) return <div className="cat-chips cat-chips--pending" aria-hidden="true" />;
  const entry = data.find((c) => c.category.toLowerCase() === category.toLowerCase());
  if (!entry || entry.subCategories.length === 0) return null;
  const activeKey = active?.toLowerCase();
  return (
    <nav className="cat-chips" aria-label={t.subCategories}>
      <ul ref={listRef}>
        <li>
          <Link
            className="cat-chip"
            to={fundResultsPath(entry.category) + keptQuery}
            aria-current={activeKey === undefined ? 'page' : undefined}
            aria-label={t.chipLabel(t.allSubCategories, entry.count)}
          >
            {t.allSubCategories} <FundCount count={entry.count} />
          </Link>
        </li>
        {entry.subCategories.map((sub) => (
          <li key={sub.name}>
            <Link
              className="cat-chip"
              to={fundResultsPath(entry.category, sub.name) + keptQuery}
              aria-current={sub.name.toLowerCase() === activeKey ? 'page' : undefined}
              aria-label={t.chipLabel(sub.name, sub.count)}
            >
              {sub.name} <FundCount count={sub.count} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The count badge; the chip's own accessible name says it in words ("Focused, 1 fund"). */
function FundCount({ count }: { count: number }) {
  return <span className="cat-chip__count">{count}</span>;
}

const SORT_COLUMN: Record<SortBy, string> = {
  name: 'name',
  nav: 'nav',
  returns1y: '1y',
  returns3y: '3y',
  returns5y: '5y',
};

function FundTable({
  funds,
  caption,
  sortBy,
  sortOrder,
}: {
  funds: FundSummary[];
  caption: string;
  sortBy: SortBy;
  sortOrder: SortOrder;
}) {
  const sortOf = (column: string) =>
    SORT_COLUMN[sortBy] === column ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <div className="cat-table-wrap">
      <table className="cat-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={sortOf('name')}>
              {t.schemeName}
            </th>
            <th scope="col" className="cat-num" aria-sort={sortOf('nav')}>
              {f.nav}
            </th>
            <th scope="col" className="cat-num">
              {f.navDate}
            </th>
            <th scope="col" className="cat-num" aria-sort={sortOf('1y')}>
              {f.oneYearReturn}
            </th>
            <th scope="col" className="cat-num" aria-sort={sortOf('3y')}>
              {f.threeYearReturn}
            </th>
            <th scope="col" className="cat-num" aria-sort={sortOf('5y')}>
              {f.fiveYearReturn}
            </th>
            <th scope="col" className="cat-num">
              {f.minSip}
            </th>
            <th scope="col" className="cat-num">
              {f.minLumpsum}
            </th>
          </tr>
        </thead>
        <tbody>
          {funds.map((fund) => (
            <tr key={fund.schemeId}>
              <th scope="row" className="cat-table__name">
                <Link to={fundDetailPath(fund)}>
                  <FundName official={fund.schemeName} />
                </Link>
                <span className="cat-table__meta">
                  <FundPlanChips official={fund.schemeName} /> {fund.amcName}
                  {fund.riskometer ? <> · {f.riskLabel(fund.riskometer)}</> : null}
                </span>
              </th>
              <td className="cat-num">{formatNav(fund.nav)}</td>
              <td className="cat-num">{formatDate(fund.navDate)}</td>
              <td className="cat-num">
                <ReturnValue value={fund.returns.oneYear} />
              </td>
              <td className="cat-num">
                <ReturnValue value={fund.returns.threeYear} />
              </td>
              <td className="cat-num">
                <ReturnValue value={fund.returns.fiveYear} />
              </td>
              <td className="cat-num">{formatAmount(fund.minSipAmount)}</td>
              <td className="cat-num">{formatAmount(fund.minLumpsumAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FundCards({ funds }: { funds: FundSummary[] }) {
  return (
    <ul className="cat-fund-cards">
      {funds.map((fund) => (
        <li key={fund.schemeId}>
          <Card as="article" className="cat-fund-card">
            <h2 className="cat-fund-card__name">
              <Link to={fundDetailPath(fund)}>
                <FundName official={fund.schemeName} />
              </Link>
            </h2>
            <p className="cat-fund-card__meta">
              <FundPlanChips official={fund.schemeName} />
              <span>{fund.subCategory}</span>
              <RiskometerBadge level={fund.riskometer} />
            </p>
            <dl className="cat-fund-card__facts">
              <div>
                <dt>{f.nav}</dt>
                <dd>
                  {formatNav(fund.nav)}
                  {fund.navDate ? <span className="cat-fund-card__date">{formatDate(fund.navDate)}</span> : null}
                </dd>
              </div>
              <div>
                <dt>{f.oneYear}</dt>
                <dd>
                  <ReturnValue value={fund.returns.oneYear} />
                </dd>
              </div>
              <div>
                <dt>{f.threeYear}</dt>
                <dd>
                  <ReturnValue value={fund.returns.threeYear} />
                </dd>
              </div>
              <div>
                <dt>{f.fiveYear}</dt>
                <dd>
                  <ReturnValue value={fund.returns.fiveYear} />
                </dd>
              </div>
              <div>
                <dt>{f.minSip}</dt>
                <dd>{formatAmount(fund.minSipAmount)}</dd>
              </div>
              <div>
                <dt>{f.minLumpsum}</dt>
                <dd>{formatAmount(fund.minLumpsumAmount)}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
