import type { ReactNode } from 'react';
import { ChevronLeft } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';

/**
 * An admin sub-page's heading: the way back (to the admin home, or a detail page's list), the title
 * with an optional status badge, and what the page is for (`subtitle`) or other lines (`children`).
 */
export function AdminPageHeader({
  backHref = '/admin',
  backLabel,
  title,
  badge,
  subtitle,
  children,
}: {
  backHref?: string;
  backLabel: string;
  title: string;
  badge?: ReactNode;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Link href={backHref} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ChevronLeft className="size-4" aria-hidden />
        {backLabel}
      </Link>
      {badge ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-extrabold break-words">{title}</h1>
          {badge}
        </div>
      ) : (
        <h1 className="mt-3 text-3xl font-extrabold">{title}</h1>
      )}
      {subtitle ? <p className="mt-1 max-w-3xl text-muted-foreground">{subtitle}</p> : null}
      {children}
    </div>
  );
}
