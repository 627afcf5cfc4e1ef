import { Suspense, useState } from 'react';
import { Button, buttonClassName, Card, lazyComponent, PhoneIcon } from '../../ui';
import { advisorMessages } from './advisor-messages';
import './advisor.css';

const t = advisorMessages.loan;
// The popup's code (Radix Dialog) loads on the first click, not with home.
const LoanPopup = lazyComponent('advisor/LoanPopup', () => import('./loan-popup'));

/**
 * Home's loan-against-mutual-funds banner (spec 1 §2, advisors only per §6) with the promotion of
 * spec 1 §9 and spec 3 §9. Its button opens the loan popup (loan-popup.tsx); and a free expert
 * call.
 */
export function LoanAgainstMfBanner({ url, phoneHref }: { url: string | null; phoneHref: string }) {
  return (
    <Card as="section" className="home-banner home-banner--loan" aria-labelledby="loan-banner-title">
      <h2 id="loan-banner-title">{t.title}</h2>
      <ul>
        {t.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="advisor-loan__actions">
        {url ? <LoanApply url={url} /> : null}
        <a href={phoneHref} className={buttonClassName({ variant: 'secondary' })}>
          <PhoneIcon size={20} /> {t.expertCall}
        </a>
      </div>
    </Card>
  );
}

function LoanApply({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t.apply}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LoanPopup url={url} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
