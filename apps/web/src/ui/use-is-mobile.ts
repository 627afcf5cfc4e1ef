import { createContext, useContext, useSyncExternalStore } from 'react';

/** Spec 1 §9: a width of 767 px or less counts as mobile. */
export const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const getSnapshot = () => window.matchMedia(MOBILE_QUERY).matches;
/**
 * The server's guess of the visitor's screen (from the request's user agent), given to the
 * server's render of a page and to the browser's hydration of it, so both render the same layout;
 * the browser then re-renders with the real width if the guess was wrong (docs/decisions/0055).
 * Without a guess, mobile first.
 */
export const ViewportGuessContext = createContext<'mobile' | 'desktop' | undefined>(undefined);

/** The one breakpoint hook of the app: true at 767 px or less, updated on resize. */
export function useIsMobile(): boolean {
  const guess = useContext(ViewportGuessContext);
  return useSyncExternalStore(subscribe, getSnapshot, () => guess !== 'desktop');
}
