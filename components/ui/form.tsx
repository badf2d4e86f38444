import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';

/**
 * What every form's fields build on, with or without react-hook-form: a FormField that wires the
 * label, the hint and the error to its control, and the honeypot.
 */

/** The ARIA wiring a control receives from its FormField. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/** A labelled control with an optional hint and its error message (announced with the field). */
export function FormField({
  label,
  hint,
  error,
  required = false,
  srOnlyLabel = false,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  srOnlyLabel?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={srOnlyLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field people never see: bots fill it, and the server drops what they send. */
export function Honeypot({ label = 'Website' }: { label?: string }) {
  return (
    // The box is hidden from assistive technology, not the label: a label with aria-hidden around its field is invalid HTML.
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** Reads the honeypot of a submitted form. */
export function honeypotOf(event: { target: EventTarget | null } | undefined): string {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  return form ? String(new FormData(form).get(HONEYPOT_FIELD) ?? '') : '';
}
