import type { PortfolioTransaction } from '@sanchay/contract';
import { useIsMobile } from '../../ui';
import { date, nav, rupees, units } from './portfolio-format';
import { portfolioMessages as t } from './portfolio-messages';

type Props = { caption: string; transactions: readonly PortfolioTransaction[] };

/**
 * A holding's transactions (spec 3 §2: index, transaction date, type, amount, units, NAV, folio
 * number; §3 Transaction row: a sale (S) shows a minus sign, otherwise plus): a table on desktop;
 * on a phone (767 px or less) each transaction reflows into a small card, as the holdings do, so
 * no column is cut off at 390 px (issue 23 §6: the table was clipped at '₹5,0').
 */
export function HoldingTransactions(props: Props) {
  return useIsMobile() ? <TransactionCards {...props} /> : <TransactionTable {...props} />;
}

const signOf = (x: PortfolioTransaction) => (x.type === 'S' ? '−' : '+');

function TransactionCards({ caption, transactions }: Props) {
  const c = t.transactionColumns;
  return (
    <ol className="holding-txns" aria-label={caption}>
      {transactions.map((x, i) => (
        <li key={x.orderNo} className="holding-txn">
          <p className="holding-txn__head">
            <span className="holding-txn__index">{i + 1}.</span> {date(x.transactionDate)} ·{' '}
            <span className={x.type === 'S' ? 'txn-type txn-type--out' : 'txn-type'}>
              {signOf(x)} {x.transactionType}
            </span>
          </p>
          <dl className="holding-txn__figures">
            <div>
              <dt>{c.amount}</dt>
              <dd>{rupees(x.amount)}</dd>
            </div>
            <div>
              <dt>{c.units}</dt>
              <dd>
                {signOf(x)}
                {units(x.units)}
              </dd>
            </div>
            <div>
              <dt>{c.nav}</dt>
              <dd>{nav(x.nav)}</dd>
            </div>
            <div>
              <dt>{c.folio}</dt>
              <dd>{x.folioNo}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}

function TransactionTable({ caption, transactions }: Props) {
  const c = t.transactionColumns;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="holding-transactions">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.index}</th>
            <th scope="col">{c.date}</th>
            <th scope="col">{c.type}</th>
            <th scope="col" className="num">
              {c.amount}
            </th>
            <th scope="col" className="num">
              {c.units}
            </th>
            <th scope="col" className="num">
              {c.nav}
            </th>
            <th scope="col">{c.folio}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((x, i) => {
            const sign = signOf(x);
            return (
              <tr key={x.orderNo}>
                <td>{i + 1}</td>
                <td>{date(x.transactionDate)}</td>
                <td>
                  <span className={x.type === 'S' ? 'txn-type txn-type--out' : 'txn-type'}>
                    {sign} {x.transactionType}
                  </span>
                </td>
                <td className="num">{rupees(x.amount)}</td>
                <td className="num">
                  {sign}
                  {units(x.units)}
                </td>
                <td className="num">{nav(x.nav)}</td>
                <td>{x.folioNo}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
