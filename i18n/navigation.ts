'use client';

/**
 * Locale-aware navigation for the whole tree: a thin layer over next/link and next/navigation.
 * `useLocale` reads the URL, so it also works outside the messages provider.
 */
import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname } from 'next/navigation';
import { createElement, type ComponentProps } from 'react';
import { toLocale, type Locale } from './locales';
import { localizedHref, stripLocale } from './paths';

export function useLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return toLocale(params?.locale);
}

/** The current pathname without its locale prefix ('/en/sobre' → '/sobre'). */
export function usePathname(): string {
  return stripLocale(useNextPathname() ?? '/');
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale?: Locale };

/**
 * next/link with the locale prefix added (pt unprefixed, en/es under /en, /es). A link to the page
 * being shown (the logo on the home page, an #anchor) is not prefetched: that page is already here,
 * and its prefetch fetched and decoded the whole page again while it loaded.
 */
export function Link({ href, locale, prefetch, ...props }: LinkProps) {
  const current = useLocale();
  const pathname = useNextPathname();
  const target = localizedHref(locale ?? current, href);
  const samePage = target.split(/[?#]/)[0] === pathname;
  return createElement(NextLink, { ...props, href: target, prefetch: samePage ? false : prefetch });
}
