import { SiteChrome } from '@/components/layout/site-chrome';
import { pageLocale } from '@/i18n/page-locale';

/** Sign-in and the client area belong to the public site: its header and footer around them. */
export default async function PublicAccountLayout({ children, params }: LayoutProps<'/[locale]'>) {
  return <SiteChrome locale={pageLocale((await params).locale)}>{children}</SiteChrome>;
}
