import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (features through their index.ts, no cycles, the layers' one-way flow, the
// pure domain) are checked by dependency-cruiser from the folder layout: .dependency-cruiser.cjs,
// `npm run check:boundaries` (docs/decisions/0024-boundary-check.md).

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/.data/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    // Tests may read the real data files in ../shared/data; the modules they test may not.
    ignores: ['**/*.test.ts', '**/__test-support__/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The domain does no I/O.' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A React.lazy component suspends on its first render even when loaded, and the page then
      // loses its server-rendered HTML (docs/decisions/0071): ui/lazyComponent preloads instead.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['lazy'], message: 'Use lazyComponent from ui/ (docs/decisions/0071).' }] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'React', property: 'lazy', message: 'Use lazyComponent from ui/ (docs/decisions/0071).' },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/lazy-component.tsx'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-properties': 'off' },
  },
);
