import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, setViewportWidth } from './testing/match-media';

// findBy*/waitFor give up after 1 s by default. A page that lazy-loads its route, renders a form
// with zod schemas and answers from stubbed calls takes longer than that when both cores are busy
// (three component tests failed that way on a loaded machine), so every wait gets 15 s here, once
// for all tests. A test that passes still passes as fast as before: the wait ends when the element
// appears. The test timeout (vite.config.ts) stays above it.
configure({ asyncUtilTimeout: 15_000 });

installMatchMedia();
// jsdom does not scroll; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  setViewportWidth(1366);
});
