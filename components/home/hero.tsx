import { getTranslations } from 'next-intl/server';
import { dialogs } from '@/lib/content/pages';
import { homeDialogsSource } from '@/lib/content/home-dialogs';
import { FACTS } from '@/lib/config/company';
import { type Locale } from '@/i18n/locales';
import { DialogButton, DialogHost } from './dialog-trigger';

const TILES = [
  { key: 'security', icon: 'brain-circuit' },
  { key: 'iot', icon: 'cpu' },
  { key: 'cloud', icon: 'cloud' },
  { key: 'msp', icon: 'headset' },
] as const;

export async function Hero({ locale }: { locale: Locale }) {
  const [t, tHome] = await Promise.all([getTranslations({ locale, namespace: 'Hero' }), getTranslations({ locale, namespace: 'Home' })]);
  const stats = [
    { value: FACTS.yearsHero, label: t('statYears') },
    { value: FACTS.clients, label: t('statClients') },
    { value: FACTS.costReduction, label: t('statReduction') },
  ];
  return (
    <section className="hero" aria-labelledby="hero-title">
      <DialogHost
        source={await homeDialogsSource(locale)}
        group="hero"
        closeLabel={tHome('dialogs.close')}
        errorLabel={tHome('dialogs.unavailable')}
      >
        <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.25fr_1fr]">
          <div className="flex flex-col items-start gap-7">
            <p className="ci-b ci-sparkles inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium text-accent-foreground shadow-sm before:text-primary dark:text-foreground">
              {t('badge')}
            </p>
            <h1 id="hero-title" className="text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">
              {t('title')}{' '}
              <span className="bg-gradient-to-r from-brand to-brand-2 bg-clip-text text-transparent">{t('titleHighlight')}</span>
            </h1>
            <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{t('subtitle')}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <DialogButton
                dialogKey="boost"
                className="btn btn-primary btn-lg ci-a ci-arrow-right shadow-lg shadow-primary/20 [--ci-s:1.25rem]"
              >
                {t('ctaPrimary')}
              </DialogButton>
              <DialogButton dialogKey="explore" className="btn btn-card btn-lg">
                {t('ctaSecondary')}
              </DialogButton>
            </div>
            <dl aria-label={t('statsLabel')} className="hero-stats">
              {stats.map((s) => [<dt key={`${s.label}-dt`}>{s.label}</dt>, <dd key={`${s.label}-dd`}>{s.value}</dd>])}
            </dl>
          </div>
          <div>
            <h2 className="sr-only">{tHome('tilesLabel')}</h2>
            <ul className="grid grid-cols-2 gap-4">
              {TILES.map(({ key, icon }) => (
                <li key={key}>
                  <DialogButton dialogKey={key} data-testid={`tile-${key}`} className="tile gap-3 p-5">
                    <span aria-hidden className={`tile-icon ci-b ci-${icon} ${dialogs[key][locale].gradient}`} />
                    <span className="font-bold">{tHome(`tiles.${key}`)}</span>
                    <span className="line-clamp-3 text-sm subtle">{dialogs[key][locale].description}</span>
                  </DialogButton>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </DialogHost>
    </section>
  );
}
