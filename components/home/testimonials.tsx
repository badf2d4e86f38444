import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { home } from '@/lib/content/pages';
import type { Locale } from '@/i18n/locales';
import { Section } from './section';

export async function Testimonials({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <Section id="depoimentos" title={t('testimonials.title')} muted>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {home[locale].testimonials.map((item) => (
          <figure key={item.name} className="quote-card ci-a ci-quote">
            <div
              className="star-rating"
              style={{ '--rating': item.rating } as CSSProperties}
              role="img"
              aria-label={t('testimonials.rating', { rating: item.rating })}
            />
            <blockquote className="leading-relaxed">{item.text}</blockquote>
            <p className="ci-b ci-trending-up">
              <span className="sr-only">{t('testimonials.results')}: </span>
              {item.results}
            </p>
            <figcaption data-initials={item.initials}>
              {item.name}
              <span>
                {item.position}, {item.company} · {item.industry}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
