import type { getTranslations } from 'next-intl/server';
import type { ServicePageKey } from '@/lib/content/types';
import { EXTERNAL_PRODUCTS } from '@/lib/config/company';
import { SERVICE_PAGES } from '@/lib/config/catalogue';

export interface NavLeaf {
  href: string;
  label: string;
  external?: boolean;
}
export interface NavGroup {
  id: string;
  label: string;
  items: NavLeaf[];
  /** Optional second list shown under a divider (external products). */
  extra?: { label: string; items: NavLeaf[] };
}
export type NavItem = NavLeaf | NavGroup;

export function isGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}

type T = Awaited<ReturnType<typeof getTranslations>>;

/** The header/mobile navigation, built on the server with translated labels. */
export function buildNav(t: T, serviceName: (key: ServicePageKey) => string): NavItem[] {
  return [
    { href: '/', label: t('Nav.home') },
    {
      id: 'services',
      label: t('Nav.services'),
      items: [
        { href: '/servicos', label: t('Nav.allServices') },
        ...SERVICE_PAGES.map((s) => ({ href: `/servicos/${s.slug}`, label: serviceName(s.key) })),
      ],
      extra: {
        label: t('Nav.externalProducts'),
        items: EXTERNAL_PRODUCTS.map((p) => ({ href: p.href, label: t(`Services.external.${p.key}`), external: true })),
      },
    },
    { href: '/sobre', label: t('Nav.about') },
    {
      id: 'resellers',
      label: t('Nav.resellers'),
      items: [
        { href: '/revendas', label: t('Nav.partners') },
        { href: '/cadastro-revenda', label: t('Nav.becomeReseller') },
      ],
    },
    { href: '/blog', label: t('Nav.blog') },
    { href: '/ebooks', label: t('Nav.ebooks') },
    { href: '/contato', label: t('Nav.contact') },
  ];
}

/** Active-link rule: active when the path starts with the href; '/' only on exact match. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname.startsWith(href);
}

export function isGroupActive(pathname: string, group: NavGroup): boolean {
  return group.items.some((item) => !item.external && isActivePath(pathname, item.href));
}
