import type { ReactNode } from 'react';
import { AccountFrame } from '../session';
import './portfolio.css';

/** The portfolio screens' frame (spec 3 §2 Account area, session/account-frame.tsx): signed out →
 * 'You are not authorized to view this page.' with LOGIN/REGISTER, and the sign-in dialog opens by
 * itself. */
export function PortfolioFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AccountFrame title={title} className="portfolio-page" openSignInOnEntry>
      {children}
    </AccountFrame>
  );
}
