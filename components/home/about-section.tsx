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
          <article className="card about-card">
            <h3 className="ci-b ci-target">{t('about.mission')}</h3>
            <p>{fillTokens(c.mission)}</p>
          </article>
          <article className="card about-card">
            <h3 className="ci-b ci-eye">{t('about.vision')}</h3>
            <p>{fillTokens(c.vision)}</p>
          </article>
          <h3 className="-mb-2 text-lg font-bold">{t('about.values')}</h3>
          <ul className="value-chips">
            {c.values.map((v) => (
              <li key={v.title} title={fillTokens(v.text)}>
                {fillTokens(v.title)}
              </li>
            ))}
          </ul>
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
