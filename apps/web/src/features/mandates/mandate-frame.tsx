import type { ReactNode } from 'react';
import { AccountFrame } from '../session';
import './mandates.css';

/** The mandates screens' frame (session/account-frame.tsx): the sidebar on desktop unless told not to. */
export function MandateFrame({ title, sidebar = true, children }: { title: string; sidebar?: boolean; children: ReactNode }) {
  return (
    <AccountFrame title={title} className="mandates-page" openSignInOnEntry sidebar={sidebar}>
      {children}
    </AccountFrame>
  );
}
