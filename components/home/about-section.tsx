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
          <article className="card p-6">
            <h3 className="ci-b ci-target mb-2 flex items-center gap-2 text-lg font-bold [--ci-s:1.25rem] before:text-primary">
              {t('about.mission')}
            </h3>
            <p className="leading-relaxed subtle">{fillTokens(c.mission)}</p>
          </article>
          <article className="card p-6">
            <h3 className="ci-b ci-eye mb-2 flex items-center gap-2 text-lg font-bold [--ci-s:1.25rem] before:text-primary">
              {t('about.vision')}
            </h3>
            <p className="leading-relaxed subtle">{fillTokens(c.vision)}</p>
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
              <li key={m.year} className="timeline-item">
                <span>{m.year}</span>
                {fillTokens(m.title)}
              </li>
            ))}
          </ol>
          <Link href="/sobre" className="ci-a ci-arrow-right link-arrow mt-6">
            {t('about.more')}
          </Link>
        </div>
      </div>
    </Section>
  );
}
