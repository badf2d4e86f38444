import { readFileSync } from 'node:fs';
import { PUBLIC_ROUTES } from '../../../lib/routes';

/** Every public, indexable page (the route registry the sitemap is built from), locale-less. */
export const PUBLIC_PAGES = PUBLIC_ROUTES.map((r) => r.path);
/** The pages the foundation owns. */
export const FOUNDATION_PAGES = ['/', '/sobre', '/certificacoes', '/politica-de-privacidade', '/termos-de-uso', '/lgpd'];
export const LOCALES = [
  { locale: 'pt', tag: 'pt-BR', prefix: '' },
  { locale: 'en', tag: 'en-US', prefix: '/en' },
  { locale: 'es', tag: 'es-ES', prefix: '/es' },
] as const;

export function localized(prefix: string, path: string) {
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/** Every namespace of the catalogue and of the panels' messages. */
export const MESSAGE_NAMESPACES = [
  ...new Set(['messages/pt.json', 'messages/panels/pt.json'].flatMap((file) => Object.keys(JSON.parse(readFileSync(file, 'utf8'))))),
];
/** A missing message renders as `Namespace.key`. */
export const RAW_KEY = new RegExp(`\\b(${MESSAGE_NAMESPACES.join('|')})\\.[a-zA-Z][\\w.]*\\b`);
