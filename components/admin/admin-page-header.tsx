import { ChevronLeft } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';

/** An admin sub-page's heading: the way back to the admin home, the title and what the page is for. */
export function AdminPageHeader({ backLabel, title, subtitle }: { backLabel: string; title: string; subtitle: string }) {
  return (
    <div>
      <Link href="/admin" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ChevronLeft className="size-4" aria-hidden />
        {backLabel}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold">{title}</h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">{subtitle}</p>
    </div>
  );
}
