import { CORE_VITALS, OTHER_ROUTE } from '@/lib/analytics/vitals';
import type { VitalsRow } from '@/lib/analytics/admin-vitals';

/**
 * The name staff read for each route pattern of the speed report (AdminVitals.pages.<key>): one
 * name per kind of page ("Post do blog" for every post), the pattern itself kept for support.
 */
export const ROUTE_PAGE_KEYS = {
  '/': 'home',
  '/sobre': 'about',
  '/servicos': 'services',
  '/servicos/[slug]': 'service',
  '/blog': 'blog',
  '/blog/[slug]': 'post',
  '/ebooks': 'ebooks',
  '/ebooks/[slug]': 'ebook',
  '/casos-de-sucesso': 'cases',
  '/revendas': 'resellers',
  '/cadastro-revenda': 'resellerSignup',
  '/contato': 'contact',
  '/certificacoes': 'certifications',
  '/politica-de-privacidade': 'privacy',
  '/termos-de-uso': 'terms',
  '/lgpd': 'lgpd',
  '/busca': 'search',
  '/offline': 'offline',
  '/newsletter/cancelar': 'newsletterCancel',
  '/newsletter/confirmar': 'newsletterConfirm',
  '/auth': 'auth',
  '/area-do-cliente': 'clientArea',
  '/painel-parceiro': 'partnerPanel',
  '/admin': 'admin',
  '/admin/auditoria': 'adminAudit',
  '/admin/conteudo': 'adminContent',
  '/admin/conteudo/previa/[kind]/[lang]/[slug]': 'adminContentPreview',
  '/admin/conteudo/historico': 'adminContentHistory',
  '/admin/conteudo/traducao/[id]': 'adminTranslation',
  '/admin/redirecionamentos': 'adminRedirects',
  '/admin/emails': 'adminMail',
  '/admin/leads': 'adminLeads',
  '/admin/leads/[id]': 'adminLead',
  '/admin/newsletter': 'adminNewsletter',
  '/admin/parceiros': 'adminPartners',
  '/admin/parceiros/novo': 'adminPartnerNew',
  '/admin/parceiros/[id]': 'adminPartner',
  '/admin/revendas': 'adminResellers',
  '/admin/revendas/[id]': 'adminReseller',
  '/admin/seo': 'adminJobs',
  '/admin/usuarios': 'adminUsers',
  '/admin/velocidade': 'adminSpeed',
  [OTHER_ROUTE]: 'other',
} as const;

export type RoutePageKey = (typeof ROUTE_PAGE_KEYS)[keyof typeof ROUTE_PAGE_KEYS];

/** The page name's key of a route pattern; null for a pattern without one (shown as it is). */
export function routePageKey(route: string): RoutePageKey | null {
  return Object.hasOwn(ROUTE_PAGE_KEYS, route) ? ROUTE_PAGE_KEYS[route as keyof typeof ROUTE_PAGE_KEYS] : null;
}

/** The page views a row rests on: the most any of its three figures has. */
export const rowViews = (row: Pick<VitalsRow, 'figures'>) => Math.max(...CORE_VITALS.map((m) => row.figures[m].views));

/**
 * The report's rows split for reading: those with at least one figure from enough page views (or
 * every row with a figure, when figures from few samples are asked for too) go in the table; the
 * rest are listed once, by name, as "not enough visits yet".
 */
export function splitVitalsRows<R extends Pick<VitalsRow, 'figures'>>(rows: readonly R[], showFew: boolean): { shown: R[]; few: R[] } {
  const shown: R[] = [];
  const few: R[] = [];
  for (const row of rows) {
    const ready = CORE_VITALS.some((m) => (showFew ? row.figures[m].p75 !== null : row.figures[m].enough && row.figures[m].p75 !== null));
    (ready ? shown : few).push(row);
  }
  return { shown, few };
}
