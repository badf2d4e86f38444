'use client';

import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { applyCap } from '@/lib/leads/caps';
import { useLeadSubmit } from './use-lead-submit';

/** Footer newsletter sign-up (SPEC §2.2, §5): nothing is sent while the field is empty. */
export function NewsletterForm({ strings }: { strings: Record<string, string> }) {
  const [email, setEmail] = useState('');
  const { submit, isSubmitting, preload } = useLeadSubmit('newsletter');
  const id = useId();
  return (
    <form
      noValidate
      className="flex w-full max-w-md flex-col gap-2"
      onFocus={preload}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!email.trim()) return;
        const honeypot = (new FormData(event.currentTarget).get('website') as string | null) ?? '';
        const outcome = await submit({ email }, honeypot);
        if (outcome.ok) setEmail('');
      }}
    >
      <label htmlFor={id} className="sr-only">
        {strings.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={strings.placeholder}
          value={email}
          onChange={(e) => setEmail(applyCap('email', email, e.target.value))}
          className="h-11 min-w-0 flex-1 rounded-lg border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30"
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-70"
        >
          {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {isSubmitting ? strings.submitting : strings.submit}
        </button>
      </div>
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="text-xs text-muted-foreground">{strings.consent}</p>
    </form>
  );
}
