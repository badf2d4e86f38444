import { ArrowRight, Check, CheckCircle2, MessageCircle, Users } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IconList } from '@/components/content/icon-list';
import { PageHeader } from '@/components/content/page-header';
import { JsonLdScript } from '@/components/seo/json-ld';
import { PriceTag } from '@/components/services/price-tag';
import { isServicePublic, publicServicePages, services } from '@/lib/content/pages';
import { Link } from '@/i18n/navigation';
import { servicePrice } from '@/lib/catalogue';
import { pageLocale } from '@/i18n/page-locale';
import { whatsappUrl } from '@/lib/leads/whatsapp';
import { serviceJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { LOCALES, type Locale } from '@/i18n/locales';
import { SERVICE_PAGES } from '@/lib/config/catalogue';
import { CtaBanner } from '@/components/content/cta-banner';
import { buttonClass } from '@/components/ui/button';

export const dynamicParams = false;

/** Pairs of {locale, slug} from the child itself: Next 16.4.6 builds nothing for a child that filters by the parent's locale when any locale has no entries. */
export function generateStaticParams() {
  return LOCALES.flatMap((locale) => SERVICE_PAGES.map(({ slug }) => ({ locale, slug })));
}

/** A service in draft, or scheduled for later, has no page yet in that language. */
function findService(slug: string, locale: Locale) {
  const page = SERVICE_PAGES.find((s) => s.slug === slug);
  if (!page || !isServicePublic(page.key, locale)) notFound();
  return page;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/servicos/[slug]'>): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = pageLocale(raw);
  const page = findService(slug, locale);
  const s = services[page.key][locale];
  return buildMetadata({
    locale,
    pathname: `/servicos/${slug}`,
    title: s.title,
    description: s.metaDescription,
    keywords: s.keywords,
    ogImage: '/[locale]/(site)/servicos/[slug]',
  });
}

export default async function ServicePage({ params }: PageProps<'/[locale]/servicos/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale: Locale = pageLocale(raw);
  setRequestLocale(locale);
  const page = findService(slug, locale);
  const s = services[page.key][locale];
  const t = await getTranslations({ locale, namespace: 'ServicePage' });
  const path = `/servicos/${slug}`;
  const others = publicServicePages(locale)
    .filter((o) => o.slug !== slug)
    .slice(0, 3);

  return (
    <>
      <PageHeader locale={locale} pathname={path} title={s.title} lead={s.description} labels={{ [path]: s.title }}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:gap-8">
          <PriceTag page={page.key} locale={locale} size="lg" />
          <div className="flex flex-wrap gap-3">
            <Link href="/contato" className={buttonClass()}>
              {t('ctaQuote')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
            <a href={whatsappUrl(s.whatsappMessage)} target="_blank" rel="noopener noreferrer" className="btn btn-card btn-md">
              <MessageCircle className="size-4 text-[#128c4a] dark:text-emerald-400" aria-hidden />
              {t('ctaWhatsapp')}
            </a>
          </div>
        </div>
      </PageHeader>

      <div className="container-page flex flex-col gap-14 py-12">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col gap-4 text-lg leading-relaxed">
            {s.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <section aria-labelledby="claims-h" className="rounded-2xl border bg-card p-6">
            <h2 id="claims-h" className="mb-4 text-lg font-bold">
              {t('claims')}
            </h2>
            <dl className="grid grid-cols-2 gap-4">
              {s.claims.map((c) => (
                <div key={c.label} className="flex flex-col">
                  <dt className="text-sm text-muted-foreground">{c.label}</dt>
                  <dd className="order-first text-2xl font-extrabold text-primary">{c.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section aria-labelledby="benefits-h">
          <h2 id="benefits-h" className="mb-5 text-2xl font-bold">
            {t('benefits')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {s.benefits.map((b) => (
              <li key={b} className="flex gap-3 rounded-xl border bg-card p-4">
                <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden />
                {b}
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="included-h">
            <h2 id="included-h" className="mb-4 text-2xl font-bold">
              {t('included')}
            </h2>
            <IconList items={s.included} icon={Check} />
          </section>
          <section aria-labelledby="audiences-h">
            <h2 id="audiences-h" className="mb-4 text-2xl font-bold">
              {t('audiences')}
            </h2>
            <IconList items={s.audiences} icon={Users} />
          </section>
        </div>

        <section aria-labelledby="steps-h" className="defer-render">
          <h2 id="steps-h" className="mb-5 text-2xl font-bold">
            {t('steps')}
          </h2>
          <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {s.steps.map((step, i) => (
              <li key={step.title} className="rounded-xl border bg-card p-5">
                <span
                  className="mb-2 inline-flex size-8 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                  aria-hidden
                >
                  {i + 1}
                </span>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="faq-h" className="defer-render">
          <h2 id="faq-h" className="mb-5 text-2xl font-bold">
            {t('faq', { service: s.title })}
          </h2>
          <div className="flex flex-col gap-3">
            {s.faq.map((f) => (
              <details key={f.question} className="group rounded-xl border bg-card">
                <summary className="cursor-pointer list-none rounded-xl px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                  {f.question}
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-muted-foreground">{f.answer}</p>
              </details>
            ))}
          </div>
        </section>

        <CtaBanner title={t('ctaTitle', { service: s.title })} text={t('ctaText')} cta={t('ctaQuote')} />

        <nav aria-labelledby="others-h">
          <h2 id="others-h" className="mb-4 text-xl font-bold">
            {t('otherServices')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {others.map((o) => (
              <li key={o.slug}>
                <Link href={`/servicos/${o.slug}`} className="flex h-full flex-col rounded-xl border bg-card p-4 hover:border-primary">
                  <span className="font-semibold">{services[o.key][locale].title}</span>
                  <span className="text-sm text-muted-foreground">{services[o.key][locale].subtitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <JsonLdScript
        data={serviceJsonLd({ locale, path, name: s.title, description: s.metaDescription, price: servicePrice(page.key, locale).money })}
      />
    </>
  );
}
