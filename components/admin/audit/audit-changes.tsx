import type { AuditDiff } from '@/lib/admin/audit';
import { cn } from '@/lib/utils';

export interface AuditChangesLabels {
  summary: string;
  noData: string;
  field: string;
  before: string;
  after: string;
  changed: string;
  details: string;
  empty: string;
}

/** An audit entry's data in a disclosure: each field before → after (changed ones marked), then anything else it recorded. */
export function AuditChanges({ diff, labels }: { diff: AuditDiff; labels: AuditChangesLabels }) {
  if (diff.changes.length === 0 && diff.details.length === 0) return <span className="text-muted-foreground">{labels.noData}</span>;
  const value = (text: string | null) =>
    text === null ? <span className="italic text-muted-foreground">{labels.empty}</span> : <span className="break-words">{text}</span>;
  return (
    <details data-testid="audit-data">
      <summary className="cursor-pointer whitespace-nowrap text-sm font-medium text-primary hover:underline">{labels.summary}</summary>
      <div className="mt-2 flex min-w-72 max-w-xl flex-col gap-3">
        {diff.changes.length ? (
          <table className="w-full text-xs">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {labels.field}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {labels.before}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {labels.after}
                </th>
              </tr>
            </thead>
            <tbody>
              {diff.changes.map((c) => (
                <tr
                  key={c.key}
                  className={cn('border-b align-top last:border-0', c.changed && 'bg-accent/60')}
                  data-changed={c.changed || undefined}
                >
                  <th scope="row" className="py-1 pr-3 text-left font-mono font-medium">
                    {c.key}
                    {c.changed ? <span className="sr-only"> ({labels.changed})</span> : null}
                  </th>
                  <td className={cn('py-1 pr-3', c.changed && 'line-through decoration-1')}>{value(c.before)}</td>
                  <td className={cn('py-1', c.changed && 'font-semibold')}>
                    {c.changed ? <span aria-hidden>→ </span> : null}
                    {value(c.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {diff.details.length ? (
          <div className="flex flex-col gap-1">
            <p className="text-xs font-medium text-muted-foreground">{labels.details}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              {diff.details.map((d) => (
                <div key={d.key} className="contents">
                  <dt className="font-mono font-medium">{d.key}</dt>
                  <dd className="break-words">{d.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </details>
  );
}
