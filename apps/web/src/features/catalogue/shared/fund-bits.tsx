import type { ReactNode } from 'react';
import { messages } from '@sanchay/domain';
import { Button, Skeleton, VisuallyHidden } from '../../../ui';
import { catalogueMessages as t } from '../catalogue-messages';
import { MISSING, formatReturn, returnTone } from './format';
import './catalogue.css';

/** A return with sign and colour; a missing value reads "Not available" to screen readers. */
export function ReturnValue({ value, className }: { value: string | null | undefined; className?: string }) {
  const tone = returnTone(value);
  const text = formatReturn(value);
  return (
    <span className={['cat-return', `cat-return--${tone}`, className].filter(Boolean).join(' ')}>
      {text === MISSING ? (
        <>
          <span aria-hidden="true">{MISSING}</span>
          <VisuallyHidden>{t.fund.notAvailable}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </span>
  );
}

const RISK_TONES: Record<string, string> = {
  low: 'low',
  'low to moderate': 'low',
  moderate: 'moderate',
  'moderately high': 'moderate',
  high: 'high',
  'very high': 'high',
};

/** The SEBI riskometer level as a text badge (the words carry the meaning, not the colour). */
export function RiskometerBadge({ level }: { level: string | null | undefined }) {
  if (!level) return null;
  const tone = RISK_TONES[level.trim().toLowerCase()] ?? 'moderate';
  return <span className={`cat-risk cat-risk--${tone}`}>{t.fund.riskLabel(level)}</span>;
}

/** The generic failure (spec 1 §8) with a retry. */
export function QueryError({ message = messages.generic.somethingWentWrong, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="cat-state cat-state--error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t.retry}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="cat-state cat-state--empty">{children}</div>;
}

/** Previous / Next with "Page x of y"; `page` is 1-based here (the API's PageNumber is 0-based). */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="cat-pager" aria-label={t.paging.label}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t.paging.previous}
      </Button>
      <span className="cat-pager__status" aria-live="polite">
        {t.paging.pageOf(page, totalPages)}
      </span>
      <Button variant="secondary" size="small" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t.paging.next}
      </Button>
    </nav>
  );
}

/** Placeholder rows for a list of funds while it loads. */
export function FundListSkeleton({ rows = 5, label }: { rows?: number; label?: string }) {
  return (
    <div className="cat-skeleton-list" aria-busy="true">
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="cat-skeleton-row">
          <Skeleton width="70%" height="1.1em" />
          <Skeleton width="40%" height="0.9em" />
        </div>
      ))}
    </div>
  );
}
