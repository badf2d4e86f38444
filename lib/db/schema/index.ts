/**
 * The database schema, one file per domain; one migration chain (lib/db/migrations) for all of it.
 * Importers use `@/lib/db/schema`.
 */
export * from './auth';
export * from './partners';
export * from './leads';
export * from './resellers';
export * from './analytics';
export * from './content';
export * from './ops';
