import { ChevronDown } from '@/components/ui/icons';
import type { FaqItem } from '@/lib/content/types';

/**
 * FAQ as the platform's exclusive accordion: `<details name="faq">` keeps one answer open, works
 * before (and without) JavaScript, and is a disclosure to keyboards and screen readers. The first
 * answer starts open; the open one can be closed.
 */
export function FaqAccordion({ items, chips }: { items: FaqItem[]; chips: string[] }) {
  return (
    <div className="flex flex-col gap-3">
      {items.map((item, i) => (
        <details key={item.question} name="faq" open={i === 0} className="group rounded-2xl border bg-card">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <div className="px-5 pb-5">
            <p className="leading-relaxed text-muted-foreground">{item.answer}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {chips.map((chip) => (
                <li key={chip} className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
                  {chip}
                </li>
              ))}
            </ul>
          </div>
        </details>
      ))}
    </div>
  );
}
