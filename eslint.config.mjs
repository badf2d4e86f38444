import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Import cycles make module order fragile and bundles larger.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
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
