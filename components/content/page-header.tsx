import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import type { Locale } from '@/i18n/locales';

export function PageHeader({
  locale,
  pathname,
  title,
  lead,
  labels,
  children,
}: {
  locale: Locale;
  pathname: string;
  title: string;
  lead?: string;
  /** Breadcrumb names for deeper paths, e.g. {'/servicos/backup': 'Backup Profissional'}. */
  labels?: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <section className="border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="container-page flex flex-col gap-4 py-10 sm:py-14">
        <Breadcrumbs locale={locale} pathname={pathname} labels={labels} />
        <h1 className="max-w-4xl text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
        {lead ? <p className="max-w-3xl text-lg leading-relaxed text-muted-foreground">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
