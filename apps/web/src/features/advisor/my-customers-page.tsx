import type { CustomerList, CustomerRow, CustomerSort } from '@sanchay/contract';
import { advisorCustomerMessages, formatDisplayDate, formatRupees, messages } from '@sanchay/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { failureOf } from '../../app/api-client';
import { openCustomerPath } from '../../app/paths';
import { Button, Card, Skeleton, Spinner, useDebouncedValue, useIsMobile } from '../../ui';
import { RequireSignIn } from '../session';
import { useCustomerList } from './advisor-queries';
import { useAdvisorHost } from './use-advisor-host';
import './my-customers.css';

const t = advisorCustomerMessages;
const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

type Order = 'asc' | 'desc';

/** The columns one can sort by, and the order a first press asks for (amounts: highest first). */
const SORTS: { key: CustomerSort; label: string; firstOrder: Order }[] = [
  { key: 'name', label: t.columns.name, firstOrder: 'asc' },
  { key: 'aum', label: t.columns.aum, firstOrder: 'desc' },
  { key: 'sipBook', label: t.columns.sipBook, firstOrder: 'desc' },
  { key: 'lastTransaction', label: t.columns.lastTransaction, firstOrder: 'desc' },
];

/**
 * /my-customers (issue 13 §1, decision 0142): the advisor's customers, with the count and total
 * AUM on top, a search, sortable columns, a page at a time; a table on desktop, cards on a phone.
 * Only the advisor signed in with the agent's own account sees it (the server checks again).
 */
export default function MyCustomersPage() {
  return (
    <RequireSignIn title={t.title}>
      <Customers />
    </RequireSignIn>
  );
}

function Customers() {
  const host = useAdvisorHost();
  if (host.advisorHost && host.agentCode && !host.agent) return <Spinner label="Loading" />;
  if (!host.agentCode || !host.agent?.isOwnAdvisorSession)
    return (
      <section className="my-customers" aria-labelledby="my-customers-title">
        <h1 id="my-customers-title">{t.title}</h1>
        <p role="alert">{messages.session.notAuthorized}</p>
      </section>
    );
  return <CustomerBook agentCode={host.agentCode} viewer={host.viewer} />;
}

