import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  yesLabel?: string;
  noLabel?: string;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  /** true for Yes; false for No, Escape, the close button or a click outside. */
  onAnswer: (answer: boolean) => void;
}
