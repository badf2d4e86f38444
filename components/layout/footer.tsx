import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/leads/newsletter-form';
import { ClientStrings } from '@/i18n/client-strings';
import { Link } from '@/i18n/navigation';
import { publicServicePages, serviceName } from '@/lib/content/pages';
import { COMPANY, COMPANY_ADDRESS_LINE, FOOTER_CERTIFICATIONS, SOCIAL_LINKS } from '@/lib/config/company';
import { type Locale } from '@/i18n/locales';
import { newsletterSchema, typingCaps } from '@/lib/validation/leads';
import { SOCIAL_NAMES, socialIconClass } from './social-icons';

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const columns = [
    {
      title: t('Footer.services'),
      links: publicServicePages(locale).map((s) => ({ href: `/servicos/${s.slug}`, label: serviceName(s.key, locale) })),
    },
    {
      title: t('Footer.company'),
      links: [
        { href: '/sobre', label: t('Footer.about') },
        { href: '/casos-de-sucesso', label: t('Footer.successCases') },
        { href: '/revendas', label: t('Footer.resellers') },
        { href: '/cadastro-revenda', label: t('Footer.becomeReseller') },
        { href: '/blog', label: t('Footer.blog') },
        { href: '/ebooks', label: t('Footer.ebooks') },
        { href: '/area-do-cliente', label: t('Footer.clientArea') },
      ],
    },
    {
      title: t('Footer.information'),
      links: [
        { href: '/politica-de-privacidade', label: t('Footer.privacy') },
        { href: '/termos-de-uso', label: t('Footer.terms') },
        { href: '/lgpd', label: t('Footer.lgpd') },
        { href: '/contato', label: t('Footer.contact') },
      ],
    },
  ];

  return (
    <footer className="defer-render mt-16 border-t bg-muted/50 pb-(--floating-band)">
      <section aria-labelledby="newsletter-title" className="border-b">
        <div className="container-page flex flex-col items-start justify-between gap-4 py-8 md:flex-row md:items-center">
          <div>
            <h2 id="newsletter-title" className="text-lg font-bold">
              {t('Newsletter.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('Newsletter.text')}</p>
          </div>
          <ClientStrings locale={locale} namespaces={['Newsletter']}>
            <NewsletterForm caps={typingCaps(newsletterSchema)} />
          </ClientStrings>
        </div>
      </section>
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <p className="foot-brand">{COMPANY.name}</p>
          <p className="text-sm leading-relaxed text-muted-foreground">{t('Footer.blurb')}</p>
          <address className="flex flex-col items-start gap-2 text-sm not-italic">
            <a href={`tel:+${COMPANY.phoneDigits}`} className="ci-b ci-phone icon-row before:text-primary hover:text-primary">
              {COMPANY.phone}
            </a>
            <a href={`mailto:${COMPANY.email}`} className="ci-b ci-mail icon-row before:text-primary hover:text-primary">
              {COMPANY.email}
            </a>
            <p className="ci-b ci-map-pin flex items-start gap-2 before:mt-0.5 before:text-primary">
              <span className="sr-only">{t('Footer.addressLabel')}: </span>
              {COMPANY_ADDRESS_LINE}
            </p>
          </address>
          <ul className="flex gap-2" aria-label={t('Footer.social')}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('Footer.followOn', { company: COMPANY.name, network: SOCIAL_NAMES[s.key] ?? s.key })}
                  className={`social-link ${socialIconClass(s.key)}`}
                />
              </li>
            ))}
          </ul>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title} className="foot-nav">
            <h2>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="container-page flex flex-col items-start justify-between gap-4 py-6 text-sm md:flex-row md:items-center md:pr-24">
          <Link href="/certificacoes" className="group flex flex-wrap items-center gap-2">
            <span className="sr-only">{t('Footer.certifications')}:</span>
            {FOOTER_CERTIFICATIONS.map((c) => (
              <span key={c} className="foot-cert ci-b ci-shield-check">
                {c}
              </span>
            ))}
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {/* Reopens the cookie banner (components/widgets/cookie-consent.tsx listens for the click). */}
            <button
              type="button"
              data-cookie-preferences
              className="text-muted-foreground underline-offset-2 hover:text-primary hover:underline"
            >
              {t('Consent.preferences')}
            </button>
            <p className="text-muted-foreground">{t('Footer.copyright', { year: new Date().getFullYear(), company: COMPANY.name })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
