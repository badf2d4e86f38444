import { getTranslations } from 'next-intl/server';
import { certificationsPage } from '@/lib/content/pages';
import { homeDialogsSource } from '@/lib/content/home-dialogs';
import { CERTIFICATIONS, certificationValidity, TECHNOLOGY_PARTNERS } from '@/lib/config/company';
import { type Locale } from '@/i18n/locales';
import { fillTokens } from '@/lib/text';
import { DialogButton, DialogHost } from './dialog-trigger';
import { Section } from './section';

export async function CertificationsBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const content = certificationsPage[locale];
  const items = CERTIFICATIONS.map((c) => ({
    ...c,
    content: content.items[c.key],
    validUntil: certificationValidity(c.validUntil, t('certifications.current')),
  }));
  return (
    <Section id="certificacoes-home" title={t('certifications.title')} subtitle={t('certifications.subtitle')}>
      <DialogHost
        source={await homeDialogsSource(locale)}
        group="certifications"
        closeLabel={t('dialogs.close')}
        errorLabel={t('dialogs.unavailable')}
      >
        <ul className="grid gap-5 md:grid-cols-3">
          {items.map((c) => (
            <li key={c.key}>
              <DialogButton dialogKey={c.key} data-testid={`cert-${c.key}`} className="tile gap-3 p-6">
                <span className="ci-b ci-award flex w-full items-center justify-between [--ci-s:2.25rem] before:text-primary">
                  <span className="chip">{t('certifications.level', { level: c.level })}</span>
                </span>
                <span className="text-lg font-bold">{fillTokens(c.content.name)}</span>
                <span className="text-sm subtle">{fillTokens(c.content.description)}</span>
                <span className="mt-auto flex w-full items-center justify-between pt-2 text-sm">
                  <span className="font-medium">{t('certifications.validity', { validUntil: c.validUntil })}</span>
                  <span className="ci-a ci-chevron-right inline-flex items-center font-semibold text-primary">
                    {t('certifications.details')}
                  </span>
                </span>
              </DialogButton>
            </li>
          ))}
        </ul>
      </DialogHost>
      <h3 className="mb-4 mt-12 text-center text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t('certifications.partnersTitle')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label={t('certifications.partnersTitle')}>
        {TECHNOLOGY_PARTNERS.map((p) => (
          <li
            key={p}
            className="ci-b ci-shield-check flex h-16 items-center justify-center gap-2 rounded-xl border bg-card px-3 text-center font-extrabold tracking-tight subtle before:text-primary"
          >
            {p}
          </li>
        ))}
      </ul>
    </Section>
  );
}
