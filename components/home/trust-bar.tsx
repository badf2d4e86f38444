import { getTranslations } from 'next-intl/server';
import { home } from '@/lib/content/pages';
import { Link } from '@/i18n/navigation';
import { FOOTER_CERTIFICATIONS } from '@/lib/config/company';
import { type Locale } from '@/i18n/locales';

export async function TrustBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <section aria-labelledby="trust-title" className="border-y bg-muted/40 py-10">
      <div className="container-page flex flex-col gap-6">
        <h2 id="trust-title" className="text-center text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {t('trust.title')}
        </h2>
        <ul className="trust-names">
          {home[locale].trustedBy.map((name) => (
            <li key={name} className="ci-b ci-building2">
              {name}
            </li>
          ))}
        </ul>
        <ul className="trust-badges" aria-label={t('trust.badgesLabel')}>
          {FOOTER_CERTIFICATIONS.map((c) => (
            <li key={c}>
              <Link href="/certificacoes" className="ci-b ci-badge-check">
                {c}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
