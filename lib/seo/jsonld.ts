import type { Money } from '@/lib/config/catalogue';
import { COMPANY, OFFICES, OPENING_HOURS, SOCIAL_LINKS } from '@/lib/config/company';
import { LOCALE_TAGS, LOCALES, type Locale } from '@/i18n/locales';
import { siteUrl } from '@/lib/config/env';
import { localizedHref, localizedPath, normalizePath } from '@/i18n/paths';
import { absoluteUrl } from './paths';
import type { JsonLd } from './json-ld-text';

export { serializeJsonLd, type JsonLd } from './json-ld-text';

const orgId = () => `${siteUrl()}/#organization`;

/** Organization + LocalBusiness, with the business hours */
export function organizationJsonLd(locale: Locale, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    '@id': orgId(),
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: absoluteUrl(localizedPath(locale, '/')),
    logo: absoluteUrl('/icon-512.png'),
    image: absoluteUrl('/icon-512.png'),
    description,
    foundingDate: String(COMPANY.foundingYear),
    telephone: COMPANY.phone,
    email: COMPANY.email,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.city,
      addressRegion: COMPANY.address.region,
      postalCode: COMPANY.address.postalCode,
      addressCountry: COMPANY.address.country,
    },
    location: OFFICES.map((o) => ({
      '@type': 'Place',
      name: `${COMPANY.name} ${o.city}`,
      address: { '@type': 'PostalAddress', addressLocality: o.city, addressRegion: o.region, addressCountry: o.country },
    })),
    areaServed: ['BR', 'US'],
    openingHoursSpecification: OPENING_HOURS.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...h.days],
      opens: h.opens,
      closes: h.closes,
    })),
    knowsLanguage: LOCALES.map((l) => LOCALE_TAGS[l]),
    sameAs: SOCIAL_LINKS.map((s) => s.href),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: COMPANY.phone,
      email: COMPANY.email,
      contactType: 'customer service',
      availableLanguage: ['Portuguese', 'English', 'Spanish'],
    },
  };
}

/** WebSite with the site search action. */
export function websiteJsonLd(locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl()}/#website`,
    name: COMPANY.name,
    url: absoluteUrl(localizedPath(locale, '/')),
    inLanguage: LOCALE_TAGS[locale],
    publisher: { '@id': orgId() },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(localizedPath(locale, '/busca'))}?q={search_term}`,
      },
      'query-input': 'required name=search_term',
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Capitalises the first letter of a path segment. */
export function segmentLabel(segment: string): string {
  const decoded = decodeURIComponent(segment);
  return decoded.charAt(0).toUpperCase() + decoded.slice(1);
}

/**
 * Breadcrumbs from path segments: Home first, then each segment (its first letter capitalised,
 * unless a label is known for the cumulative path), each linking to the cumulative path.
 */
export function breadcrumbsFor(pathname: string, homeLabel: string, labels: Record<string, string> = {}): Crumb[] {
  const segments = normalizePath(pathname).split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ name: homeLabel, path: '/' }];
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    crumbs.push({ name: labels[path] ?? segmentLabel(segment), path });
  }
  return crumbs;
}

export function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(localizedPath(locale, c.path)),
    })),
  };
}

/** Service with its 'starting at' Offer (omitted when quoted on request). */
export function serviceJsonLd(input: { locale: Locale; path: string; name: string; description: string; price: Money | null }): JsonLd {
  const price = input.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(localizedPath(input.locale, input.path)),
    provider: { '@id': orgId() },
    areaServed: ['BR', 'US'],
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price: price.amount.toFixed(2),
            priceCurrency: price.currency,
            availability: 'https://schema.org/InStock',
            url: absoluteUrl(localizedPath(input.locale, input.path)),
          },
        }
      : {}),
  };
}

/** BlogPosting for an article (dates, author, publisher, language, its Open Graph image). */
export function blogPostingJsonLd(input: {
  locale: Locale;
  path: string;
  /** Absolute URL of the post's Open Graph image. */
  image: string;
  post: { title: string; description: string; date: string; updated: string; author: string; tags: string[]; category: string };
}): JsonLd {
  const url = absoluteUrl(localizedPath(input.locale, input.path));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.post.title,
    description: input.post.description,
    image: input.image,
    datePublished: input.post.date,
    dateModified: input.post.updated,
    author: { '@type': 'Organization', name: `${input.post.author} — ${COMPANY.name}` },
    publisher: { '@id': orgId() },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: LOCALE_TAGS[input.locale],
    keywords: input.post.tags.join(', '),
    articleSection: input.post.category,
  };
}

/** Book for an e-book page: an e-book in the page's language, written by the company. */
export function bookJsonLd(input: {
  locale: Locale;
  path: string;
  image: string;
  ebook: { title: string; description: string; tags: string[] };
}): JsonLd {
  const url = absoluteUrl(localizedPath(input.locale, input.path));
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: input.ebook.title,
    description: input.ebook.description,
    url,
    image: input.image,
    bookFormat: 'https://schema.org/EBook',
    inLanguage: LOCALE_TAGS[input.locale],
    author: { '@type': 'Organization', '@id': orgId(), name: COMPANY.name, url: absoluteUrl(localizedPath(input.locale, '/')) },
    publisher: { '@id': orgId() },
    keywords: input.ebook.tags.join(', '),
    isAccessibleForFree: true,
  };
}

/** ItemList of partner Organizations (the reseller directory): name, the places served, the contact link. */
export function partnerListJsonLd(input: {
  locale: Locale;
  name: string;
  items: { name: string; areaServed: { state: string; cities: string[] }[]; nationwide?: string; url: string }[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: input.name,
    numberOfItems: input.items.length,
    itemListElement: input.items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Organization',
        name: item.name,
        url: absoluteUrl(localizedHref(input.locale, item.url)),
        areaServed: item.areaServed.length
          ? item.areaServed.flatMap((area) => [
              { '@type': 'State', name: area.state },
              ...area.cities.map((city) => ({ '@type': 'City', name: city, containedInPlace: { '@type': 'State', name: area.state } })),
            ])
          : { '@type': 'Country', name: item.nationwide ?? 'Brasil' },
      },
    })),
  };
}
