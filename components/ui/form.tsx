import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';

/**
 * The form kit every form builds on: react-hook-form with the zod resolver, and a FormField that
 * wires the label, the hint and the error to its control. Schemas and the resolver load with the
 * first validation, so zod never weighs on a page's first load; this module itself imports no
 * react-hook-form code.
 */

const noSubscription = () => () => {};

/**
 * For a form rendered with the page: `hydrated` is false in the server HTML and until the page
 * hydrates, and `shownAt` is the page's start, from which the minimum fill time counts (the form
 * is on screen from the first paint).
 */
export function usePageForm() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [shownAt] = useState(() => (typeof performance === 'undefined' ? 0 : Math.round(performance.timeOrigin)));
  return { hydrated, shownAt };
}

/**
 * A form's send button, held until the page hydrates: the browser's own submit would put the
 * fields in the address. The wait is short, so the button keeps its look meanwhile rather than
 * flashing dimmed on every visit; while sending it is dimmed.
 */
export function SendButton({
  hydrated,
  busy,
  className,
  children,
}: {
  hydrated: boolean;
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={!hydrated || busy}
      className={cn(className, !hydrated && !busy && 'disabled:cursor-progress disabled:opacity-100')}
    >
      {children}
    </Button>
  );
}

/** A zod resolver whose schema (and the resolver itself) is imported on first use. */
export function lazyZodResolver<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  load: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Resolver<TInput, unknown, TOutput> | undefined;
  return async (values, context, options) => {
    if (resolver) return resolver(values, context, options);
    // react-hook-form keeps writing into `values` while the schema loads: check what was submitted,
    // not what has been typed since.
    const submitted = structuredClone(values);
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), load()]);
    // The schema's input and output types are the form's own; the resolver's generic types cannot see that.
    resolver ??= zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>;
    return resolver(submitted, context, options);
  };
}

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
