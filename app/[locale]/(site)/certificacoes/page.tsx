import { Award, BadgeCheck, CheckCircle2, ShieldCheck } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IconList } from '@/components/content/icon-list';
import { PageHeader } from '@/components/content/page-header';
import { certificationsPage } from '@/lib/content/pages';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';
import { CERTIFICATIONS, certificationValidity, FOOTER_CERTIFICATIONS, TECHNOLOGY_PARTNERS } from '@/lib/config/company';
import { fillTokens } from '@/lib/text';
import { buttonClass } from '@/components/ui/button';

const PATH = '/certificacoes';

export async function generateMetadata({ params }: PageProps<'/[locale]/certificacoes'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const c = certificationsPage[locale];
  return buildMetadata({
    locale,
    pathname: PATH,
    title: fillTokens(c.title),
    description: fillTokens(c.description),
    keywords: c.keywords,
  });
}

export default async function CertificationsPage({ params }: PageProps<'/[locale]/certificacoes'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Certifications' });
  const c = certificationsPage[locale];

  return (
    <>
      <PageHeader locale={locale} pathname={PATH} title={fillTokens(c.title)} lead={fillTokens(c.intro[0] ?? '')} />
      <div className="container-page flex flex-col gap-16 py-12">
        {c.intro.slice(1).map((p, i) => (
          <p key={i} className="max-w-3xl text-lg leading-relaxed text-muted-foreground">
            {fillTokens(p)}
          </p>
        ))}

        <div className="grid gap-6 lg:grid-cols-3">
          {CERTIFICATIONS.map((cert) => {
            const item = c.items[cert.key];
            const validUntil = certificationValidity(cert.validUntil, t('current'));
            return (
              <article key={cert.key} id={cert.key} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <Award className="size-10 text-primary" aria-hidden />
                  <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-foreground">
                    {t('level', { level: cert.level })}
                  </span>
                </div>
                <h2 className="text-xl font-bold">{fillTokens(item.name)}</h2>
                <p className="font-medium">{fillTokens(item.description)}</p>
                <p className="text-sm leading-relaxed text-muted-foreground">{fillTokens(item.fullDescription)}</p>
                <div>
                  <h3 className="mb-2 text-sm font-bold uppercase tracking-wide">{t('benefits')}</h3>
                  <IconList items={item.benefits.map((b) => fillTokens(b))} icon={CheckCircle2} dense />
                </div>
                <div>
                  <h3 className="mb-2 text-sm font-bold uppercase tracking-wide">{t('compliance')}</h3>
                  <IconList items={item.compliance.map((b) => fillTokens(b))} icon={ShieldCheck} dense />
                </div>
                <p className="mt-auto border-t pt-4 text-sm font-semibold">{t('validUntil', { validUntil })}</p>
                <Link href="/contato" className={buttonClass({ size: 'sm' })}>
                  {t('talkToExpert')}
                </Link>
              </article>
            );
          })}
        </div>

        <section aria-labelledby="badges-h" className="rounded-2xl border bg-muted/50 p-6 sm:p-8">
          <h2 id="badges-h" className="mb-2 text-2xl font-bold">
            {fillTokens(c.footerListTitle)}
          </h2>
          <p className="mb-5 max-w-3xl leading-relaxed text-muted-foreground">{fillTokens(c.footerListText)}</p>
          <ul className="flex flex-wrap gap-3">
            {FOOTER_CERTIFICATIONS.map((b) => (
              <li key={b} className="inline-flex items-center gap-2 rounded-full border bg-background px-4 py-2 font-medium">
                <BadgeCheck className="size-5 text-primary" aria-hidden />
                {b}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="partners-h">
          <h2 id="partners-h" className="mb-2 text-2xl font-bold">
            {fillTokens(c.partnersTitle)}
          </h2>
          <p className="mb-6 max-w-3xl leading-relaxed text-muted-foreground">{fillTokens(c.partnersText)}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TECHNOLOGY_PARTNERS.map((p) => (
              <li key={p} className="rounded-xl border bg-card p-5">
                <p className="mb-1 text-lg font-extrabold tracking-tight">{p}</p>
                <p className="text-sm leading-relaxed text-muted-foreground">{fillTokens(c.partners[p] ?? '')}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
