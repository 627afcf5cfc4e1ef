import type { PortfolioScheme } from '@sanchay/contract';
import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../../ui';
import type { HoldingActionName } from './holding-actions';

// THE PLUG-IN POINT for the row menu's dialogs (see README.md). Each action that opens a dialog
// has a folder inside features/portfolio; the menu offers the action only once its folder has a
// `dialog.tsx` whose default export is a component taking these props:
//   redeem/dialog.tsx       Redeem (the `redeem` helper)
//   invest-more/dialog.tsx  Invest More (the `sips` helper)
//   stp/dialog.tsx          STP (the `stp-swp` helper)
// Nothing else to edit: the files are found at build time (Vite's import.meta.glob) and loaded
// on demand when the action is chosen.

export interface HoldingDialogProps {
  holding: PortfolioScheme;
  /** The session's majorStatus (the menu never opens a dialog with one set). */
  majorStatus: string | null;
  /** Closes the dialog; `changed` true when it placed something (the page reloads the portfolio). */
  onClose: (changed?: boolean) => void;
}

type DialogModule = { default: ComponentType<HoldingDialogProps> };

const FOLDERS: Record<Exclude<HoldingActionName, 'details'>, string> = {
  redeem: './redeem/dialog.tsx',
  investMore: './invest-more/dialog.tsx',
  stp: './stp/dialog.tsx',
};

const found = import.meta.glob<DialogModule>(['./redeem/dialog.tsx', './invest-more/dialog.tsx', './stp/dialog.tsx']);

/** The dialog component of an action, or null while its folder has none (the item is not offered). */
export const actionDialogs: Partial<Record<HoldingActionName, LazyComponent<ComponentType<HoldingDialogProps>>>> = Object.fromEntries(
  Object.entries(FOLDERS)
    .filter(([, file]) => found[file])
    .map(([name, file]) => [name, lazyComponent(`portfolio/${name}Dialog`, found[file]!)]),
);
