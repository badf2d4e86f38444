import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';

/** The closing call to action of a page: a heading, a line of text and a link (usually /contato). */
export function CtaBanner({
  title,
  text,
  cta,
  href = '/contato',
  as = 'section',
}: {
  title: string;
  text: string;
  cta: string;
  href?: string;
  as?: 'section' | 'aside';
}) {
  const Tag = as;
  return (
    <Tag className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-8 text-primary-foreground sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-2xl font-bold">{title}</h2>
        <p className="mt-1 max-w-2xl opacity-90">{text}</p>
      </div>
      <Link
        href={href}
        className="inline-flex h-12 shrink-0 items-center gap-2 rounded-lg bg-background px-6 font-semibold text-foreground hover:opacity-90"
      >
        {cta}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Tag>
  );
}
