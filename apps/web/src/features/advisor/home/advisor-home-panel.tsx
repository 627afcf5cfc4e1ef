import { advisorHomeMessages, messages } from '@sanchay/domain';
import { Card } from '../../../ui';
import { advisorMessages } from '../advisor-messages';
import { useFestiveBrandingUrl } from './advisor-home-api';
import { ContentDialog } from './content-dialog';
import { ReportLink } from './report-link';
import { SignUpBanner } from './sign-up-banner';
import './advisor-home.css';

const t = advisorHomeMessages;

/**
 * The right column of the advisor's desktop home (spec 1 §2 "two columns plus a sign-up banner, a
 * Customer Investment Report link and a content popup"; spec 1 §7 festive-branding PDF): for the
 * advisor's own session on the advisor host only (home-page.tsx decides; every call checks again).
 */
export default function AdvisorHomePanel({ agentCode, viewer }: { agentCode: string; viewer: string }) {
  const festive = useFestiveBrandingUrl(agentCode, viewer);
  return (
    <aside className="advisor-home-panel" aria-labelledby="advisor-home-panel-title">
      <h2 id="advisor-home-panel-title">{t.panelTitle}</h2>
      <SignUpBanner agentCode={agentCode} viewer={viewer} />
      <Card as="section" className="advisor-home-card" aria-labelledby="advisor-report-title">
        <h3 id="advisor-report-title">{messages.content.customerInvestmentReport}</h3>
        <p>{t.reportHint}</p>
        <ReportLink agentCode={agentCode} viewer={viewer} />
      </Card>
      {festive.data ? (
        <Card as="section" className="advisor-home-card" aria-labelledby="advisor-festive-title">
          <h3 id="advisor-festive-title">{t.festiveTitle}</h3>
          <p>{t.festiveHint}</p>
          <a href={festive.data} target="_blank" rel="noopener noreferrer" className="advisor-home-link">
            {t.festiveLink} <span className="visually-hidden">{advisorMessages.loan.opensInNewTab}</span>
          </a>
        </Card>
      ) : null}
      <Card as="section" className="advisor-home-card" aria-labelledby="advisor-content-title">
        <h3 id="advisor-content-title">{t.contentTitle}</h3>
        <ContentDialog agentCode={agentCode} viewer={viewer} />
      </Card>
    </aside>
  );
}
