import type { TransactionRow } from '@sanchay/contract';
import { formatRupees, formatUnits, messages, productMessages, transactionFilterSchema, transactionKindLabels, transactionKinds, transactionOutKinds, fundDisplayName } from '@sanchay/domain';
import { useId, useState, type FormEvent } from 'react';
import { failureOf } from '../../app/api-client';
import { Button, Card, FieldError, Skeleton, useIsMobile, FundName } from '../../ui';
import { AccountFrame } from '../session';
import { AdvisorActions } from './advisor-actions';
import { useTransactions, type TransactionQuery } from './transactions-api';
import './transactions.css';

const own = productMessages.transactions;

/**
 * /transaction (spec 3 §2 Account area "Transactions"; issue 12 §3; decision 0111): every order
 * with its status, newest first, filtered by date range (DD/MM/YYYY) and type, 20 a page; cards
 * on a phone, a table on a wider screen.
 */
export default function TransactionsPage() {
  const isMobile = useIsMobile();
  return (
    <AccountFrame title="Transactions" className="transactions-page">
      <Transactions mobile={isMobile} />
      <AdvisorActions />
    </AccountFrame>
  );
}

type FormErrors = Partial<Record<'fromDate' | 'toDate', string>>;

function Transactions({ mobile }: { mobile: boolean }) {
  const id = useId();
  const [filter, setFilter] = useState<TransactionQuery>({ fromDate: '', toDate: '', type: 'ALL', page: 1 });
  const [draft, setDraft] = useState({ fromDate: '', toDate: '', type: 'ALL' as TransactionQuery['type'] });
  const [errors, setErrors] = useState<FormErrors>({});
  const list = useTransactions(filter);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = transactionFilterSchema.safeParse({ ...draft, page: 1 });
    if (!parsed.success) {
      const next: FormErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'fromDate' || field === 'toDate') && !next[field]) next[field] = issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    setFilter({ ...draft, page: 1 });
  };

  const described = (field: keyof FormErrors) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  const data = list.data;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Transactions</h1>
      <form className="transactions-filter" onSubmit={apply} noValidate aria-label="Filter transactions">
        <div className="transactions-field">
          <label htmlFor={`${id}-from`}>From date</label>
          <input
            id={`${id}-from`}
            placeholder="DD/MM/YYYY"
            inputMode="numeric"
            autoComplete="off"
            value={draft.fromDate}
            onChange={(e) => setDraft({ ...draft, fromDate: e.target.value })}
            {...described('fromDate')}
          />
          <FieldError id={`${id}-fromDate-error`} message={errors.fromDate} />
        </div>
        <div className="transactions-field">
          <label htmlFor={`${id}-to`}>To date</label>
          <input
            id={`${id}-to`}
            placeholder="DD/MM/YYYY"
            inputMode="numeric"
            autoComplete="off"
            value={draft.toDate}
            onChange={(e) => setDraft({ ...draft, toDate: e.target.value })}
            {...described('toDate')}
          />
          <FieldError id={`${id}-toDate-error`} message={errors.toDate} />
        </div>
        <div className="transactions-field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value as TransactionQuery['type'] })}>
            <option value="ALL">All</option>
            {transactionKinds.map((k) => (
              <option key={k} value={k}>
                {transactionKindLabels[k]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="small">
          Apply
        </Button>
      </form>

      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <p role="alert" className="transactions-error">
          {failureOf(list.error).message || messages.generic.somethingWentWrong}
        </p>
      ) : !data || data.transactions.length === 0 ? (
        <Card>
          <p>{own.empty}</p>
        </Card>
      ) : (
        <>
          {mobile ? <TransactionCards rows={data.transactions} /> : <TransactionTable rows={data.transactions} />}
          <nav className="transactions-pages" aria-label="Pages">
            <Button variant="secondary" size="small" disabled={filter.page <= 1} onClick={() => setFilter({ ...filter, page: filter.page - 1 })}>
              Previous
            </Button>
            <span aria-live="polite">
              Page {data.page} of {data.totalPages}
            </span>
            <Button
              variant="secondary"
              size="small"
              disabled={filter.page >= data.totalPages}
              onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}

const amountOf = (r: TransactionRow) => (r.amount === null ? '—' : `${transactionOutKinds.includes(r.kind) ? '−' : ''}${formatRupees(r.amount)}`);
const unitsOf = (r: TransactionRow) => (r.units === null ? '—' : formatUnits(r.units));
const statusClass = (status: string) => `txn-status txn-status--${status.toLowerCase().replace(/\s+/g, '-')}`;

function TransactionCards({ rows }: { rows: TransactionRow[] }) {
  return (
    <ul className="transactions-cards" aria-label="Your transactions">
      {rows.map((r) => (
        <li key={r.key}>
          <Card>
            <article aria-label={`${r.kindLabel}, ${fundDisplayName(r.schemeName).name}, ${r.date}`}>
              <div className="txn-card__top">
                <h2 className="txn-card__name">
                  <FundName official={r.schemeName} />
                </h2>
                <span className={statusClass(r.status)}>{r.status}</span>
              </div>
              <dl className="txn-card__facts">
                <div>
                  <dt>Date</dt>
                  <dd>{r.date}</dd>
                </div>
                <div>
                  <dt>Type</dt>
                  <dd>{r.kindLabel}</dd>
                </div>
                <div>
                  <dt>Amount</dt>
                  <dd>{amountOf(r)}</dd>
                </div>
                <div>
                  <dt>Units</dt>
                  <dd>{unitsOf(r)}</dd>
                </div>
                {r.folioNumber ? (
                  <div>
                    <dt>Folio</dt>
                    <dd>{r.folioNumber}</dd>
                  </div>
                ) : null}
                {r.orderNumber ? (
                  <div>
                    <dt>Order no.</dt>
                    <dd>{r.orderNumber}</dd>
                  </div>
                ) : null}
              </dl>
              {r.remarks ? <p className="txn-remarks">{r.remarks}</p> : null}
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function TransactionTable({ rows }: { rows: TransactionRow[] }) {
  return (
    <div className="transactions-table-wrap">
      <table className="transactions-table">
        <caption className="visually-hidden">Your transactions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Scheme</th>
            <th scope="col">Type</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num">
              Units
            </th>
            <th scope="col" className="num">
              NAV
            </th>
            <th scope="col">Folio</th>
            <th scope="col">Order no.</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>{r.date}</td>
              <td>
                <FundName official={r.schemeName} />
              </td>
              <td>{r.kindLabel}</td>
              <td className="num">{amountOf(r)}</td>
              <td className="num">{unitsOf(r)}</td>
              <td className="num">{r.nav === null ? '—' : formatRupees(r.nav)}</td>
              <td>{r.folioNumber ?? '—'}</td>
              <td>{r.orderNumber ?? '—'}</td>
              <td>
                <span className={statusClass(r.status)}>{r.status}</span>
                {r.remarks ? <span className="txn-remarks"> {r.remarks}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
