// jsdom has no layout: a matchMedia that answers min-/max-width queries against a pretend
// viewport width (default 1366, a laptop). Tests call `setViewportWidth(390)` for a phone.

const state = { width: 1366 };
type Listener = (event: MediaQueryListEvent) => void;
const lists = new Map<string, { list: MediaQueryList; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string): boolean {
  return query.split(/\s+and\s+/i).every((part) => {
    const max = /max-width:\s*(\d+)px/i.exec(part);
    if (max) return state.width <= Number(max[1]);
    const min = /min-width:\s*(\d+)px/i.exec(part);
    if (min) return state.width >= Number(min[1]);
    return true;
  });
}

function matchMedia(query: string): MediaQueryList {
  const known = lists.get(query);
  if (known) return known.list;
  const listeners = new Set<Listener>();
  const list = {
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
  lists.set(query, { list, listeners, last: evaluate(query) });
  return list;
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}

/** Resize the pretend viewport; media-query listeners fire as in a browser. */
export function setViewportWidth(width: number): void {
  state.width = width;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const [query, entry] of lists) {
    const now = evaluate(query);
    if (now === entry.last) continue;
    entry.last = now;
    for (const l of entry.listeners) l({ matches: now, media: query } as MediaQueryListEvent);
  }
}
