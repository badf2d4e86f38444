import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Loader2, type IconComponent } from '@/components/ui/icons';

/** A lead action's form: checked in the browser (its schema loads on first focus) and again by the action. */
export function LeadActionForm({
  onSubmit,
  testId,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void import('@/lib/validation/admin-leads')}
      className="flex flex-col gap-3"
      data-testid={testId}
    >
      {children}
    </form>
  );
}

/** A lead form's send button: its icon, or a spinner and `busyLabel` while the action runs. */
export function LeadSubmitButton({
  busy,
  icon: IconOf,
  label,
  busyLabel,
  outline,
}: {
  busy: boolean;
  icon: IconComponent;
  label: string;
  busyLabel: string;
  outline?: boolean;
}) {
  return (
    <Button type="submit" variant={outline ? 'outline' : undefined} disabled={busy} className="w-full sm:w-auto sm:self-start">
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <IconOf className="size-4" aria-hidden />}
      {busy ? busyLabel : label}
    </Button>
  );
}
