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
        <Link href="/revendas" className="btn btn-card btn-md ci-a ci-arrow-right">
          {t('partners.cta')}
        </Link>
      </div>
    </Section>
  );
}
