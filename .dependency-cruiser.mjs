/**
 * The import rules of the code's floors. The core (configuration, the database client and schema,
 * HTTP helpers, logging, mail transport, rate limits, storage, signing keys, time) imports no
 * domain module; i18n/ imports the core only; no file imports itself through others (that lib/
 * imports no UI is ESLint's rule). `npm run lint` runs it.
 */
const CORE = '^lib/(config|db|http|ops|async|storage|uploads|security)/|^lib/(mail|rate-limit|request-ip|utils|text|time|phone)\\.ts$';

const config = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle makes load order matter and the two ends one module in fact.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-domain',
      comment: 'The core stands on its own: configuration, database, HTTP, logging, mail, limits, storage, keys, time.',
      severity: 'error',
      from: { path: CORE },
      to: { path: '^(lib|components|app)/', pathNot: CORE },
    },
    {
      name: 'i18n-imports-only-core',
      comment: 'Locales, paths and messages sit under every page and form: they import the core at most.',
      severity: 'error',
      from: { path: '^i18n/' },
      to: { path: '^(lib|components|app)/', pathNot: CORE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next)' },
    // Type-only imports count: a type cycle still ties two modules into one.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};

export default config;