export function CustomerBook({ agentCode, viewer }: { agentCode: string; viewer: string }) {
  const [searchText, setSearchText] = useState('');
  const [sort, setSort] = useState<{ key: CustomerSort; order: Order }>({ key: 'name', order: 'asc' });
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const query = { ...(search ? { search } : {}), sort: sort.key, order: sort.order, page, pageSize: PAGE_SIZE };
  const list = useCustomerList(agentCode, viewer, query, true);
  const mobile = useIsMobile();
  const searchId = useId();

  const sortBy = (key: CustomerSort) => {
    const first = SORTS.find((s) => s.key === key)!.firstOrder;
    setSort((current) =>
      current.key === key ? { key, order: current.order === 'asc' ? 'desc' : 'asc' } : { key, order: first },
    );
    setPage(0);
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.matching / PAGE_SIZE)) : 1;

  return (
    <section className="my-customers" aria-labelledby="my-customers-title">
      <h1 id="my-customers-title">{t.title}</h1>
      {data ? <Totals list={data} /> : null}
      <div className="my-customers__search">
        <label htmlFor={searchId}>{t.searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={searchText}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => {
            setSearchText(e.target.value);
            setPage(0);
          }}
        />
      </div>
      {list.isError ? (
        <div role="alert" className="my-customers__error">
          <p>{failureOf(list.error, t.loadFailed).message}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : null}
      {list.isPending ? <Skeleton /> : null}
      {data && data.customers.length === 0 ? <p className="my-customers__empty">{data.customerCount === 0 ? t.noCustomers : t.noMatch}</p> : null}
      {data && data.customers.length > 0 ? (
        <>
          {mobile ? (
            <>
              <SortButtons sort={sort} onSort={sortBy} />
              <ul className="my-customers__cards" aria-label={t.title}>
                {data.customers.map((c) => (
                  <li key={c.customerId}>
                    <CustomerCard customer={c} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <CustomerTable customers={data.customers} sort={sort} onSort={sortBy} />
          )}
          <nav className="my-customers__pages" aria-label={t.pages}>
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
              {t.previous}
            </Button>
            <span aria-live="polite">{t.pageOf(page + 1, pages)}</span>
            <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
              {t.next}
            </Button>
          </nav>
        </>
      ) : null}
    </section>
  );
}

function Totals({ list }: { list: CustomerList }) {
  return (
    <dl className="my-customers__totals">
      <div>
        <dt>{t.customerCount}</dt>
        <dd>{list.customerCount.toLocaleString('en-IN')}</dd>
      </div>
      <div>
        <dt>{t.totalAum}</dt>
        <dd>{formatRupees(list.totalAUM)}</dd>
      </div>
    </dl>
  );
}

type SortState = { key: CustomerSort; order: Order };

const ariaSort = (sort: SortState, key: CustomerSort) =>
  sort.key === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';

function SortButton({ sort, column, onSort }: { sort: SortState; column: (typeof SORTS)[number]; onSort: (key: CustomerSort) => void }) {
  const arrow = sort.key === column.key ? (sort.order === 'asc' ? ' ↑' : ' ↓') : '';
  return (
    <button type="button" className="my-customers__sort" onClick={() => onSort(column.key)}>
      {column.label}
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

/**
 * On a phone (cards, no column headers to carry aria-sort): the same sorts as a row of toggle
 * buttons; the pressed one is the sort, its arrow and hidden text say which way.
 */
function SortButtons({ sort, onSort }: { sort: SortState; onSort: (key: CustomerSort) => void }) {
  return (
    <div className="my-customers__sorts" role="group" aria-label={t.sortBy}>
      {SORTS.map((column) => (
        <button
          key={column.key}
          type="button"
          className="my-customers__sort"
          aria-pressed={sort.key === column.key}
          onClick={() => onSort(column.key)}
        >
          {column.label}
          {sort.key === column.key ? (
            <>
              <span aria-hidden="true">{sort.order === 'asc' ? ' ↑' : ' ↓'}</span>
              <span className="visually-hidden">{sort.order === 'asc' ? t.ascending : t.descending}</span>
            </>
          ) : null}
        </button>
      ))}
    </div>
  );
}

function CustomerTable({ customers, sort, onSort }: { customers: CustomerRow[]; sort: SortState; onSort: (key: CustomerSort) => void }) {
  const header = (key: CustomerSort, numeric = false) => (
    <th scope="col" aria-sort={ariaSort(sort, key)} className={numeric ? 'my-customers__num' : undefined}>
      <SortButton sort={sort} column={SORTS.find((s) => s.key === key)!} onSort={onSort} />
    </th>
  );
  return (
    <div className="my-customers__table-wrap">
      <table className="my-customers__table">
        <caption className="visually-hidden">{t.title}</caption>
        <thead>
          <tr>
            {header('name')}
            <th scope="col">{t.columns.mobile}</th>
            <th scope="col">{t.columns.onboarding}</th>
            {header('aum', true)}
            {header('sipBook', true)}
            {header('lastTransaction')}
            <th scope="col">
              <span className="visually-hidden">{t.openAccount}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((c) => (
            <tr key={c.customerId}>
              <th scope="row">{c.name}</th>
              <td>{c.mobile}</td>
              <td>{c.onboardingLabel}</td>
              <td className="my-customers__num">{formatRupees(c.aum)}</td>
              <td className="my-customers__num">{formatRupees(c.sipBook)}</td>
              <td>{lastTransaction(c)}</td>
              <td>
                <OpenAccount customer={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CustomerCard({ customer: c }: { customer: CustomerRow }) {
  return (
    <Card className="my-customers__card">
      <h2 className="my-customers__card-name">{c.name}</h2>
      <dl className="my-customers__facts">
        <div>
          <dt>{t.columns.mobile}</dt>
          <dd>{c.mobile}</dd>
        </div>
        <div>
          <dt>{t.columns.onboarding}</dt>
          <dd>{c.onboardingLabel}</dd>
        </div>
        <div>
          <dt>{t.columns.aum}</dt>
          <dd>{formatRupees(c.aum)}</dd>
        </div>
        <div>
          <dt>{t.columns.sipBook}</dt>
          <dd>{formatRupees(c.sipBook)}</dd>
        </div>
        <div>
          <dt>{t.columns.lastTransaction}</dt>
          <dd>{lastTransaction(c)}</dd>
        </div>
      </dl>
      <OpenAccount customer={c} />
    </Card>
  );
}

function lastTransaction(c: CustomerRow): string {
  return c.lastTransaction ? `${c.lastTransaction.type}, ${formatDisplayDate(c.lastTransaction.date)}` : t.noTransaction;
}

function OpenAccount({ customer }: { customer: CustomerRow }) {
  return (
    <Link to={openCustomerPath(customer.customerId)} className="my-customers__open" aria-label={`${t.openAccount}: ${customer.name}`}>
      {t.openAccount}
    </Link>
  );
}
