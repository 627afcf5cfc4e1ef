import type { ReactNode } from 'react';
import { AccountFrame } from '../session';
import './sips.css';

/** My SIPs' frame (the account frame, session/account-frame.tsx). */
export function SipsFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AccountFrame title={title} className="sips-page">
      {children}
    </AccountFrame>
  );
}
