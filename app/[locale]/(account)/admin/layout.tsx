import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { pageLocale } from '@/i18n/page-locale';

/** Every back-office page under one menu; each page checks the admin role itself. */
export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = pageLocale((await params).locale);
  return (
    <>
      <AdminNav locale={locale} />
      {children}
    </>
  );
}
