import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// React Router 7's package exports its development build under every condition (warnings on,
// extra checks); its production build sits beside it and its own framework plugin aliases it.
// The bundle uses it; tests and `vite` (dev) keep the development build and its warnings.
const reactRouterDev = fileURLToPath(import.meta.resolve('react-router'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterDev.replace(/([\\/])development([\\/])index\.mjs$/, '$1production$2index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterDev.replace(/([\\/])development([\\/])index\.mjs$/, '$1production$2dom-export.mjs') },
];
const PURE_WORKSPACE_MODULE = /[\\/]packages[\\/](domain|contract)[\\/]src[\\/][^?]*\.ts$/;
const PURE_WEB_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/](?!main\.tsx)[^?]*\.tsx?$/;

// The web app lives under /v1 (spec 1 §2) and is served by the Fastify server from apps/web/dist.
// In development `vite` serves it on its own port and proxies the API to the server on :8080.
// The same file is the `web` project of the root vitest.config.ts.
export default defineConfig(({ command }) => ({
  root,
  base: '/v1/',
  plugins: [react()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet for every screen (about 11 KB gzip), linked by index.html: a page the server
    // rendered (docs/decisions/0055) is styled at its first paint, before its route's chunk loads.
    cssCodeSplit: false,
    // The home route's first load (entry + home) is kept under 150 KB gzip; every other route is
    // a lazy chunk. Reported by `vite build` as usual; see docs/decisions/0005-web-stack.md.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      treeshake: {
        // Our workspace packages are pure by rule (DESIGN.md "Shape": the domain has no I/O; the
        // contract is schemas): importing `formatDisplayDate` or `messages` must not drag every
        // module of the package (zod schemas, decimal.js, AMFI parsers) into the entry chunk.
        // Same effect as `"sideEffects": false` in their package.json. The web app's own modules
        // (not main.tsx, not CSS) are pure too: components, hooks and queries, nothing that runs on
        // import. That lets the bundler follow a feature's index.ts re-exports to the module used,
        // so a barrel imported by the entry no longer places its lazy-only modules (input-otp,
        // dialogs, zod schemas) in chunks the entry preloads (docs/decisions/0026-web-first-load.md).
        // Other modules keep the default.
        moduleSideEffects: (id) => (PURE_WORKSPACE_MODULE.test(id) || PURE_WEB_MODULE.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // The framework every screen runs on, one file instead of six on the first load.
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/testing/fresh-modules.ts', 'src/test-setup.ts'],
    css: false,
    // Above testing-library's 15 s asyncUtilTimeout (src/test-setup.ts), so a slow wait fails with
    // its own message and a busy machine does not fail a test that would pass.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One jsdom and one module graph per worker, not per file (about 50 of 70 s of CPU per run
    // went into a new jsdom and imports for each file). src/testing/fresh-modules.ts gives each file
    // fresh app modules, cookies, storage and address; spies and stubbed globals are undone after
    // every test. docs/decisions/0081.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
