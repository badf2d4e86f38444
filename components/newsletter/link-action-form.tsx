'use client';

import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { NewsletterLinkState } from '@/lib/actions/public/newsletter';

type LinkAction = (prev: NewsletterLinkState, formData: FormData) => Promise<NewsletterLinkState>;

/** One button that acts on a newsletter link's token, answered in place (texts rendered by the server). */
export function LinkActionForm({
  action,
  token,
  prompt,
  button,
  done,
  invalid,
}: {
  action: LinkAction;
  token: string;
  prompt: string;
  button: string;
  done: string;
  invalid: string;
}) {
  const [state, formAction, pending] = useActionState<NewsletterLinkState, FormData>(action, { status: 'idle' });
  if (state.status === 'done') return <p role="status">{done}</p>;
  return (
    <form action={formAction} className="flex flex-col items-start gap-4">
      <p>{prompt}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttonClass()} disabled={pending}>
        {button}
      </button>
      {state.status === 'invalid' ? <p role="alert">{invalid}</p> : null}
    </form>
  );
}
