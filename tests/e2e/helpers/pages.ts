/** Public pages owned by the foundation, locale-less. */
export const FOUNDATION_PAGES = ['/', '/sobre', '/certificacoes', '/politica-de-privacidade', '/termos-de-uso', '/lgpd'];
export const LOCALES = [
  { locale: 'pt', tag: 'pt-BR', prefix: '' },
  { locale: 'en', tag: 'en-US', prefix: '/en' },
  { locale: 'es', tag: 'es-ES', prefix: '/es' },
] as const;

export function localized(prefix: string, path: string) {
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}
