import { ArrowRight, Sparkles } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { FACTS, type Locale } from '@/lib/site';

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Hero' });
  const stats = [
    { value: FACTS.yearsHero, label: t('statYears') },
    { value: FACTS.clients, label: t('statClients') },
    { value: FACTS.costReduction, label: t('statReduction') },
  ];
  return (
    <section className="relative overflow-hidden border-b" aria-labelledby="hero-title">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_10%_-10%,color-mix(in_oklab,var(--brand)_22%,transparent),transparent),radial-gradient(40rem_24rem_at_100%_0%,color-mix(in_oklab,var(--brand-2)_20%,transparent),transparent)]"
      />
      <div className="container-page flex flex-col items-start gap-8 py-16 sm:py-24">
        <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium text-accent-foreground shadow-sm dark:text-foreground">
          <Sparkles className="size-4 text-primary" aria-hidden />
          {t('badge')}
        </p>
        <h1 id="hero-title" className="max-w-4xl text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">
          {t('title')}{' '}
          <span className="bg-gradient-to-r from-brand to-brand-2 bg-clip-text text-transparent">{t('titleHighlight')}</span>
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{t('subtitle')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link
            href="/contato"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-primary px-6 font-semibold text-primary-foreground shadow-lg shadow-primary/20 hover:opacity-90"
          >
            {t('ctaPrimary')}
            <ArrowRight className="size-5" aria-hidden />
          </Link>
          <Link
            href="/contato"
            className="inline-flex h-12 items-center justify-center rounded-lg border bg-card px-6 font-semibold hover:bg-accent"
          >
            {t('ctaSecondary')}
          </Link>
        </div>
        <dl aria-label={t('statsLabel')} className="grid w-full max-w-2xl grid-cols-3 gap-4 pt-4">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col rounded-xl border bg-card/70 p-4 text-center shadow-sm">
              <dt className="text-sm text-muted-foreground">{s.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-primary sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
