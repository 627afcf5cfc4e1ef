import { useSyncExternalStore } from 'react';

/** Spec 1 §9: a width of 767 px or less counts as mobile. */
export const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const getSnapshot = () => window.matchMedia(MOBILE_QUERY).matches;
// Mobile first: without a window (server rendering, never today) assume a phone.
const getServerSnapshot = () => true;

/** The one breakpoint hook of the app: true at 767 px or less, updated on resize. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
