import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './flash.css';

export type FlashType = 'success' | 'error' | 'info';
export interface FlashInput {
  type: FlashType;
  message: string;
  /** Hides after this many ms; spec 1 §9 default 3000. `null` keeps it until dismissed. */
  durationMs?: number | null;
}
interface FlashState {
  id: number;
  type: FlashType;
  message: string;
}
interface FlashApi {
  show: (flash: FlashInput) => void;
  hide: () => void;
}

/** Spec 1 §4 and §9: a flash message hides after 3000 ms by default. */
export const FLASH_DEFAULT_DURATION_MS = 3000;

const FlashApiContext = createContext<FlashApi | null>(null);
const FlashStateContext = createContext<FlashState | null>(null);

/** Holds the one flash message of the app; the bar renders it (see `FlashBar`). */
export function FlashProvider({ children }: { children: ReactNode }) {
  const [flash, setFlash] = useState<FlashState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(1);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const hide = useCallback(() => {
    clearTimer();
    setFlash(null);
  }, []);
  const show = useCallback(
    ({ type, message, durationMs = FLASH_DEFAULT_DURATION_MS }: FlashInput) => {
      clearTimer();
      setFlash({ id: nextId.current++, type, message });
      if (durationMs !== null) timer.current = setTimeout(hide, durationMs);
    },
    [hide],
  );
  useEffect(() => clearTimer, []);

  const api = useMemo(() => ({ show, hide }), [show, hide]);
  return (
    <FlashApiContext.Provider value={api}>
      <FlashStateContext.Provider value={flash}>{children}</FlashStateContext.Provider>
    </FlashApiContext.Provider>
  );
}

/** `useFlash().show({ type: 'success', message })` shows the flash bar. */
export function useFlash(): FlashApi {
  const api = useContext(FlashApiContext);
  if (!api) throw new Error('useFlash needs a <FlashProvider> (mounted by the app providers).');
  return api;
}

/**
 * The flash message bar: a status (or, for errors, an alert) under the header with a dismiss
 * button. The live regions stay in the page so screen readers announce each new message.
 */
export function FlashBar() {
  const flash = useContext(FlashStateContext);
  const api = useFlash();
  return (
    <div className="flash-region">
      <div role="status" aria-live="polite" className="flash-live">
        {flash && flash.type !== 'error' ? <FlashMessage key={flash.id} flash={flash} onDismiss={api.hide} /> : null}
      </div>
      <div role="alert" aria-live="assertive" className="flash-live">
        {flash && flash.type === 'error' ? <FlashMessage key={flash.id} flash={flash} onDismiss={api.hide} /> : null}
      </div>
    </div>
  );
}

function FlashMessage({ flash, onDismiss }: { flash: FlashState; onDismiss: () => void }) {
  return (
    <div className={`flash flash--${flash.type}`}>
      <p className="flash__text">{flash.message}</p>
      <button type="button" className="flash__close" onClick={onDismiss} aria-label="Dismiss message">
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
