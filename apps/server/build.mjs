// `npm run build -w @sanchay/server`: the server and its commands to plain JavaScript in dist/, run
// by `node` with no TypeScript loader (docs/decisions/0020-production-mode.md).
// - The workspace packages (@sanchay/domain, @sanchay/contract) are TypeScript sources: bundled in.
// - Every other package stays external and is loaded from node_modules at run time: PGlite's
//   WebAssembly, argon2's and canvas's native binaries, tesseract.js's worker and language data all
//   find their files relative to their own package, which a bundle would break.
// - The SQL migrations are copied beside the bundle: db/migrate.ts looks for `migrations/` next to
//   the module that holds it, which is src/db/ from source and dist/ from the bundle.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

/** Bare imports stay external, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sanchay/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// Each entry is one self-contained file with a fixed name, written over the last build: a server
// running from dist/ while a command rebuilds it has loaded its code already and is not disturbed.
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'db-migrate': 'src/commands/db-migrate.ts',
    'import-navall': 'src/commands/import-navall.ts',
    'import-scheme-data': 'src/commands/import-scheme-data.ts',
    'import-nav-history': 'src/commands/import-nav-history.ts',
  },
  outdir: dist,
  // Every file lands in dist/ itself: config.ts and migrate.ts resolve paths from import.meta.url.
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [externalPackages],
  // Readable stacks in the logs without a source-map runtime: names kept, nothing minified.
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
});
await cp(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`server built to ${path.relative(process.cwd(), dist) || dist}`);
