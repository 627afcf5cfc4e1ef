import type { PortfolioScheme } from '@sanchay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureOf } from '../../app/api-client';
import { Card, Skeleton } from '../../ui';
import { useSession } from '../session';
import { ElssLots } from './elss-lots';
import { HoldingActionMenu } from './holding-action-menu';
import { HoldingFigureList, SchemeCell } from './holding-figures';
import { HoldingTransactions } from './holding-transactions';
import { portfolioKeys, useHoldingDetails } from './portfolio-api';
import { PortfolioFrame } from './portfolio-frame';
import { schemeTitle } from './portfolio-format';
import { portfolioMessages as t } from './portfolio-messages';

/**
 * /portfolio-details?folioNo=…&schemeId=… (spec 3 §2): one holding's figures, its XIRR, its ELSS
 * lots (locked or free, with the day each frees up) and every transaction.
 */
export default function PortfolioDetailsPage() {
  return (
    <PortfolioFrame title={t.detailsTitle}>
      <HoldingDetails />
    </PortfolioFrame>
  );
}

function HoldingDetails() {
  const [params] = useSearchParams();
  const folioNo = (params.get('folioNo') ?? '').trim();
  const schemeId = Number(params.get('schemeId'));
  const valid = folioNo !== '' && Number.isInteger(schemeId) && schemeId > 0;
  const details = useHoldingDetails(folioNo, schemeId, valid);
  const headingId = useId();
  const session = useSession();
  const queryClient = useQueryClient();
  const title = details.data ? schemeTitle(details.data.scheme) : t.detailsTitle;
  return (
    <section aria-labelledby={headingId} className="portfolio">
      <p>
        <Link to="/profile/portfolio">{t.backToPortfolio}</Link>
      </p>
      <h1 id={headingId}>{title}</h1>
      {!valid ? (
        <p role="alert">{t.notFound}</p>
      ) : details.isPending ? (
        <Skeleton height={240} />
      ) : details.isError ? (
        <p role="alert" className="portfolio-error">
          {failureOf(details.error).message}
        </p>
      ) : (
        <Holding
          holding={details.data.scheme}
          majorStatus={details.data.majorStatus ?? (session.status === 'signed-in' ? session.majorStatus : null)}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: portfolioKeys.all })}
        />
      )}
    </section>
  );
}

function Holding({ holding: h, majorStatus, onChanged }: { holding: PortfolioScheme; majorStatus: string | null; onChanged: () => void }) {
  return (
    <>
      <Card className="holding-card">
        <div className="holding-card__head">
          <SchemeCell holding={h} majorStatus={majorStatus} />
          <HoldingActionMenu holding={h} majorStatus={majorStatus} onChanged={onChanged} />
        </div>
        <p className="muted">
          {h.metaData.schemeName} · {h.metaData.category} · {h.metaData.subCategory}
        </p>
        <HoldingFigureList holding={h} showXirrReason />
      </Card>
      {h.elss ? <ElssLots elss={h.elss} /> : null}
      <h2 className="portfolio__subtitle">{t.showTransactions}</h2>
      <HoldingTransactions caption={t.transactionsOf(schemeTitle(h))} transactions={h.portfolioSchemeTransactions} />
    </>
  );
}
