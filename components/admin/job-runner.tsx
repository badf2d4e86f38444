'use client';

import { createContext, use, useActionState, type ReactNode } from 'react';
import type { ActionResult } from '@/lib/actions/client';
import { cn } from '@/lib/utils';

type RunAction = (prev: ActionResult | null, formData: FormData) => Promise<ActionResult>;

const RunContext = createContext<((formData: FormData) => void) | null>(null);

/**
 * The scheduled jobs page's "run now" forms share one answer, shown above them: plain forms
 * posting to the action, so a job runs before the page hydrates and without JavaScript.
 */
export function JobRunner({
  action,
  styles,
  children,
}: {
  action: RunAction;
  styles: { ok: string; failed: string };
  children: ReactNode;
}) {
  const [state, formAction] = useActionState<ActionResult | null, FormData>(action, null);
  return (
    <RunContext value={formAction}>
      {state ? (
        <p
          role="status"
          data-testid="job-ran"
          className={cn('rounded-xl border px-4 py-3 font-medium', state.ok ? styles.ok : styles.failed)}
        >
          {state.title}
        </p>
      ) : null}
      {children}
    </RunContext>
  );
}

/** One job's form, posting to the runner's action. */
export function RunJobForm({ locale, job, children }: { locale: string; job: string; children: ReactNode }) {
  const action = use(RunContext);
  return (
    <form action={action ?? undefined}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="job" value={job} />
      {children}
    </form>
  );
}
