import type { ReactNode } from 'react';
import { StaffChrome } from '@/components/layout/staff-chrome';
import { pageLocale } from '@/i18n/page-locale';

/** The partner panel in the staff's own frame; the page checks the partner role itself. */
export default async function PartnerLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return (
    <StaffChrome locale={pageLocale((await params).locale)} area="partner">
      {children}
    </StaffChrome>
  );
}
