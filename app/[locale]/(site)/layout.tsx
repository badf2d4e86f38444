import { SiteChrome } from '@/components/layout/site-chrome';
import { pageLocale } from '@/i18n/page-locale';

/** Every public page inside the site's header and footer. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  return <SiteChrome locale={pageLocale((await params).locale)}>{children}</SiteChrome>;
}
