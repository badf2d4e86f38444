import { localeOfPath, stripLocale } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { OTHER_ROUTE } from './vitals';

/**
 * Every page of the site as its route pattern (the folders under app/[locale], route groups left
 * out): field metrics are stored per pattern, so the 30 service pages are one row, not 30. A unit
 * test walks app/[locale] and fails when a page is missing here or a pattern names no page.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/sobre',
  '/servicos',
  '/servicos/[slug]',
  '/blog',
  '/blog/[slug]',
  '/ebooks',
  '/ebooks/[slug]',
  '/casos-de-sucesso',
  '/revendas',
  '/cadastro-revenda',
  '/contato',
  '/certificacoes',
  '/politica-de-privacidade',
  '/termos-de-uso',
  '/lgpd',
  '/busca',
  '/offline',
  '/newsletter/cancelar',
  '/newsletter/confirmar',
  '/auth',
  '/area-do-cliente',
  '/painel-parceiro',
  '/admin',
  '/admin/auditoria',
  '/admin/conteudo',
  '/admin/conteudo/previa/[kind]/[lang]/[slug]',
  '/admin/conteudo/historico',
  '/admin/conteudo/traducao/[id]',
  '/admin/redirecionamentos',
  '/admin/emails',
  '/admin/leads',
  '/admin/leads/[id]',
  '/admin/newsletter',
  '/admin/parceiros',
  '/admin/parceiros/novo',
  '/admin/parceiros/[id]',
  '/admin/revendas',
  '/admin/revendas/[id]',
  '/admin/seo',
  '/admin/usuarios',
  '/admin/velocidade',
] as const;

export type RoutePattern = (typeof ROUTE_PATTERNS)[number] | typeof OTHER_ROUTE;

const isDynamic = (segment: string) => /^\[[^.\]][^\]]*\]$/.test(segment);

/** Static patterns before dynamic ones, so /admin/parceiros/novo is never read as an [id]. */
const COMPILED = ROUTE_PATTERNS.map((pattern) => ({ pattern, segments: pattern.split('/').filter(Boolean) })).sort(
  (a, b) => a.segments.filter(isDynamic).length - b.segments.filter(isDynamic).length,
);

/**
 * The route pattern and language of a path as the browser loaded it: `/en/blog/x` is
 * `/blog/[slug]` in English. A path that matches no page is OTHER_ROUTE (the not-found page).
 */
export function routeOfPath(path: string): { route: RoutePattern; locale: Locale } {
  const bare = path.replace(/[?#].*$/s, '') || '/';
  const locale = localeOfPath(bare);
  const segments = stripLocale(bare).split('/').filter(Boolean);
  for (const { pattern, segments: wanted } of COMPILED) {
    if (wanted.length !== segments.length) continue;
    if (wanted.every((segment, i) => segment === segments[i] || isDynamic(segment))) return { route: pattern, locale };
  }
  return { route: OTHER_ROUTE, locale };
}
