import type { Messages, MessageKey } from '@/i18n/strings';
import type { ServicePageKey } from '@/lib/content/types';
import { EXTERNAL_PRODUCTS } from '@/lib/config/company';

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

// Namespaced translators: a translator over the whole catalogue makes TypeScript build a key union
// too large to represent.
type NavT = (key: MessageKey<'Nav'>) => string;
type ExternalT = (key: keyof Messages['Services']['external']) => string;

/** The header/mobile navigation, built on the server with translated labels. */
export function buildNav(
  t: NavT,
  tExternal: ExternalT,
  servicePages: readonly { key: ServicePageKey; slug: string }[],
  serviceName: (key: ServicePageKey) => string,
): NavItem[] {
  return [
    { href: '/', label: t('home') },
    {
      id: 'services',
      label: t('services'),
      items: [
        { href: '/servicos', label: t('allServices') },
        ...servicePages.map((s) => ({ href: `/servicos/${s.slug}`, label: serviceName(s.key) })),
      ],
      extra: {
        label: t('externalProducts'),
        items: EXTERNAL_PRODUCTS.map((p) => ({ href: p.href, label: tExternal(p.key), external: true })),
      },
    },
    { href: '/sobre', label: t('about') },
    {
      id: 'resellers',
      label: t('resellers'),
      items: [
        { href: '/revendas', label: t('partners') },
        { href: '/cadastro-revenda', label: t('becomeReseller') },
      ],
    },
    { href: '/blog', label: t('blog') },
    { href: '/ebooks', label: t('ebooks') },
    { href: '/contato', label: t('contact') },
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
