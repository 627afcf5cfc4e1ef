import { Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { navRanges, type NavRange } from '@sanchay/contract';
import { Button, Skeleton, lazyComponent } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';
import { useNavHistory } from '../catalogue-queries';
import { formatDate, formatNav } from '../shared/format';
import { QueryError } from '../shared/fund-bits';
import { summariseNav, tableRows } from './nav-series';

const t = catalogueMessages.detail;

// uPlot and its CSS are a chunk of their own, fetched with the fund detail page only.
const UplotNavChart = lazyComponent('catalogue/UplotNavChart', () => import('./uplot-nav-chart'));

/** 1Y when the fund has it; otherwise its whole history; otherwise the longest range it has. */
export function defaultRange(available: readonly NavRange[]): NavRange | null {
  if (available.includes('1Y')) return '1Y';
  if (available.includes('MAX')) return 'MAX';
  return available[available.length - 1] ?? null;
}

/**
 * The NAV history (spec: "charts where a person would rather look than read"): range buttons
 * (only the ranges the fund has are enabled), the uPlot line, and a text alternative — a summary
 * read by screen readers and a "Show as table" view for anyone.
 */
export function NavChart({ schemeId, available }: { schemeId: number; available: readonly NavRange[] }) {
  const headingId = useId();
  const tableId = useId();
  const summaryId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<NavRange | null>(() => defaultRange(available));
  const [rangeChosen, setRangeChosen] = useState(false);
  const [showTable, setShowTable] = useState(false);
  // The history and uPlot wait until the plot's place is on screen, or a range is chosen
  // (docs/decisions/0083): on a phone the plot is below the first screen, and starting both right
  // after hydration made the fund page's longest tasks. Its skeleton holds the place meanwhile.
  const started = useOnScreen(plotRef) || rangeChosen;
  const history = useNavHistory(schemeId, range, { enabled: started });
  const points = history.data?.points ?? [];
  const shownRange = history.data?.range ?? range ?? '1Y';
  const summary = summariseNav(points);
  const rangeName = t.rangeNames[shownRange];

  return (
    <figure className="cat-nav-chart" aria-labelledby={headingId} aria-describedby={summary ? summaryId : undefined}>
      <div className="cat-nav-chart__head">
        <h2 id={headingId}>{t.navChart}</h2>
        <div role="group" aria-label={t.chartRange} className="cat-nav-chart__ranges">
          {navRanges.map((r) => {
            const enabled = available.includes(r);
            return (
              <button
                key={r}
                type="button"
                className="cat-range"
                aria-pressed={range === r}
                disabled={!enabled}
                onClick={() => {
                  setRangeChosen(true);
                  setRange(r);
                }}
              >
                {t.rangeLabels[r]}
              </button>
            );
          })}
        </div>
      </div>

      {range === null ? (
        <p className="cat-muted">{t.chartEmpty}</p>
      ) : history.isPending ? (
        <div ref={plotRef} className="cat-nav-chart__plot">
          <Skeleton height={260} still={!started} />
        </div>
      ) : history.isError ? (
        <QueryError onRetry={() => void history.refetch()} />
      ) : points.length < 2 ? (
        <p className="cat-muted">{t.chartEmpty}</p>
      ) : (
        <>
          <div className="cat-nav-chart__plot" aria-busy={history.isPlaceholderData}>
            <Suspense fallback={<Skeleton height={260} />}>
              <UplotNavChart points={points} range={shownRange} />
            </Suspense>
          </div>
          {summary ? (
            <p id={summaryId} className="visually-hidden" aria-live="polite">
              {t.chartSummary({
                range: rangeName,
                startDate: formatDate(summary.first.date),
                startNav: formatNav(summary.first.nav),
                endDate: formatDate(summary.last.date),
                endNav: formatNav(summary.last.nav),
                change: summary.changePercent,
              })}
            </p>
          ) : null}
          <Button
            variant="ghost"
            size="small"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t.hideTable : t.showTable}
          </Button>
          <div id={tableId} hidden={!showTable}>
            {showTable ? <NavTable points={points} range={shownRange} /> : null}
          </div>
        </>
      )}
    </figure>
  );
}

/**
 * True once a quarter of `ref`'s element has been on screen, and from then on. Where
 * IntersectionObserver is missing (old browsers, jsdom): true at once.
 */
function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown;
}

function NavTable({ points, range }: { points: Parameters<typeof tableRows>[0]; range: NavRange }) {
  const { rows, monthly } = tableRows(points, range);
  const name = t.rangeNames[range];
  return (
    <div className="cat-nav-table" tabIndex={0} role="region" aria-label={monthly ? t.monthlyTableCaption(name) : t.tableCaption(name)}>
      <table className="cat-table">
        <caption className="visually-hidden">{monthly ? t.monthlyTableCaption(name) : t.tableCaption(name)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col" className="cat-num">
              {catalogueMessages.fund.nav}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...rows].reverse().map((p) => (
            <tr key={p.date}>
              <td>{formatDate(p.date)}</td>
              <td className="cat-num">{formatNav(p.nav)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
