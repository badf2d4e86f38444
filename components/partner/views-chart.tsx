/**
 * Profile views per day as plain CSS bars (no chart library). The bars are decoration for
 * sighted users; the figure's caption gives the total and a visually hidden table every value.
 */
export function ViewsChart({
  data,
  labels,
}: {
  data: { day: string; views: number; label: string }[];
  labels: { total: string; peak: string; caption: string; day: string; count: string };
}) {
  const max = Math.max(1, ...data.map((d) => d.views));
  return (
    <figure className="relative flex flex-col gap-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold" data-testid="views-total">
          {labels.total}
        </span>
        <span className="text-sm text-muted-foreground">{labels.peak}</span>
      </figcaption>
      <div aria-hidden className="flex h-36 items-end gap-px border-b border-border sm:gap-0.5">
        {data.map((d) => (
          <div key={d.day} className="flex h-full min-w-0 flex-1 items-end" title={`${d.label}: ${d.views}`}>
            <div
              className={d.views ? 'w-full rounded-t-sm bg-primary' : 'w-full rounded-t-sm bg-muted-foreground/30'}
              style={{ height: d.views ? `${Math.max(4, (d.views / max) * 100)}%` : '2px' }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden className="flex justify-between text-xs text-muted-foreground">
        <span>{data[0]?.label}</span>
        <span>{data.at(-1)?.label}</span>
      </div>
      {/* A table is never narrower than its content: the wrapper, not the table, is what hides it. */}
      <div className="sr-only">
        <table>
          <caption>{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.day}</th>
              <th scope="col">{labels.count}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.label}</th>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
