import { useActionState, useEffect, useEffectEvent } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ActionResult } from '@/lib/actions/client';
import { toast } from '@/components/ui/toast';
import { errorAtPath, firstError, type FieldError } from './field-errors';

/** The toast shown when the action cannot be reached at all (network down, server redeployed). */
export interface Unreachable {
  title: string;
  description?: string;
}

/** An action's answer as a toast: its title and text, green when it succeeded. */
export function toastResult(result: ActionResult) {
  toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
}

/** A server action as a plain `<form action>` takes it through React's action state. */
export type FormAction = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/**
 * The submission of a plain `<form action>` control (one field or one button): given the server
 * action itself, it works before the page hydrates and without JavaScript; with scripts its answer
 * is also toasted and handed to `onResult`. A control whose success unmounts it (its row goes,
 * its status select gets a new key) toasts as the answer arrives instead (`unmounts`), which
 * needs scripts. The action re-renders what it changed.
 */
export function useFormAction(
  action: FormAction,
  {
    onResult,
    unmounts = false,
    permalink,
  }: {
    onResult?: (result: ActionResult) => void;
    unmounts?: boolean;
    /** Where the form posts without JavaScript (else the page's own address, query included). */
    permalink?: string;
  } = {},
) {
  const settle = (result: ActionResult) => {
    toastResult(result);
    onResult?.(result);
  };
  const [state, formAction, pending] = useActionState<ActionResult | null, FormData>(
    unmounts
      ? async (previous, formData) => {
          const result = await action(previous, formData);
          settle(result);
          return result;
        }
      : action,
    null,
    permalink,
  );
  const settleOnce = useEffectEvent(settle);
  useEffect(() => {
    if (state && !unmounts) settleOnce(state);
  }, [state, unmounts]);
  return { state, formAction, pending };
}

/** Calls a server action and shows its answer as a toast; null (after the `unreachable` toast) when the call itself failed. */
async function callAction<R extends ActionResult>(run: () => Promise<R>, unreachable: Unreachable): Promise<R | null> {
  let result: R;
  try {
    result = await run();
  } catch {
    toast({ ...unreachable, variant: 'error' });
    return null;
  }
  toastResult(result);
  return result;
}

/**
 * A refusal tied to one of the form's fields is shown next to it and focused; what was typed
 * stays. `fields` limits it to the fields the form shows (a hidden id has no place for a message).
 */
export function showFieldError<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  result: ActionResult | null,
  fields?: readonly string[],
): boolean {
  if (!result || result.ok || !result.field || !result.description) return false;
  // A nested path (a list's item) belongs to its top-level field.
  if (fields && !fields.includes(result.field.split('.')[0] ?? '')) return false;
  form.setError(result.field as Path<T>, { type: 'server', message: result.description }, { shouldFocus: true });
  return true;
}

/** The texts a form's submission needs from its own namespace. */
export interface ActionFormMessages {
  validationTitle: string;
  /** The text of a schema issue's message key. */
  issue: (key: string | undefined) => string;
  unreachable: Unreachable;
}

/**
 * The submission of a react-hook-form form through a server action: the form's zod schema
 * validates in the browser (every invalid field shows its message, the first one also in a
 * toast), then the action validates again and answers with a toast. A refusal tied to a field is
 * shown next to it and focused; what was typed stays.
 */
export function useActionForm<T extends FieldValues, O, R extends ActionResult>(
  form: UseFormReturn<T, unknown, O>,
  {
    action,
    onSuccess,
    messages,
    preload,
    hold,
  }: {
    action: (data: O) => Promise<R>;
    onSuccess?: (result: Extract<R, { ok: true }>, data: O) => void;
    messages: ActionFormMessages;
    /** Fetches the schemas ahead of the first submission. */
    preload: () => void;
    /** True when valid data must wait for a confirmation first; the confirmation calls `send`. */
    hold?: (data: O) => boolean;
  },
) {
  const fields = Object.keys(form.formState.defaultValues ?? {}) as Path<T>[];

  /** Schema errors carry a message key, server errors the translated text. */
  const textOf = (error: FieldError) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : messages.issue(error.message);
  };

  const onInvalid = (errors: FieldErrors<T>) => {
    // The first error in the form's field order, nested lists included.
    const first = firstError(Object.fromEntries(fields.map((f) => [f, errors[f]])));
    toast({ title: messages.validationTitle, description: textOf(first), variant: 'error' });
  };

  const send = async (data: O) => {
    const result = await callAction(() => action(data), messages.unreachable);
    if (result?.ok) onSuccess?.(result as Extract<R, { ok: true }>, data);
    else showFieldError(form, result, fields);
  };

  return {
    onSubmit: form.handleSubmit((data) => (hold?.(data) ? undefined : send(data)), onInvalid),
    /** Sends valid data the form held for a confirmation. */
    send,
    isSubmitting: form.formState.isSubmitting,
    /** The message at a field's dotted path (a list's own message included). */
    errorText: (path: string) => textOf(errorAtPath(form.formState.errors, path)),
    /** Call on focus. */
    preload,
  };
}
