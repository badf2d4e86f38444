import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { StaffChrome } from '@/components/layout/staff-chrome';
import { pageLocale } from '@/i18n/page-locale';

/** Every back-office page under one menu, in the staff's own frame; each page checks the admin role itself. */
export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = pageLocale((await params).locale);
  return (
    <StaffChrome locale={locale} area="admin">
      <AdminNav locale={locale} />
      {children}
    </StaffChrome>
  );
}
