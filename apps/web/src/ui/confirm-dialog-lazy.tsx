import { lazyComponent } from './lazy-component';
import { Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-types';

// The dialog's code (Radix Dialog) loads the first time a confirm dialog is rendered, not with
// the home page.
const ConfirmDialogImpl = lazyComponent('ui/ConfirmDialogImpl', () => import('./confirm-dialog'));

/**
 * The Yes/No dialog of the dialog layer (spec 1 §2): Radix Dialog, focus trapped and returned,
 * closes on Escape and on a click outside. Prefer `useConfirm()`; this is for controlled use.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  );
}
