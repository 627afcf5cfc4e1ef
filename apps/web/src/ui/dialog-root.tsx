import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { openDialogEntry } from './dialog-history';

/**
 * Radix's Dialog.Root for every dialog of the app, with one addition: while open, browser Back
 * closes it (as Escape would: through onOpenChange(false), so a dialog that refuses Escape stays
 * open) instead of leaving the page and losing what was typed (ui/dialog-history.ts). Open or
 * closed by the caller (`open` + `onOpenChange`) or by a Dialog.Trigger inside (`defaultOpen`).
 */
export function DialogRoot({ open, defaultOpen, onOpenChange, children }: Dialog.DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const changeRef = useRef(change);
  useEffect(() => {
    changeRef.current = change;
  });
  useEffect(() => (isOpen ? openDialogEntry(() => changeRef.current(false)) : undefined), [isOpen]);
  return (
    <Dialog.Root open={isOpen} onOpenChange={change}>
      {children}
    </Dialog.Root>
  );
}
