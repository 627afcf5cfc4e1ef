import type { PortfolioTransaction } from '@sanchay/contract';
import { date, nav, rupees, units } from './portfolio-format';
import { portfolioMessages as t } from './portfolio-messages';

/**
 * A holding's transactions (spec 3 §2: index, transaction date, type, amount, units, NAV, folio
 * number; §3 Transaction row: a sale (S) shows a minus sign, otherwise plus).
 */
export function HoldingTransactions({ caption, transactions }: { caption: string; transactions: readonly PortfolioTransaction[] }) {
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
            const sign = x.type === 'S' ? '−' : '+';
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
