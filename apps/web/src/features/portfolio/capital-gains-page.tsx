import {
  capitalGainsFilePath,
  type CapitalGainsStatement,
  type TaxHarvestHint,
} from '@sanchay/contract';
import { productMessages } from '@sanchay/domain';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureOf } from '../../app/api-client';
import { Card, Skeleton, buttonClassName, useIsMobile, FundName } from '../../ui';
import { useCapitalGains, useTaxHarvest } from './capital-gains-api';
import { capitalGainsMessages as t } from './capital-gains-messages';
import { PortfolioFrame } from './portfolio-frame';
import { date, rupees, units } from './portfolio-format';
import './capital-gains.css';

const own = productMessages.capitalGains;

/**
 * /profile/portfolio/capital-gains?fy=2025-26 (decision 0101; the spec has no such screen): the
 * statement of a financial year from the ledger's FIFO lots — the summary by tax rule with the
 * set-off (s. 70), the 112A exemption and an estimate of the tax with cess, the slab-rate income
 * and losses carried forward shown apart (decision 0156), the tax class of each fund sold, the
 * downloads (CSV, PDF, Schedule 112A), the tax-harvesting hint and every lot sold. Without ?fy the
 * server's current year.
 */
export default function CapitalGainsPage() {
  return (
    <PortfolioFrame title={t.title}>
      <CapitalGains />
    </PortfolioFrame>
  );
}

function CapitalGains() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  // Both at once: without ?fy the statement is the server's current year, as the hint's.
  const harvest = useTaxHarvest();
  const statement = useCapitalGains(params.get('fy'));
  const failure = statement.error;
  return (
    <section aria-labelledby={headingId} className="portfolio capital-gains">
      <h1 id={headingId}>{t.title}</h1>
      <p>
        <Link to="/profile/portfolio">{t.backToPortfolio}</Link>
      </p>
      {failure ? (
        <p role="alert" className="portfolio-error">
          {failureOf(failure).message}
        </p>
      ) : !statement.data ? (
        <div aria-busy="true" aria-label={t.loading}>
          <Skeleton height={96} />
          <Skeleton height={240} />
        </div>
      ) : (
        <>
          <YearPicker
            data={statement.data}
            onChange={(next) => setParams({ fy: next }, { replace: true })}
          />
          <Summary data={statement.data} />
          <TaxClasses data={statement.data} />
          <Downloads fy={statement.data.fy} />
          {harvest.data ? <HarvestHint hint={harvest.data} /> : null}
          <Lots data={statement.data} />
        </>
      )}
    </section>
  );
}

function YearPicker({
  data,
  onChange,
}: {
  data: CapitalGainsStatement;
  onChange: (fy: string) => void;
}) {
  const id = useId();
  const years = data.years.includes(data.fy) ? data.years : [data.fy, ...data.years];
  return (
    <div className="capital-gains__year">
      <label htmlFor={id}>{t.yearLabel}</label>
      <select id={id} value={data.fy} onChange={(e) => onChange(e.target.value)}>
        {years.map((y) => (
          <option key={y} value={y}>
            {t.yearOption(y)}
          </option>
        ))}
      </select>
      <span className="muted">{t.period(date(data.from), date(data.to))}</span>
    </div>
  );
}

const negative = (v: string) => v.startsWith('-');
const signed = (v: string) => (
  <span className={negative(v) ? 'figure--negative' : undefined}>{rupees(v)}</span>
);

