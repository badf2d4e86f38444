import { getTranslations } from 'next-intl/server';
import {
  ArrowRight,
  FileText,
  Gauge,
  Handshake,
  Inbox,
  LayoutDashboard,
  Mail,
  Newspaper,
  ScrollText,
  Search,
  Building2,
  UserCog,
} from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import { AdminNavLink } from './admin-nav-link';

/** The back office's sections, in the order staff use them. */
export const ADMIN_SECTIONS = [
  { href: '/admin', key: 'home', icon: LayoutDashboard },
  { href: '/admin/leads', key: 'leads', icon: Inbox },
  { href: '/admin/parceiros', key: 'partners', icon: Handshake },
  { href: '/admin/revendas', key: 'resellers', icon: Building2 },
  { href: '/admin/newsletter', key: 'newsletter', icon: Newspaper },
  { href: '/admin/usuarios', key: 'users', icon: UserCog },
  { href: '/admin/conteudo', key: 'content', icon: FileText },
  { href: '/admin/redirecionamentos', key: 'redirects', icon: ArrowRight },
  { href: '/admin/emails', key: 'mail', icon: Mail },
  { href: '/admin/auditoria', key: 'audit', icon: ScrollText },
  { href: '/admin/velocidade', key: 'speed', icon: Gauge },
  { href: '/admin/seo', key: 'seo', icon: Search },
] as const;

export async function AdminNav({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AdminNav' });
  return (
    <nav aria-label={t('label')} className="border-b bg-card">
      <ul className="scroll-hint container-page flex gap-1 overflow-x-auto bg-card py-2 lg:flex-wrap">
        {ADMIN_SECTIONS.map(({ href, key, icon: Icon }) => (
          <li key={href}>
            <AdminNavLink href={href}>
              <Icon className="size-4" aria-hidden />
              {t(key)}
            </AdminNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
