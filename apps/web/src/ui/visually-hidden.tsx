import type { ReactNode } from 'react';
import './ui.css';

/** Text for screen readers only (labels of icon buttons, table captions). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
