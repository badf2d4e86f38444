import { Building2, Compass, Eye, HeartHandshake, MapPin, Target } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { about } from '@/lib/content/pages';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';
import { fillTokens } from '@/lib/text';
import { CtaBanner } from '@/components/content/cta-banner';

const PATH = '/sobre';

export async function generateMetadata({ params }: PageProps<'/[locale]/sobre'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const c = about[locale];
  return buildMetadata({
    locale,
    pathname: PATH,
    title: fillTokens(c.title),
    description: fillTokens(c.description),
    keywords: c.keywords,
    ogImage: '/[locale]/(site)/sobre',
  });
}

export default async function AboutPage({ params }: PageProps<'/[locale]/sobre'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'About' });
  const c = about[locale];

  return (
    <>
      <PageHeader locale={locale} pathname={PATH} title={fillTokens(c.title)} lead={fillTokens(c.intro[0] ?? '')} />
      <div className="container-page flex flex-col gap-16 py-12">
        {c.intro.slice(1).map((p, i) => (
          <p key={i} className="max-w-3xl text-lg leading-relaxed text-muted-foreground">
            {fillTokens(p)}
          </p>
        ))}

        <section aria-labelledby="numbers-h">
          <h2 id="numbers-h" className="sr-only">
            {t('numbers')}
          </h2>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {c.numbers.map((n) => (
              <div key={n.label} className="flex flex-col rounded-xl border bg-card p-5 text-center shadow-sm">
                <dt className="text-sm text-muted-foreground">{fillTokens(n.label)}</dt>
                <dd className="order-first text-3xl font-extrabold text-primary">{n.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="grid gap-6 md:grid-cols-2" aria-label={`${t('mission')} / ${t('vision')}`}>
          <article className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 className="mb-3 flex items-center gap-2 text-xl font-bold">
              <Target className="size-6 text-primary" aria-hidden />
              {t('mission')}
            </h2>
            <p className="leading-relaxed text-muted-foreground">{fillTokens(c.mission)}</p>
          </article>
          <article className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 className="mb-3 flex items-center gap-2 text-xl font-bold">
              <Eye className="size-6 text-primary" aria-hidden />
              {t('vision')}
            </h2>
            <p className="leading-relaxed text-muted-foreground">{fillTokens(c.vision)}</p>
          </article>
        </section>

        <section aria-labelledby="values-h" className="defer-render">
          <h2 id="values-h" className="mb-6 flex items-center gap-2 text-2xl font-bold">
            <HeartHandshake className="size-7 text-primary" aria-hidden />
            {t('values')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {c.values.map((v) => (
              <li key={v.title} className="rounded-xl border bg-card p-5">
                <h3 className="mb-2 font-semibold">{fillTokens(v.title)}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{fillTokens(v.text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="timeline-h" className="defer-render">
          <h2 id="timeline-h" className="mb-6 flex items-center gap-2 text-2xl font-bold">
            <Compass className="size-7 text-primary" aria-hidden />
            {t('timeline')}
          </h2>
          <ol className="relative ml-3 border-l-2 border-primary/30">
            {c.timeline.map((m) => (
              <li key={m.year} className="relative mb-8 pl-8 last:mb-0">
                <span className="absolute -left-[9px] top-1.5 size-4 rounded-full border-2 border-background bg-primary" aria-hidden />
                <p className="text-sm font-bold text-primary">{m.year}</p>
                <h3 className="text-lg font-semibold">{fillTokens(m.title)}</h3>
                <p className="mt-1 max-w-3xl leading-relaxed text-muted-foreground">{fillTokens(m.text)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="offices-h" className="defer-render">
          <h2 id="offices-h" className="mb-6 flex items-center gap-2 text-2xl font-bold">
            <Building2 className="size-7 text-primary" aria-hidden />
            {t('offices')}
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {[c.offices.hq, c.offices.orlando].map((o) => (
              <article key={o.title} className="rounded-xl border bg-card p-6">
                <h3 className="mb-2 flex items-center gap-2 font-semibold">
                  <MapPin className="size-5 text-primary" aria-hidden />
                  {fillTokens(o.title)}
                </h3>
                <p className="leading-relaxed text-muted-foreground">{fillTokens(o.text)}</p>
              </article>
            ))}
          </div>
        </section>

        <CtaBanner title={t('ctaTitle')} text={t('ctaText')} cta={t('ctaButton')} />
      </div>
    </>
  );
}
