import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { openDialogEntry } from './dialog-history';

/**
 * Radix's Dialog.Root for every dialog of the app, with one addition: while open, browser Back
 * closes it (as Escape would: through onOpenChange(false), so a dialog that refuses Escape stays
 * open) instead of leaving the page and losing what was typed (ui/dialog-history.ts). Open or
 * closed by the caller (`open` + `onOpenChange`) or by a Dialog.Trigger inside (`defaultOpen`).
 */
export function DialogRoot(props: Dialog.DialogProps) {
  return useInRouterContext() ? (
    <RoutedDialogRoot {...props} />
  ) : (
    <DialogRootAt locationKey={null} {...props} />
  );
}

/**
 * Under the router, a dialog registers again each time the location changes: a navigation takes
 * every dialog's entry off, and one still open once the new page has rendered gets its entry
 * back on top of that page; one the route change unmounted does not.
 */
function RoutedDialogRoot(props: Dialog.DialogProps) {
  const { key } = useLocation();
  return <DialogRootAt locationKey={key} {...props} />;
}

function DialogRootAt({
  open,
  defaultOpen,
  onOpenChange,
  children,
  locationKey,
}: Dialog.DialogProps & { locationKey: string | null }) {
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
  useEffect(
    () => (isOpen ? openDialogEntry(() => changeRef.current(false)) : undefined),
    [isOpen, locationKey],
  );
  return (
    <Dialog.Root open={isOpen} onOpenChange={change}>
      {children}
    </Dialog.Root>
  );
}
