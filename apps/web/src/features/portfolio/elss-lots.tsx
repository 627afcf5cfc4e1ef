import type { ElssLockIn } from '@sanchay/contract';
import { lockScheduleMessage } from '@sanchay/domain';
import { useId } from 'react';
import { date, units } from './portfolio-format';
import { portfolioMessages as t } from './portfolio-messages';

/** An ELSS holding's lots (issue 12 §1): each allotment locked for 3 years, with the day it frees up. */
export function ElssLots({ elss }: { elss: ElssLockIn }) {
  const id = useId();
  const e = t.elss;
  // What frees when (issue 23 §6): the locked lots by the day they free up.
  const schedule = lockScheduleMessage(elss.lots.filter((l) => l.locked).map((l) => ({ freeOn: l.freeOn, units: l.units })));
  return (
    <section className="elss-lots" aria-labelledby={id}>
      <h3 id={id}>{e.title}</h3>
      <p className="elss-lots__totals">
        <span className="tag tag--locked">{e.lockedUnits(units(elss.lockedUnits))}</span>{' '}
        <span className="tag tag--free">{e.freeUnits(units(elss.freeUnits))}</span>
      </p>
      {schedule ? <p className="elss-lots__schedule">{schedule}</p> : null}
      <p className="muted">{e.intro}</p>
      <div className="table-scroll" role="region" aria-label={e.title} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{e.title}</caption>
          <thead>
            <tr>
              <th scope="col">{e.allotted}</th>
              <th scope="col" className="num">
                {e.units}
              </th>
              <th scope="col">{e.freeOn}</th>
              <th scope="col">{e.status}</th>
            </tr>
          </thead>
          <tbody>
            {elss.lots.map((lot, i) => (
              <tr key={`${lot.allotmentDate}-${i}`}>
                <td>{date(lot.allotmentDate)}</td>
                <td className="num">{units(lot.units)}</td>
                <td>{date(lot.freeOn)}</td>
                <td>{lot.locked ? e.locked : e.free}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
