import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Browser tests take `test` from the suite's helper, which fails a test on any CSP violation.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './helpers/test' (it watches for CSP violations)." }] },
      ],
    },
  },
  {
    // Schemas that reach the browser build on the zod that is configured for the CSP.
    files: ['lib/validation/**/*.ts'],
    ignores: ['lib/validation/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', allowTypeImports: true, message: "Import { z } from './zod' (configured for the site's CSP)." }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  prettier,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.shots-tmp/**',
    '.content-collections/**',
    'node_modules/**',
    'bench/**',
    '.data/**',
    'public/sw.js',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
