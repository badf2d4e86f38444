import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import { Providers } from '@/components/providers';
import { JsonLdScript } from '@/components/seo/json-ld';
import { Toaster } from '@/components/ui/toaster';
import { ScrollManager } from '@/components/widgets/scroll-manager';
import { Pwa } from '@/components/widgets/pwa';
import { Analytics } from '@/components/widgets/analytics';
import { LeadQueue } from '@/components/widgets/lead-queue';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { pickMessages, type MessagePath } from '@/i18n/strings';
import { organizationJsonLd } from '@/lib/seo/jsonld';
import { COMPANY } from '@/lib/config/company';
import { LOCALE_TAGS, LOCALES } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page-locale';
import { siteUrl } from '@/lib/config/env';
import { BOOT_SCRIPT } from '@/lib/boot-script';
import '../globals.css';

// Inter cut to the weights and characters the site uses (scripts/subset-font.sh): 27 KB instead of
// 48 KB on every first visit's critical path.
const inter = localFont({
  src: '../../fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 800',
});

// The icons drawn by CSS (app/blocks.css): 40 glyphs in 9 KB, needed by every page's first paint.
// `block` keeps an icon blank rather than showing a missing-glyph box while the font loads.
const icons = localFont({
  src: '../../fonts/icons.woff2',
  variable: '--font-icons',
  display: 'block',
  adjustFontFallback: false,
});

/** Namespaces that client components read; everything else stays on the server. */
const CLIENT_NAMESPACES = [
  'Common',
  'Nav',
  'Theme',
  'Language',
  'Error',
  'NotFound',
  // The header's account menu; the account pages' own strings stay on the server.
  'Account.login',
  'Account.clientArea',
  'Account.admin',
  'Account.partnerPanel',
  'Account.logout',
  'Account.logoutError',
  'Leads',
  'LeadErrors',
  // The floating panels' buttons (and the partner prefill); the panels bring the rest with their code.
  'Search.button',
  'Search.shortcut',
  'Widget.open',
  'Widget.close',
  'Widget.title',
  'Widget.partnerMessage',
  'Widget.partnerCities',
  'Assistant.widget.open',
  'Assistant.widget.close',
  'Assistant.widget.title',
] as const satisfies readonly MessagePath[];

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: COMPANY.name, template: t('titleTemplate', { company: COMPANY.name }) },
    applicationName: COMPANY.name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#070b14' },
  ],
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);

  const [messages, timeZone, t, tMeta] = await Promise.all([
    getMessages(),
    getTimeZone(),
    getTranslations('Common'),
    getTranslations('Metadata'),
  ]);

  return (
    <html
      lang={LOCALE_TAGS[locale]}
      className={`${inter.variable} ${icons.variable}`}
      suppressHydrationWarning
      data-scroll-behavior="smooth"
    >
      <body className="flex min-h-dvh flex-col">
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <Providers locale={locale} timeZone={timeZone} messages={pickMessages(messages, CLIENT_NAMESPACES)}>
          <a
            href="#conteudo"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
          >
            {t('skipToContent')}
          </a>
          {/* The public site's frame and the staff's come from their groups' layouts. */}
          {children}
          <NavigationProgress />
          <Toaster />
          <ScrollManager />
          <Pwa locale={locale} />
          <Analytics locale={locale} />
          <LeadQueue locale={locale} />
        </Providers>
        <JsonLdScript data={organizationJsonLd(locale, tMeta('homeDescription', { company: COMPANY.name }))} />
      </body>
    </html>
  );
}
