import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const PURE_WORKSPACE_MODULE = /[\\/]packages[\\/](domain|contract)[\\/]src[\\/][^?]*\.ts$/;

// The web app lives under /v1 (spec 1 §2) and is served by the Fastify server from apps/web/dist.
// In development `vite` serves it on its own port and proxies the API to the server on :8080.
// The same file is the `web` project of the root vitest.config.ts.
export default defineConfig({
  root,
  base: '/v1/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The home route's first load (entry + home) is kept under 150 KB gzip; every other route is
    // a lazy chunk. Reported by `vite build` as usual; see docs/decisions/0005-web-stack.md.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      treeshake: {
        // Our workspace packages are pure by rule (DESIGN.md "Shape": the domain has no I/O; the
        // contract is schemas): importing `formatDisplayDate` or `messages` must not drag every
        // module of the package (zod schemas, decimal.js, AMFI parsers) into the entry chunk.
        // Same effect as `"sideEffects": false` in their package.json; other modules keep the
        // default.
        moduleSideEffects: (id) => (PURE_WORKSPACE_MODULE.test(id) ? false : undefined),
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
    setupFiles: ['src/test-setup.ts'],
    css: false,
    // Above testing-library's 15 s asyncUtilTimeout (src/test-setup.ts), so a slow wait fails with
    // its own message and a busy machine does not fail a test that would pass.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
