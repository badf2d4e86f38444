'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Loader2 } from '@/components/ui/icons';
import { useFormAction, type FormAction } from '@/components/ui/use-action';

/**
 * A back-office control of one button: a plain form posting to a server action, so it works
 * before the page hydrates and without JavaScript. The answer is toasted (with scripts) and shown
 * beside the button; the action re-renders what it changed.
 */
export function ActionButtonForm({
  action,
  fields,
  label,
  pendingLabel,
  ariaLabel,
  icon,
  testId,
  unmounts = false,
}: {
  action: FormAction;
  /** Hidden fields the action reads (the locale, the row's id, …). */
  fields: Record<string, string>;
  label: string;
  pendingLabel?: string;
  ariaLabel: string;
  icon?: ReactNode;
  testId: string;
  /** The row goes with a success, so the answer is toasted as it arrives (needs scripts). */
  unmounts?: boolean;
}) {
  const { state, formAction, pending } = useFormAction(action, { unmounts });
  return (
    <form action={formAction} className="flex flex-col items-start gap-1">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="outline" size="sm" disabled={pending} aria-label={ariaLabel} data-testid={testId}>
        {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : icon}
        {pending ? (pendingLabel ?? label) : label}
      </Button>
      <p aria-live="polite" className="max-w-56 text-xs text-muted-foreground empty:hidden">
        {state ? (state.description ?? state.title) : ''}
      </p>
    </form>
  );
}
