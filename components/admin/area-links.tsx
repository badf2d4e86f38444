import { getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { AdminOverview } from '@/lib/admin/overview';
import { ADMIN_SECTIONS } from './admin-nav';

/** One card per back-office area, with the figure that says whether it needs attention. */
export async function AreaLinks({ locale, data }: { locale: Locale; data: AdminOverview }) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminHome' }),
    getTranslations({ locale, namespace: 'AdminNav' }),
  ]);
  const figure: Partial<Record<(typeof ADMIN_SECTIONS)[number]['key'], string>> = {
    leads: t('areaLeads', { count: data.pipeline.new }),
    partners: t('areaPartners', { count: data.partnersActive }),
    resellers: t('areaResellers', { count: data.applicationsPending }),
    newsletter: t('areaNewsletter', { count: data.subscribers.active }),
    mail: t('areaMail', { count: data.mailFailed }),
    users: t('areaUsers'),
    content: t('areaContent'),
    redirects: t('areaRedirects'),
    audit: t('areaAudit'),
    seo: t('areaSeo'),
  };
  return (
    <section aria-labelledby="areas-h" className="flex flex-col gap-4">
      <h2 id="areas-h" className="text-xl font-bold">
        {t('areas')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ADMIN_SECTIONS.filter((s) => s.href !== '/admin').map(({ href, key, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex h-full items-start gap-3 rounded-2xl border bg-card p-4 transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">{tNav(key)}</span>
                <span className="text-sm text-muted-foreground">{figure[key]}</span>
              </span>
              <ArrowRight className="mt-0.5 size-4 shrink-0 opacity-60 group-hover:opacity-100" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
