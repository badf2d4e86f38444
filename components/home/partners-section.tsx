import { getTranslations } from 'next-intl/server';
import { ClientStrings } from '@/i18n/client-strings';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { PartnersIsland } from './partners-island';
import { Section } from './section';

export async function PartnersSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <Section id="parceiros" title={t('partners.title')} subtitle={t('partners.subtitle')} muted>
      <ClientStrings locale={locale} namespaces={['Home.partners']}>
        <PartnersIsland />
      </ClientStrings>
      <div className="mt-8 flex justify-center">
        <Link
          href="/revendas"
          className="ci-a ci-arrow-right inline-flex h-11 items-center gap-2 rounded-lg border bg-card px-5 font-semibold hover:bg-accent"
        >
          {t('partners.cta')}
        </Link>
      </div>
    </Section>
  );
}
