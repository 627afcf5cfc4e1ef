import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Features on both sides are folders; another feature is reached only through its index.ts.
const FEATURES = [
  'session', 'catalogue', 'cart', 'onboarding', 'profile', 'checkout', 'mandates',
  'portfolio', 'stp-swp', 'calculators', 'advisor', 'sharing',
];
const noDeepFeatureImports = FEATURES.map((f) => ({
  group: [`**/features/${f}/*`, `!**/features/${f}/index`, `!**/features/${f}/index.ts`],
  message: `Import the ${f} feature through its index.ts only.`,
}));
// The domain is pure: nothing with I/O, no framework.
const IO_MODULES = [
  'fs', 'node:*', 'pg', 'pg-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*',
  '@electric-sql/*', 'react', 'react-dom', '@sanchay/contract', '@sanchay/server', '@sanchay/web',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: noDeepFeatureImports }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    // Tests may read the real data files in ../shared/data; the modules they test may not.
    ignores: ['**/*.test.ts', '**/__test-support__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: IO_MODULES, message: 'The domain package is pure: no I/O, no framework.' }] },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The domain does no I/O.' }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@sanchay/server', '@sanchay/web', 'fastify', 'react'], message: 'The contract depends on the domain and zod only.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...noDeepFeatureImports, { group: ['fastify', '@fastify/*'], message: 'A service never imports Fastify.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [...noDeepFeatureImports, { group: ['@sanchay/server', 'fastify', 'pg', 'drizzle-orm'], message: 'The web app talks to the server only through the contract.' }] },
      ],
    },
  },
);
