import type { ReactNode } from 'react';

/** A titled card of a back-office detail page; `id` names its heading for the landmark. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
