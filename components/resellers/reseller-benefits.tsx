import { BadgeCheck, Handshake, MapPin, Repeat } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

const BENEFITS = [
  { key: 'recurring', icon: Repeat },
  { key: 'leads', icon: MapPin },
  { key: 'visibility', icon: BadgeCheck },
  { key: 'support', icon: Handshake },
] as const;

/** The programme's benefits beside the application form. */
export async function ResellerBenefits({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ResellerForm' });
  return (
    <section aria-labelledby="reseller-benefits-title" className="rounded-2xl border bg-accent/40 p-5 sm:p-6">
      <h2 id="reseller-benefits-title" className="mb-4 text-xl font-bold">
        {t('benefitsTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold">{t(`benefits.${key}.title`)}</span>
              <span className="block text-sm leading-relaxed text-muted-foreground">{t(`benefits.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
