import {
  createContext,
  createElement,
  lazy,
  useContext,
  useState,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from 'react';

// React.lazy with a name and a preload, so a page the server rendered hydrates at once
// (docs/decisions/0071-hydration-without-client-rerender.md). A plain React.lazy always suspends
// on its first render, even when its module is already loaded; during hydration that leaves its
// Suspense boundary dehydrated, and the first update that reaches the boundary before its chunk
// arrives (the real screen width, a query answer) makes React drop the server's HTML, show the
// fallback and render the subtree again on the client. Here: the server records the names of the
// lazy components it rendered; the browser loads those before hydrating, and a component whose
// module is loaded renders it directly, without suspending.

// The same bound as React.lazy's: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazy component that can be loaded ahead of its first render. */
export type LazyComponent<T extends AnyComponent> = FunctionComponent<ComponentProps<T>> & {
  preload: () => Promise<T>;
};

const preloaders = new Map<string, () => Promise<unknown>>();

/**
 * The names of the lazy components a render passed through (the server's render provides one per
 * page, entry-server.tsx); null in the browser.
 */
export const RenderedLazyContext = createContext<Set<string> | null>(null);

/**
 * Like React.lazy (the same loader), named: the name is what the server's render records and the
 * browser's hydration preloads, unique in the app (`feature/Component`).
 */
export function lazyComponent<T extends AnyComponent>(name: string, load: () => Promise<{ default: T }>): LazyComponent<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = (): Promise<T> =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined; // a later render may try again (a network glitch, a new build)
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: ComponentProps<T>) {
    useContext(RenderedLazyContext)?.add(name);
    // Decided once per mount: switching from the lazy wrapper to the loaded component on a later
    // render would be a different element type, and React would remount the subtree.
    const [direct] = useState(() => loaded);
    return createElement((direct ?? Lazy) as ComponentType<ComponentProps<T>>, props);
  }
  Component.displayName = `Lazy(${name})`;
  preloaders.set(name, preload);
  return Object.assign(Component, { preload });
}

/**
 * Loads the named lazy components (those the server rendered) before hydration. A name may belong
 * to a module that another of them loads (a lazy page's own lazy parts), so this goes round until
 * every name is loaded or no round finds a new one. Failures are left to the render to meet.
 */
export async function preloadLazyComponents(names: readonly string[]): Promise<void> {
  const waiting = new Set(names);
  for (;;) {
    const ready = [...waiting].filter((name) => preloaders.has(name));
    if (ready.length === 0) return;
    for (const name of ready) waiting.delete(name);
    await Promise.all(ready.map((name) => preloaders.get(name)!().catch(() => undefined)));
  }
}
