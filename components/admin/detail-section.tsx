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

export type Field = { label: string; value: ReactNode; wide?: boolean };

/** Label/value pairs, in two columns from sm up (a `wide` one spans both) unless `narrow`; false and null items are left out. */
export function DetailFields({ items, narrow = false }: { items: (Field | false | null)[]; narrow?: boolean }) {
  return (
    <dl className={narrow ? 'grid gap-y-4' : 'grid gap-x-6 gap-y-4 sm:grid-cols-2'}>
      {items
        .filter((f): f is Field => Boolean(f))
        .map(({ label, value, wide }) => (
          <div key={label} className={wide ? 'flex min-w-0 flex-col gap-0.5 sm:col-span-2' : 'flex min-w-0 flex-col gap-0.5'}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
