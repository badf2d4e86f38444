import { ArrowRight } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { PriceTag } from '@/components/services/price-tag';
import { publicServicePages, services } from '@/lib/content/pages';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';

const PATH = '/servicos';

export async function generateMetadata({ params }: PageProps<'/[locale]/servicos'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ServicePage' });
  return buildMetadata({
    locale,
    pathname: PATH,
    title: t('portfolioTitle'),
    description: t('portfolioMetaDescription'),
    ogImage: '/[locale]/(site)/servicos',
  });
}

export default async function ServicesPage({ params }: PageProps<'/[locale]/servicos'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ServicePage' });
  return (
    <>
      <PageHeader locale={locale} pathname={PATH} title={t('portfolioTitle')} lead={t('portfolioLead')} />
      <div className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {publicServicePages(locale).map(({ key, slug }) => {
            const s = services[key][locale];
            return (
              <li key={key} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h2 className="text-xl font-bold">
                      <Link href={`/servicos/${slug}`} className="hover:text-primary">
                        {s.title}
                      </Link>
                    </h2>
                    <p className="text-sm font-medium text-primary">{s.subtitle}</p>
                  </div>
                  <span className="shrink-0 rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">{s.badge}</span>
                </div>
                <p className="leading-relaxed text-muted-foreground">{s.description}</p>
                <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
                  {s.benefits.map((b) => (
                    <li key={b} className="check-item flex gap-2">
                      {b}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto flex items-end justify-between gap-3 border-t pt-4">
                  <PriceTag page={key} locale={locale} />
                  <Link
                    href={`/servicos/${slug}`}
                    className="inline-flex shrink-0 items-center gap-1 font-semibold whitespace-nowrap text-primary hover:underline"
                  >
                    {t('details')}
                    <span className="sr-only">: {s.title}</span>
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                </div>
              </li>
            );
          })}
          <li className="flex flex-col gap-3 rounded-2xl border border-dashed bg-muted/40 p-6">
            <h2 className="text-xl font-bold">{t('consulting')}</h2>
            <p className="leading-relaxed text-muted-foreground">{t('consultingText')}</p>
            <p className="font-semibold">{t('onRequest')}</p>
            <Link href="/contato" className="mt-auto inline-flex w-fit items-center gap-1 font-semibold text-primary hover:underline">
              {t('ctaQuote')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
