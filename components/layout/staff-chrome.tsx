import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/account/sign-out-button';
import { ExternalLink } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { getCurrentUser } from '@/lib/auth';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

/**
 * The back office and the partner panel around a page: a bar of their own (the area, who is
 * signed in, the site one link away), without the public header, footer or floating buttons.
 */
export async function StaffChrome({ locale, area, children }: { locale: Locale; area: 'admin' | 'partner'; children: ReactNode }) {
  const [t, tMeta, user] = await Promise.all([
    getTranslations({ locale, namespace: 'Staff' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getCurrentUser(),
  ]);
  const home = area === 'admin' ? '/admin' : '/painel-parceiro';
  return (
    <>
      <header className="border-b bg-card">
        <div className="container-page flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
          <div className="flex min-w-0 items-center gap-3">
            <Link href={home} className="flex shrink-0 items-center gap-2.5 rounded-md">
              <Logo tagline={tMeta('tagline')} />
            </Link>
            <span className="hidden rounded-full border px-2.5 py-0.5 text-xs font-semibold text-muted-foreground sm:inline">
              {t(area)}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {user ? (
              <span className="hidden max-w-56 truncate text-sm text-muted-foreground md:inline" title={user.email}>
                {t('signedInAs', { name: user.fullName || user.email })}
              </span>
            ) : null}
            {area === 'admin' && user?.roles.includes('partner') ? (
              <Link
                href="/painel-parceiro"
                className="inline-flex min-h-9 items-center rounded-md px-2 text-sm font-medium hover:bg-accent"
              >
                {t('partner')}
              </Link>
            ) : null}
            {area === 'partner' && user?.isAdmin ? (
              <Link href="/admin" className="inline-flex min-h-9 items-center rounded-md px-2 text-sm font-medium hover:bg-accent">
                {t('admin')}
              </Link>
            ) : null}
            <Link href="/" className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-accent">
              <ExternalLink className="size-4" aria-hidden />
              {t('viewSite')}
            </Link>
            <LanguageSwitcher />
            <ThemeToggle />
            {user ? <SignOutButton compact /> : null}
          </div>
        </div>
      </header>
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </>
  );
}
