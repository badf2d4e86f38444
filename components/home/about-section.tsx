import { ArrowRight, Eye, Target } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { about } from '@/lib/content/pages';
import { Link } from '@/i18n/navigation';
import { COMPANY } from '@/lib/config/company';
import { type Locale } from '@/i18n/locales';
import { fillTokens } from '@/lib/text';
import { Section } from './section';

export async function AboutSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const c = about[locale];
  return (
    <Section id="sobre-home" title={t('about.title')} subtitle={t('about.subtitle', { year: COMPANY.foundingYear })}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <article className="rounded-2xl border bg-card p-6">
            <h3 className="mb-2 flex items-center gap-2 text-lg font-bold">
              <Target className="size-5 text-primary" aria-hidden />
              {t('about.mission')}
            </h3>
            <p className="leading-relaxed text-muted-foreground">{fillTokens(c.mission)}</p>
          </article>
          <article className="rounded-2xl border bg-card p-6">
            <h3 className="mb-2 flex items-center gap-2 text-lg font-bold">
              <Eye className="size-5 text-primary" aria-hidden />
              {t('about.vision')}
            </h3>
            <p className="leading-relaxed text-muted-foreground">{fillTokens(c.vision)}</p>
          </article>
          <div>
            <h3 className="mb-3 text-lg font-bold">{t('about.values')}</h3>
            <ul className="flex flex-wrap gap-2">
              {c.values.map((v) => (
                <li key={v.title} className="rounded-full border bg-card px-3 py-1.5 text-sm font-medium" title={fillTokens(v.text)}>
                  {fillTokens(v.title)}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div>
          <h3 className="mb-4 text-lg font-bold">{t('about.timeline')}</h3>
          <ol className="relative ml-2 border-l-2 border-primary/30">
            {c.timeline.map((m) => (
              <li key={m.year} className="relative mb-5 pl-6 last:mb-0">
                <span className="absolute -left-[7px] top-1.5 size-3 rounded-full bg-primary" aria-hidden />
                <p className="text-sm font-bold text-primary">{m.year}</p>
                <p className="font-semibold">{fillTokens(m.title)}</p>
              </li>
            ))}
          </ol>
          <Link href="/sobre" className="mt-6 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
            {t('about.more')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </Section>
  );
}
