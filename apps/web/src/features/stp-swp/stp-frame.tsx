import type { ReactNode } from 'react';
import { AccountFrame } from '../session';
import './stps.css';

/** The STP screens' frame (the account frame, session/account-frame.tsx). */
export function StpFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AccountFrame title={title} className="stps-page">
      {children}
    </AccountFrame>
  );
}
