import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { publicServicePages, serviceName } from '@/lib/content/pages';
import { COMPANY } from '@/lib/config/company';
import { type Locale } from '@/i18n/locales';
import { AccountButtons } from './account-buttons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { buildNav } from './nav-items';
import { DesktopNav } from './desktop-nav';
import { SearchTrigger } from '@/components/widgets/search-trigger';
import { ThemeToggle } from './theme-toggle';

export async function Header({ locale }: { locale: Locale }) {
  const [t, tNav, tExternal, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Services.external' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const nav = buildNav(tNav, tExternal, publicServicePages(locale), (key) => serviceName(key, locale));

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container-page flex h-10 items-center justify-between gap-4">
          <div className="flex items-center gap-5 text-muted-foreground">
            <a href={`tel:+${COMPANY.phoneDigits}`} className="top-link ci-b ci-phone" aria-label={t('callUs', { phone: COMPANY.phone })}>
              {COMPANY.phone}
            </a>
            <a href={`mailto:${COMPANY.email}`} className="top-link ci-b ci-mail" aria-label={t('emailUs', { email: COMPANY.email })}>
              {COMPANY.email}
            </a>
          </div>
          <div className="flex items-center gap-3">
            <span className="top-chip ci-b ci-map-pin">{t('location')}</span>
            <LanguageSwitcher />
          </div>
        </div>
      </div>
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Link href="/" className="flex shrink-0 items-center gap-2.5 rounded-md">
          <Logo tagline={tMeta('tagline')} />
        </Link>
        <DesktopNav items={nav} label={tNav('mainLabel')} />
        <div className="flex items-center gap-1.5">
          <SearchTrigger />
          <ThemeToggle />
          <div className="hidden xl:block">
            <AccountButtons />
          </div>
          <Link href="/contato" className="header-cta">
            {t('contactButton')}
          </Link>
          <MobileMenu items={nav} />
        </div>
      </div>
    </header>
  );
}
