import { useMemo, useRef } from 'react';

/**
 * For a Radix Dialog opened from code (no Dialog.Trigger): remembers what had focus when it
 * opened and gives focus back there when it closes. Spread onto Dialog.Content.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const target = previous.current;
        previous.current = null;
        if (target && target.isConnected && target !== document.body) {
          event.preventDefault();
          target.focus();
        }
      },
    }),
    [],
  );
}
