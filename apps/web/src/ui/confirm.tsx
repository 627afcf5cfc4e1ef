import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog-lazy';
import type { ConfirmOptions } from './confirm-dialog-types';

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

/** Holds the one confirm dialog of the app; `useConfirm()` asks a question and awaits the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The dialog (and its code) is mounted from the first question on.
  const [asked, setAsked] = useState(false);
  // The last question stays rendered while the dialog closes.
  const [options, setOptions] = useState<ConfirmOptions>({ title: '' });
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    const resolve = resolver.current;
    resolver.current = null;
    setOpen(false);
    resolve?.(value);
  }, []);

  const confirm = useCallback<Confirm>((next) => {
    // A new question while one is open answers the old one with No.
    resolver.current?.(false);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setOptions(next);
      setAsked(true);
      setOpen(true);
    });
  }, []);

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {asked ? <ConfirmDialog open={open} onAnswer={answer} {...options} /> : null}
    </ConfirmContext.Provider>
  );
}

/**
 * `const ok = await confirm({ title: 'Exit payment?', description: '…' })` — resolves true on
 * Yes, false on No, Escape or a click outside.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> (mounted by the app providers).');
  return confirm;
}
