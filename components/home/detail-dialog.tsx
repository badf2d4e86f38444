import { ArrowRight, CheckCircle2, ShieldCheck, Sparkles } from '@/components/ui/icons';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/utils';
import { buttonClass } from '@/components/ui/button';
import type { DetailDialogData } from '@/lib/content/home-dialogs';

const ICONS = { check: CheckCircle2, shield: ShieldCheck, spark: Sparkles };

/** The dialog of a hero button, service tile or certification card (loaded on first open). */
export default function DetailDialog({
  data,
  onClose,
  closeLabel,
  returnFocus,
}: {
  data: DetailDialogData | null;
  onClose: () => void;
  closeLabel: string;
  returnFocus: () => void;
}) {
  return (
    <Dialog open={data !== null} onOpenChange={(open) => !open && onClose()}>
      {data ? (
        <DialogContent
          closeLabel={closeLabel}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className={cn('relative isolate bg-gradient-to-br p-6 pr-14 text-white sm:py-8 sm:pl-8', data.gradient)}>
            {/* A dark veil keeps white text readable on every gradient. */}
            <span aria-hidden className="absolute inset-0 -z-10 bg-black/35" />
            {data.badge ? <p className="mb-2 inline-block rounded-full bg-white/20 px-3 py-1 text-xs font-bold">{data.badge}</p> : null}
            <DialogTitle className="text-2xl font-extrabold sm:text-3xl">{data.title}</DialogTitle>
            <DialogDescription className="mt-2 text-white/95">{data.description}</DialogDescription>
          </div>
          <div className="grid gap-6 p-6 sm:grid-cols-2 sm:p-8">
            {data.sections.map((section) => {
              const Icon = ICONS[section.icon];
              return (
                <section key={section.title}>
                  <h3 className="mb-3 font-bold">{section.title}</h3>
                  <ul className="flex flex-col gap-2 text-sm">
                    {section.items.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                        {item}
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
          <div className="flex flex-col items-start gap-3 border-t p-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
            {data.footnote ? <p className="text-sm font-semibold">{data.footnote}</p> : <span />}
            <Link href={data.cta.href} onClick={onClose} className={buttonClass()}>
              {data.cta.label}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
