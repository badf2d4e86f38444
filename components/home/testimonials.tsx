import type { CSSProperties } from 'react';
import { Quote, TrendingUp } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { home } from '@/lib/content/pages';
import type { Locale } from '@/i18n/locales';
import { Section } from './section';

export async function Testimonials({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <Section id="depoimentos" title={t('testimonials.title')} muted>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {home[locale].testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <div
                  className="star-rating"
                  style={{ '--rating': item.rating } as CSSProperties}
                  role="img"
                  aria-label={t('testimonials.rating', { rating: item.rating })}
                />
                <Quote className="size-6 text-primary/40" aria-hidden />
              </div>
              <blockquote className="leading-relaxed">{item.text}</blockquote>
              <p className="flex items-start gap-2 rounded-lg bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
                <TrendingUp className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  <span className="sr-only">{t('testimonials.results')}: </span>
                  {item.results}
                </span>
              </p>
              <figcaption className="mt-auto flex items-center gap-3 border-t pt-4">
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                  aria-hidden
                >
                  {item.initials}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-muted-foreground">
                    {item.position}, {item.company} · {item.industry}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
