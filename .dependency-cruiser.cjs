// The import boundaries of the monorepo (docs/decisions/0024-boundary-check.md), checked by
// `npm run check:boundaries` in `npm run validate`. Features are whatever folders sit in
// apps/server/src/features/ and apps/web/src/features/: a new feature is covered the day its
// folder appears, with no list to keep.

const SRC = '^(packages/(domain|contract)/src|apps/(server|web)/(src|test|bench))/';
/** Tests, test kits and test fixtures: they may reach another feature's test kit. */
const TEST_FILE = '(\\.test\\.tsx?$|-test-kit\\.tsx?$|/testing/|/__test-support__/)';
const TEST_SUPPORT = '(-test-kit\\.tsx?$|/testing/)';
/** A feature's public face. */
const FEATURE_INDEX = '^apps/(server|web)/src/features/[^/]+/index\\.tsx?$';

/**
 * The web app's modules below the features: ui/ (the component kit), the investor profile's
 * query, and the few app/ modules features use (the API client, route paths, support contact,
 * the account sidebar). The rest of app/ (router, routes, shell) sits above the features.
 */
const WEB_BELOW_FEATURES = [
  '^apps/web/src/ui/',
  '^apps/web/src/investor-profile/',
  '^apps/web/src/app/(api-client|paths|support-contact)\\.tsx?$',
  '^apps/web/src/app/shell/account-sidebar\\.tsx$',
];
/** The server's modules below the features (features and app.ts, main.ts, commands, jobs sit above). */
const SERVER_BELOW_FEATURES = '^apps/server/src/(http|db|integrations|investor-profile|ledger|outside-calls|scheme-facts|webhooks)/|^apps/server/src/(config|due-work|request-context)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles: between features, layers or files (type-only imports count too).',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: "Another feature is reached through its index.ts only; a feature's own files are free.",
      from: { path: '^apps/(server|web)/src/features/([^/]+)/', pathNot: TEST_FILE },
      to: { path: '^apps/$1/src/features/', pathNot: ['^apps/$1/src/features/$2/', FEATURE_INDEX] },
    },
    {
      name: 'feature-through-index-from-tests',
      severity: 'error',
      comment: "A test reaches another feature through its index.ts or its test kit (testing/, *-test-kit).",
      from: { path: `^apps/(server|web)/src/features/([^/]+)/.*${TEST_FILE}` },
      to: {
        path: '^apps/$1/src/features/',
        pathNot: ['^apps/$1/src/features/$2/', FEATURE_INDEX, `^apps/$1/src/features/[^/]+.*${TEST_SUPPORT}`],
      },
    },
    {
      name: 'outside-into-feature-through-index',
      severity: 'error',
      comment: 'Code outside the features (app/, ui/, http/, commands, tests) reaches a feature through its index.ts.',
      from: { path: '^apps/(server|web)/(src|test|bench)/', pathNot: ['^apps/(server|web)/src/features/', TEST_FILE] },
      to: { path: '^apps/(server|web)/src/features/[^/]+/', pathNot: FEATURE_INDEX },
    },
    {
      name: 'server-below-features',
      severity: 'error',
      comment: 'http/, db/, integrations/, investor-profile/, ledger/, outside-calls/, webhooks/, config.ts and due-work.ts sit below the features: they never import one, nor jobs/, which runs them (so no folder cycle, issue 24 §5).',
      from: { path: SERVER_BELOW_FEATURES },
      to: { path: '^apps/server/src/(features/|app\\.ts$|main\\.ts$|commands/|jobs/)' },
    },
    {
      name: 'jobs-in-one-home',
      severity: 'error',
      comment: 'Every job of the loop lives in jobs/ (decision 0175), above the features it runs: a feature never imports jobs/.',
      from: { path: '^apps/server/src/features/' },
      to: { path: '^apps/server/src/jobs/' },
    },
    {
      name: 'features-never-import-sandbox',
      severity: 'error',
      comment:
        "The product never imports the sandbox's side of the wire (integrations/*/sandbox-*); features/sandbox, the sandbox's own console, is exempt until issue 24 (docs/decisions/0163). Re-exports through an integration's index.ts are checked by apps/server/test/sandbox-boundary.test.ts.",
      from: { path: '^apps/server/src/features/', pathNot: ['^apps/server/src/features/sandbox/', TEST_FILE] },
      to: { path: '^apps/server/src/integrations/[^/]+/sandbox-' },
    },
    {
      name: 'web-below-features',
      severity: 'error',
      comment: 'ui/, investor-profile/ and the app/ modules features use sit below the features: they never import one.',
      from: { path: WEB_BELOW_FEATURES },
      to: { path: '^apps/web/src/(features/|app/(router|routes|providers|login-route)\\.tsx?$|app/shell/(?!account-sidebar))' },
    },
    {
      name: 'feature-uses-app-below-only',
      severity: 'error',
      comment: 'A web feature uses app/ only for what sits below the features (API client, paths, support contact, account sidebar).',
      from: { path: '^apps/web/src/features/', pathNot: TEST_FILE },
      to: { path: '^apps/web/src/app/', pathNot: WEB_BELOW_FEATURES },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'The domain has no I/O and no framework: it imports itself, zod, decimal.js and date-fns only.',
      from: { path: '^packages/domain/src/', pathNot: TEST_FILE },
      to: { pathNot: ['^packages/domain/src/', 'node_modules/(zod|decimal\\.js|date-fns|@date-fns/tz)/'] },
    },
    {
      name: 'contract-on-domain-and-zod',
      severity: 'error',
      comment: 'The contract depends on the domain and zod only.',
      from: { path: '^packages/contract/src/', pathNot: TEST_FILE },
      to: { pathNot: ['^packages/(contract|domain)/src/', 'node_modules/zod/'] },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      comment: 'The web app talks to the server only through the contract.',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/server/', 'node_modules/(fastify|@fastify/[^/]+|pg|drizzle-orm|@electric-sql/[^/]+)/'] },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      comment: 'The server serves the built web app from disk; it never imports its source.',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'service-without-fastify',
      severity: 'error',
      comment: 'A service never imports Fastify (routes adapt HTTP to it).',
      from: { path: '^apps/server/src/.*\\.service\\.ts$' },
      to: { path: 'node_modules/(fastify|@fastify/[^/]+)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      from: { path: SRC },
      to: { couldNotResolve: true, pathNot: ['^virtual:', '\\?'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/dist-ssr/', '\\.data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
