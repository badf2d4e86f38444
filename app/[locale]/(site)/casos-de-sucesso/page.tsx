import { Building2, MapPin, Quote } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { Testimonials } from '@/components/home/testimonials';
import { home, publicServicePages, services } from '@/lib/content/pages';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';
import { CtaBanner } from '@/components/content/cta-banner';

const PATH = '/casos-de-sucesso';

export async function generateMetadata({ params }: PageProps<'/[locale]/casos-de-sucesso'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Cases' });
  return buildMetadata({
    locale,
    pathname: PATH,
    title: t('title'),
    description: t('metaDescription'),
    ogImage: '/[locale]/(site)/casos-de-sucesso',
  });
}

export default async function CasesPage({ params }: PageProps<'/[locale]/casos-de-sucesso'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Cases' });
  return (
    <>
      <PageHeader locale={locale} pathname={PATH} title={t('title')} lead={t('lead')} />
      <div className="container-page flex flex-col gap-8 py-12">
        {home[locale].successCases.map((c) => {
          const slug = publicServicePages(locale).find((s) => s.key === c.service)?.slug;
          return (
            <article
              key={c.slug}
              id={c.slug}
              aria-labelledby={`${c.slug}-h`}
              className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm lg:grid-cols-[1.3fr_1fr] sm:p-8"
            >
              <div className="flex flex-col gap-4">
                <div>
                  <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1.5">
                      <Building2 className="size-4" aria-hidden />
                      {c.sector}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <MapPin className="size-4" aria-hidden />
                      {c.location}
                    </span>
                  </p>
                  <h2 id={`${c.slug}-h`} className="mt-1 text-2xl font-bold">
                    {c.client}
                  </h2>
                  {slug ? (
                    <Link href={`/servicos/${slug}`} className="text-sm font-semibold text-primary hover:underline">
                      {t('service', { service: services[c.service][locale].title })}
                    </Link>
                  ) : null}
                </div>
                <div>
                  <h3 className="font-semibold">{t('challenge')}</h3>
                  <p className="mt-1 leading-relaxed text-muted-foreground">{c.challenge}</p>
                </div>
                <div>
                  <h3 className="font-semibold">{t('solution')}</h3>
                  <p className="mt-1 leading-relaxed text-muted-foreground">{c.solution}</p>
                </div>
                {c.quote ? (
                  <blockquote className="flex gap-3 rounded-xl bg-muted/60 p-4">
                    <Quote className="size-5 shrink-0 text-primary" aria-hidden />
                    <div>
                      <p className="italic">{c.quote.text}</p>
                      <footer className="mt-2 text-sm text-muted-foreground">
                        {c.quote.author}, {c.quote.role}
                      </footer>
                    </div>
                  </blockquote>
                ) : null}
              </div>
              <section aria-label={t('results')} className="flex flex-col gap-3 rounded-xl bg-accent p-5 text-accent-foreground">
                <h3 className="font-bold">{t('results')}</h3>
                <dl className="flex flex-col gap-3">
                  {c.results.map((r) => (
                    <div key={r.label} className="flex flex-col rounded-lg bg-background p-3 text-foreground">
                      <dt className="text-sm text-muted-foreground">{r.label}</dt>
                      <dd className="order-first text-2xl font-extrabold text-primary">{r.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            </article>
          );
        })}
      </div>
      <Testimonials locale={locale} />
      <div className="container-page py-12">
        <CtaBanner title={t('cta')} text={t('ctaText')} cta={t('cta')} />
      </div>
    </>
  );
}
