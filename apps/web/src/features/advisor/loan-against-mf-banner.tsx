import { buttonClassName, Card, PhoneIcon } from '../../ui';
import { advisorMessages } from './advisor-messages';
import './advisor.css';

const t = advisorMessages.loan;

/**
 * Home's loan-against-mutual-funds banner (spec 1 §2, advisors only per §6) with the promotion of
 * spec 1 §9 and spec 3 §9: the partner's page (with partnerId) and a free expert call.
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
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClassName({ variant: 'primary' })}>
            {t.apply} <span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        ) : null}
        <a href={phoneHref} className={buttonClassName({ variant: 'secondary' })}>
          <PhoneIcon size={20} /> {t.expertCall}
        </a>
      </div>
    </Card>
  );
}
