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
              <DialogButton dialogKey={c.key} data-testid={`cert-${c.key}`} className="tile cert-tile">
                <span className="ci-b ci-award">
                  <span className="chip">{t('certifications.level', { level: c.level })}</span>
                </span>
                <span>{fillTokens(c.content.name)}</span>
                <span>{fillTokens(c.content.description)}</span>
                <span>{t('certifications.validity', { validUntil: c.validUntil })}</span>
                <span className="ci-a ci-chevron-right">{t('certifications.details')}</span>
              </DialogButton>
            </li>
          ))}
        </ul>
      </DialogHost>
      <h3 className="mb-4 mt-12 text-center text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t('certifications.partnersTitle')}
      </h3>
      <ul className="partner-logos" aria-label={t('certifications.partnersTitle')}>
        {TECHNOLOGY_PARTNERS.map((p) => (
          <li key={p} className="ci-b ci-shield-check">
            {p}
          </li>
        ))}
      </ul>
    </Section>
  );
}
