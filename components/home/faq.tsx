'use client';

import { ChevronDown } from '@/components/ui/icons';
import { useId, useState } from 'react';
import type { FaqItem } from '@/lib/content/types';

/** FAQ accordion: one item open at a time; the open one can be collapsed. */
export function FaqAccordion({ items, chips }: { items: FaqItem[]; chips: string[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <li key={item.question} className="rounded-2xl border bg-card">
            <h3>
              <button
                type="button"
                id={`${id}-q${i}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${i}`}
                onClick={() => setOpen(expanded ? null : i)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold"
              >
                {item.question}
                <ChevronDown className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`} aria-hidden />
              </button>
            </h3>
            <div id={`${id}-a${i}`} role="region" aria-labelledby={`${id}-q${i}`} hidden={!expanded} className="px-5 pb-5">
              <p className="leading-relaxed text-muted-foreground">{item.answer}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {chips.map((chip) => (
                  <li key={chip} className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
                    {chip}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
