'use client';

import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/client';

type LinkAction = (prev: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/** One button that acts on a newsletter link's token, answered in place (texts rendered by the server). */
export function LinkActionForm({
  action,
  locale,
  token,
  prompt,
  button,
  done,
}: {
  action: LinkAction;
  locale: string;
  token: string;
  prompt: string;
  button: string;
  done: string;
}) {
  const [state, formAction, pending] = useActionState<ActionResult | null, FormData>(action, null);
  if (state?.ok) return <p role="status">{done}</p>;
  return (
    <form action={formAction} className="flex flex-col items-start gap-4">
      <p>{prompt}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttonClass()} disabled={pending}>
        {button}
      </button>
      {state ? <p role="alert">{state.description ?? state.title}</p> : null}
    </form>
  );
}
