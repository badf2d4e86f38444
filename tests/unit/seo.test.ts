import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  bookJsonLd,
  breadcrumbsFor,
  breadcrumbJsonLd,
  partnerListJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  websiteJsonLd,
  organizationJsonLd,
} from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/i18n/paths';
import { languageAlternates } from '@/lib/seo/paths';
import { formatSeoTitle } from '@/lib/seo/templates';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const ORIGINAL = process.env.SITE_URL;
beforeEach(() => {
  process.env.SITE_URL = 'https://www.example.com.br/';
});
afterEach(() => {
  process.env.SITE_URL = ORIGINAL;
});

describe('localized paths and alternates', () => {
  it('keeps Portuguese unprefixed and prefixes en/es', () => {
    expect(localizedPath('pt', '/sobre')).toBe('/sobre');
    expect(localizedPath('en', '/sobre')).toBe('/en/sobre');
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('pt', 'sobre/')).toBe('/sobre');
  });

  it('gives pt-BR, en-US, es-ES and x-default, x-default on the unprefixed URL', () => {
    expect(languageAlternates('/lgpd')).toEqual({
      'pt-BR': 'https://www.example.com.br/lgpd',
      'en-US': 'https://www.example.com.br/en/lgpd',
      'es-ES': 'https://www.example.com.br/es/lgpd',
      'x-default': 'https://www.example.com.br/lgpd',
    });
  });
});

describe('buildMetadata', () => {
  it('uses SITE_URL + localized pathname as canonical unless the page supplies one', () => {
    const m = buildMetadata({ locale: 'en', pathname: '/sobre', title: 'About', description: 'd' });
    expect(m.alternates?.canonical).toBe('https://www.example.com.br/en/sobre');
    const own = buildMetadata({ locale: 'en', pathname: '/sobre', title: 'About', description: 'd', canonical: 'https://x.test/a' });
    expect(own.alternates?.canonical).toBe('https://x.test/a');
  });

  it('sets article times and author for articles only', () => {
    const article = buildMetadata({
      locale: 'pt',
      pathname: '/blog/x',
      title: 'T',
      description: 'd',
      type: 'article',
      publishedTime: '2026-01-02',
      modifiedTime: '2026-02-03',
      author: 'Ana',
    });
    expect(article.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-01-02', modifiedTime: '2026-02-03', authors: ['Ana'] });
    const page = buildMetadata({ locale: 'pt', pathname: '/sobre', title: 'T', description: 'd' });
    expect(page.openGraph).toMatchObject({ type: 'website', locale: 'pt_BR' });
    expect(page.openGraph).not.toHaveProperty('publishedTime');
  });

  it('splits comma-separated keywords', () => {
    const m = buildMetadata({ locale: 'pt', pathname: '/', title: 'T', description: 'd', keywords: 'a, b ,c' });
    expect(m.keywords).toEqual(['a', 'b', 'c']);
  });
});

describe('breadcrumbs', () => {
  it('starts at Home and capitalises each segment with the cumulative path', () => {
    expect(breadcrumbsFor('/blog/backup-3-2-1-empresarial', 'Início')).toEqual([
      { name: 'Início', path: '/' },
      { name: 'Blog', path: '/blog' },
      { name: 'Backup-3-2-1-empresarial', path: '/blog/backup-3-2-1-empresarial' },
    ]);
  });

  it('prefers a known page name over the capitalised segment', () => {
    expect(breadcrumbsFor('/sobre', 'Home', { '/sobre': 'About' }).at(-1)).toEqual({ name: 'About', path: '/sobre' });
  });

  it('builds BreadcrumbList items with absolute localized URLs', () => {
    const ld = breadcrumbJsonLd('es', breadcrumbsFor('/lgpd', 'Inicio'));
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://www.example.com.br/es' },
      { '@type': 'ListItem', position: 2, name: 'Lgpd', item: 'https://www.example.com.br/es/lgpd' },
    ]);
  });
});

describe('structured data', () => {
  it('declares the business hours Mon–Fri 08–18 and Sat 08–12', () => {
    const org = organizationJsonLd('pt', 'x');
    expect(org['@type']).toContain('Organization');
    expect(org.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' }),
    ]);
  });

  it('declares the /busca?q={search_term} search action per language', () => {
    const site = websiteJsonLd('en') as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe('https://www.example.com.br/en/busca?q={search_term}');
  });

  it('gives Organization, Service and ItemList only their own properties (no inLanguage)', () => {
    const service = serviceJsonLd({
      locale: 'es',
      path: '/servicos/backup',
      name: 'Backup',
      description: 'x',
      price: { amount: 59.8, currency: 'USD' },
    });
    const list = partnerListJsonLd({ locale: 'en', name: 'Partners', items: [] });
    for (const ld of [organizationJsonLd('en', 'x'), service, list]) expect(ld).not.toHaveProperty('inLanguage');
    expect(service.offers).toMatchObject({ price: '59.80', priceCurrency: 'USD' });
  });

  it('BlogPosting names its image; an e-book page is a Book in its language by the company', () => {
    const post = {
      title: 'T',
      description: 'D',
      date: '2026-01-01',
      updated: '2026-01-02',
      author: 'Equipe',
      tags: ['a', 'b'],
      category: 'backup',
    };
    const image = 'https://www.example.com.br/pt/blog/x/opengraph-image-abc';
    expect(blogPostingJsonLd({ locale: 'pt', path: '/blog/x', image, post })).toMatchObject({
      '@type': 'BlogPosting',
      image,
      inLanguage: 'pt-BR',
    });
    const book = bookJsonLd({ locale: 'es', path: '/ebooks/guia', image, ebook: { title: 'Guía', description: 'D', tags: ['a'] } });
    expect(book).toMatchObject({
      '@type': 'Book',
      name: 'Guía',
      bookFormat: 'https://schema.org/EBook',
      inLanguage: 'es-ES',
      url: 'https://www.example.com.br/es/ebooks/guia',
      author: { '@type': 'Organization', '@id': organizationJsonLd('es', 'x')['@id'] },
    });
  });

  it('cannot be broken out of its script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('SEO title templates', () => {
  const all = { pt: pt.SeoTemplates, en: en.SeoTemplates, es: es.SeoTemplates };
  const values = {
    action: 'migrar e-mails',
    technology: 'Microsoft 365',
    context: 'pequenas empresas',
    technology1: 'NAS',
    technology2: 'Cloud',
    year: 2026,
    audience: 'condomínios',
  };

  it('fills every template of every language without leaving a placeholder', () => {
    for (const [locale, templates] of Object.entries(all)) {
      for (const [key, template] of Object.entries(templates)) {
        const title = formatSeoTitle(template, values);
        expect(title, `${locale}.${key}`).not.toMatch(/[{}]/);
      }
    }
    expect(formatSeoTitle(pt.SeoTemplates.comparison, values)).toBe('NAS vs Cloud: qual escolher em 2026?');
  });

  it('refuses a missing value or an unknown placeholder', () => {
    expect(() => formatSeoTitle('Guia de {technology}', {})).toThrow(/technology/);
    expect(() => formatSeoTitle('Guia de {foo}', { technology: 'x' })).toThrow(/foo/);
  });

  it('keeps the same placeholders across languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(pt.SeoTemplates) as (keyof typeof pt.SeoTemplates)[]) {
      expect(names(en.SeoTemplates[key])).toEqual(names(pt.SeoTemplates[key]));
      expect(names(es.SeoTemplates[key])).toEqual(names(pt.SeoTemplates[key]));
    }
  });
});
