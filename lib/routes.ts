import type { MetadataRoute } from 'next';
import { SERVICE_PAGES } from '@/lib/config/catalogue';

export interface PublicRoute {
  /** Locale-less pathname. */
  path: string;
  changeFrequency: NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;
  priority: number;
  /** YYYY-MM-DD of the last meaningful content change. */
  lastModified?: string;
  /** A service's page: listed only in the languages where the service is public. */
  service?: (typeof SERVICE_PAGES)[number]['key'];
}

/**
 * The registry of public, indexable pages. The sitemap is built from it; each feature adds its
 * pages here (or through `dynamicRoutes` providers for content with slugs).
 */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/sobre', changeFrequency: 'monthly', priority: 0.7, lastModified: '2026-11-01' },
  { path: '/servicos', changeFrequency: 'monthly', priority: 0.9, lastModified: '2026-11-01' },
  ...SERVICE_PAGES.map((s): PublicRoute => ({
    path: `/servicos/${s.slug}`,
    service: s.key,
    changeFrequency: 'monthly',
    priority: 0.8,
    lastModified: '2026-11-01',
  })),
  { path: '/blog', changeFrequency: 'weekly', priority: 0.8, lastModified: '2026-11-01' },
  { path: '/ebooks', changeFrequency: 'monthly', priority: 0.7, lastModified: '2026-11-01' },
  { path: '/casos-de-sucesso', changeFrequency: 'monthly', priority: 0.6, lastModified: '2026-11-01' },
  { path: '/revendas', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/cadastro-revenda', changeFrequency: 'monthly', priority: 0.7, lastModified: '2026-11-01' },
  { path: '/contato', changeFrequency: 'monthly', priority: 0.9, lastModified: '2026-11-01' },
  { path: '/certificacoes', changeFrequency: 'monthly', priority: 0.6, lastModified: '2026-11-01' },
  { path: '/politica-de-privacidade', changeFrequency: 'yearly', priority: 0.3, lastModified: '2026-11-01' },
  { path: '/termos-de-uso', changeFrequency: 'yearly', priority: 0.3, lastModified: '2026-11-01' },
  { path: '/lgpd', changeFrequency: 'yearly', priority: 0.3, lastModified: '2026-11-01' },
];

/** Paths kept out of search engines (robots.txt). */
export const PRIVATE_PATHS = ['/admin', '/area-do-cliente', '/painel-parceiro', '/api', '/auth', '/keystatic'] as const;
