import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';

// Layering: lib/ is shared by pages and components, so it depends on neither; components do not reach into routes.
const libImportsNoUiOrRoutes = {
  group: ['@/components', '@/components/*', '@/app', '@/app/*', '../**/components', '../**/components/*', '../**/app', '../**/app/*'],
  message: 'lib/ must not import from components/ or app/: move the shared code into lib/ (server actions go in lib/actions/<audience>/).',
};
const componentsImportNoRoutes = {
  group: ['@/app', '@/app/*', '../**/app', '../**/app/*'],
  message: 'components/ must not import from app/: server actions live in lib/actions/<audience>/, other shared code in lib/.',
};

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
    files: ['lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [libImportsNoUiOrRoutes] }] },
  },
  {
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [componentsImportNoRoutes] }] },
  },
  {
    // Schemas that reach the browser build on the zod that is configured for the CSP.
    // (This block replaces the lib/ rule above for these files, so it repeats its patterns.)
    files: ['lib/validation/**/*.ts'],
    ignores: ['lib/validation/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: "Import { z } from './zod' (configured for the site's CSP)." }],
          patterns: [libImportsNoUiOrRoutes],
        },
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
    '.stryker-tmp*/**',
    'reports/**',
    'next-env.d.ts',
  ]),
]);