function Summary({ data }: { data: CapitalGainsStatement }) {
  const isMobile = useIsMobile();
  const c = t.regimeColumns;
  return (
    <div className="capital-gains__summary">
      <div className="summary-tiles">
        <dl>
          <div className="summary-tile">
            <dt>{t.totals.gain}</dt>
            <dd>{signed(data.totals.gain)}</dd>
          </div>
          <div className="summary-tile">
            <dt>{own.taxWithCess}</dt>
            <dd>{rupees(data.estimatedTaxWithCess)}</dd>
          </div>
          <div className="summary-tile">
            <dt>{t.totals.stt}</dt>
            <dd>{rupees(data.totals.stt)}</dd>
          </div>
          <div className="summary-tile">
            <dt>{t.totals.exitLoad}</dt>
            <dd>{rupees(data.totals.exitLoad)}</dd>
          </div>
        </dl>
        <p className="muted summary-tiles__asof">
          {t.totals.exemption(rupees(data.exemption.used), rupees(data.exemption.limit))}
        </p>
      </div>
      <h2 className="portfolio__subtitle">{t.summary}</h2>
      {data.regimes.length === 0 ? (
        <Card>
          <p>{t.noSales(data.fy)}</p>
        </Card>
      ) : isMobile ? (
        <ul className="gains-cards">
          {data.regimes.map((r) => (
            <li key={r.regime} className="gains-card">
              <h3>{r.label}</h3>
              <dl>
                <dt>{c.saleValue}</dt>
                <dd>{rupees(r.saleValue)}</dd>
                <dt>{c.costForTax}</dt>
                <dd>{rupees(r.costForTax)}</dd>
                <dt>{c.gain}</dt>
                <dd>{signed(r.gain)}</dd>
                {r.setOff !== '0.00' ? (
                  <>
                    <dt>{own.setOff}</dt>
                    <dd>{signed(r.setOff)}</dd>
                  </>
                ) : null}
                {r.exemptionUsed !== '0.00' ? (
                  <>
                    <dt>{c.exemption}</dt>
                    <dd>{rupees(r.exemptionUsed)}</dd>
                  </>
                ) : null}
                <dt>{c.tax}</dt>
                <dd>{r.estimatedTax === null ? own.atSlab : rupees(r.estimatedTax)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <div className="table-scroll" role="region" aria-label={t.summary} tabIndex={0}>
          <table className="holdings-table">
            <caption className="visually-hidden">{t.summary}</caption>
            <thead>
              <tr>
                <th scope="col">{c.rule}</th>
                <th scope="col" className="num">
                  {c.saleValue}
                </th>
                <th scope="col" className="num">
                  {c.costForTax}
                </th>
                <th scope="col" className="num">
                  {c.gain}
                </th>
                <th scope="col" className="num">
                  {own.setOff}
                </th>
                <th scope="col" className="num">
                  {c.exemption}
                </th>
                <th scope="col" className="num">
                  {c.tax}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.regimes.map((r) => (
                <tr key={r.regime}>
                  <th scope="row">{r.label}</th>
                  <td className="num">{rupees(r.saleValue)}</td>
                  <td className="num">{rupees(r.costForTax)}</td>
                  <td className="num">{signed(r.gain)}</td>
                  <td className="num">{signed(r.setOff)}</td>
                  <td className="num">{rupees(r.exemptionUsed)}</td>
                  <td className="num">
                    {r.estimatedTax === null ? own.atSlab : rupees(r.estimatedTax)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.regimes.length ? <Estimate data={data} /> : null}
    </div>
  );
}

/** The estimate a person would compute by hand: tax, cess, what is left to them. */
function Estimate({ data }: { data: CapitalGainsStatement }) {
  const { shortTerm, longTerm } = data.carriedForward;
  return (
    <>
      <dl className="capital-gains__estimate">
        <div>
          <dt>{own.tax}</dt>
          <dd>{rupees(data.estimatedTax)}</dd>
        </div>
        <div>
          <dt>{own.cess}</dt>
          <dd>{rupees(data.cess)}</dd>
        </div>
        <div>
          <dt>{own.taxWithCess}</dt>
          <dd>{rupees(data.estimatedTaxWithCess)}</dd>
        </div>
      </dl>
      {data.slabRateGain !== '0.00' ? <p>{own.slabIncome(rupees(data.slabRateGain))}</p> : null}
      {shortTerm !== '0.00' || longTerm !== '0.00' ? (
        <p>{own.carriedForward(rupees(shortTerm), rupees(longTerm))}</p>
      ) : null}
      <p className="muted capital-gains__note">{own.setOffNote}</p>
      <p className="muted capital-gains__note">{own.surchargeNote}</p>
    </>
  );
}

/** Each fund sold in the year with its tax class and why (the rule of its sales follows from it). */
function TaxClasses({ data }: { data: CapitalGainsStatement }) {
  const headingId = useId();
  if (!data.schemes.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="portfolio__subtitle">
        {own.taxClassesTitle}
      </h2>
      <ul className="gains-cards">
        {data.schemes.map((s) => (
          <li key={`${s.schemeName}|${s.isin ?? ''}`} className="gains-card">
            <h3>{s.schemeName}</h3>
            <p>
              <strong>{own.taxClass[s.taxClass]}</strong>
            </p>
            <p className="muted">{s.taxClassBasis}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Downloads({ fy }: { fy: string }) {
  const link = buttonClassName({ variant: 'secondary' });
  return (
    <section aria-label={t.downloads} className="capital-gains__downloads">
      <a className={link} href={capitalGainsFilePath('statement.csv', { fy })} download>
        {t.downloadCsv}
      </a>
      <a className={link} href={capitalGainsFilePath('statement.pdf', { fy })} download>
        {t.downloadPdf}
      </a>
      <a className={link} href={capitalGainsFilePath('schedule-112a.csv', { fy })} download>
        {t.downloadSchedule}
      </a>
    </section>
  );
}

function HarvestHint({ hint }: { hint: TaxHarvestHint }) {
  const headingId = useId();
  const remaining = hint.remaining !== '0.00';
  return (
    <Card className="capital-gains__harvest">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="portfolio__subtitle">
          {t.harvestTitle}
        </h2>
        <p>
          {remaining ? t.harvestRemaining(rupees(hint.remaining), hint.fy) : t.harvestUsed(hint.fy)}
        </p>
        {remaining && hint.suggestions.length === 0 ? (
          <p className="muted">{t.harvestNone}</p>
        ) : null}
        {hint.suggestions.length ? (
          <>
            <p>{t.harvestIntro}</p>
            <ul className="gains-cards">
              {hint.suggestions.map((s) => (
                <li key={`${s.folioNo}|${s.schemeName}`} className="gains-card">
                  <h3>
                    <FundName official={s.schemeName} />
                  </h3>
                  <p className="muted">{t.folio(s.folioNo)}</p>
                  <dl>
                    <dt>{t.harvestColumns.units}</dt>
                    <dd>{units(s.units)}</dd>
                    <dt>{t.harvestColumns.amount}</dt>
                    <dd>{rupees(s.amount)}</dd>
                    <dt>{t.harvestColumns.gain}</dt>
                    <dd>{rupees(s.gain)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
            <p className="muted">{t.harvestNote}</p>
          </>
        ) : null}
      </section>
    </Card>
  );
}

function Lots({ data }: { data: CapitalGainsStatement }) {
  const isMobile = useIsMobile();
  const c = t.lotColumns;
  if (!data.parts.length) return null;
  return (
    <div>
      <h2 className="portfolio__subtitle">{t.lots}</h2>
      {isMobile ? (
        <ul className="gains-cards">
          {data.parts.map((p, i) => (
            <li key={i} className="gains-card">
              <h3>
                <FundName official={p.schemeName} />
              </h3>
              <p className="muted">{t.folio(p.folioNo)}</p>
              <dl>
                <dt>{c.bought}</dt>
                <dd>{date(p.acquiredOn)}</dd>
                <dt>{c.sold}</dt>
                <dd>{date(p.soldOn)}</dd>
                <dt>{c.units}</dt>
                <dd>{units(p.units)}</dd>
                <dt>{c.costForTax}</dt>
                <dd>{rupees(p.costForTax)}</dd>
                <dt>{c.saleValue}</dt>
                <dd>{rupees(p.saleValue)}</dd>
                <dt>{c.exitLoad}</dt>
                <dd>{rupees(p.exitLoad)}</dd>
                <dt>{c.gain}</dt>
                <dd>{signed(p.gain)}</dd>
                <dt>{c.rule}</dt>
                <dd>{p.regimeLabel}</dd>
              </dl>
              {p.grandfathered ? <p className="muted">{t.grandfathered}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <div className="table-scroll" role="region" aria-label={t.lots} tabIndex={0}>
          <table className="holdings-table">
            <caption className="visually-hidden">{t.lots}</caption>
            <thead>
              <tr>
                <th scope="col">{c.scheme}</th>
                <th scope="col">{c.bought}</th>
                <th scope="col">{c.sold}</th>
                <th scope="col" className="num">
                  {c.units}
                </th>
                <th scope="col" className="num">
                  {c.costForTax}
                </th>
                <th scope="col" className="num">
                  {c.saleValue}
                </th>
                <th scope="col" className="num">
                  {c.exitLoad}
                </th>
                <th scope="col" className="num">
                  {c.gain}
                </th>
                <th scope="col">{c.rule}</th>
              </tr>
            </thead>
            <tbody>
              {data.parts.map((p, i) => (
                <tr key={i}>
                  <th scope="row">
                    <FundName official={p.schemeName} />
                    <span className="muted capital-gains__folio">{t.folio(p.folioNo)}</span>
                  </th>
                  <td>{date(p.acquiredOn)}</td>
                  <td>{date(p.soldOn)}</td>
                  <td className="num">{units(p.units)}</td>
                  <td className="num">
                    {rupees(p.costForTax)}
                    {p.grandfathered ? (
                      <span className="muted capital-gains__folio">{t.grandfathered}</span>
                    ) : null}
                  </td>
                  <td className="num">{rupees(p.saleValue)}</td>
                  <td className="num">{rupees(p.exitLoad)}</td>
                  <td className="num">{signed(p.gain)}</td>
                  <td>{p.regimeLabel}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
