import { formatRupees, formatShortAmount } from '@sanchay/domain';
import { Skeleton } from '../../ui';
import { advisorMessages as t } from './advisor-messages';
import { useAumSummary } from './advisor-queries';

/**
 * Spec 1 §2 "customer count and AUM bar", §3 AUM summary: the count, and the AUM in the short
 * form of spec 1 §9 (₹45.5K, ₹12.5L, ₹1.2 Crs) with the full ₹ figure for screen readers and as
 * a tooltip. A failure hides the bar (spec 1 §8: silent fallbacks on the advisor's own lists).
 */
export function CustomerCountBar({ agentCode, viewer }: { agentCode: string; viewer: string }) {
  const { data, isPending, isError } = useAumSummary(agentCode, viewer, true);
  if (isError) return null;
  return (
    <div className="advisor-aum" role="group" aria-label={t.customerCountAndAum}>
      <dl className="advisor-aum__list">
        <div className="advisor-aum__item">
          <dt>{t.customers}</dt>
          <dd data-testid="advisor-customer-count">{isPending ? <Skeleton width="2ch" /> : data.customerCount}</dd>
        </div>
        <div className="advisor-aum__item">
          <dt>{t.aum}</dt>
          <dd data-testid="advisor-aum">
            {isPending ? (
              <Skeleton width="5ch" />
            ) : (
              <>
                <span aria-hidden="true" title={formatRupees(data.totalAUM)}>
                  {formatShortAmount(data.totalAUM)}
                </span>
                <span className="visually-hidden">{t.aumFull(formatRupees(data.totalAUM))}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
