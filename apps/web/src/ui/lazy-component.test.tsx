import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent, preloadLazyComponents, RenderedLazyContext } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('renders the loaded component, showing the fallback while it loads', async () => {
    const Lazy = lazyComponent('test/Greeting', async () => ({ default: Greeting }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('once preloaded by name, renders at once without suspending (what hydration needs)', async () => {
    const Lazy = lazyComponent('test/Preloaded', async () => ({ default: Greeting }));
    await preloadLazyComponents(['test/Preloaded', 'test/not-registered']);
    // renderToString cannot wait: a component that suspended would leave the fallback here.
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ravi" />
      </Suspense>,
    );
    expect(html).toContain('Hello <!-- -->Ravi');
    expect(html).not.toContain('Loading');
  });

  it('records the names of the lazy components a render passed through', async () => {
    const Lazy = lazyComponent('test/Recorded', async () => ({ default: Greeting }));
    await Lazy.preload();
    const rendered = new Set<string>();
    renderToString(
      <RenderedLazyContext.Provider value={rendered}>
        <Lazy name="Meera" />
      </RenderedLazyContext.Provider>,
    );
    expect([...rendered]).toEqual(['test/Recorded']);
  });

  it('preloads a name registered by a module another preload loads', async () => {
    let Inner: ReturnType<typeof lazyComponent<typeof Greeting>> | undefined;
    lazyComponent('test/Outer', async () => {
      Inner = lazyComponent('test/Inner', async () => ({ default: Greeting }));
      return { default: Greeting };
    });
    await preloadLazyComponents(['test/Outer', 'test/Inner']);
    const html = renderToString(<Suspense fallback={<p>Loading</p>}>{Inner ? <Inner name="Dev" /> : null}</Suspense>);
    expect(html).toContain('Dev');
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Lazy = lazyComponent('test/Flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return { default: Greeting };
    });
    await expect(Lazy.preload()).rejects.toThrow('network');
    await expect(Lazy.preload()).resolves.toBe(Greeting);
  });
});
