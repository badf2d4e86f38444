'use client';

import {
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/utils';

/** Shared look of text controls; the invalid state follows aria-invalid. */
const control = 'control'; // app/blocks.css

/**
 * Typing cap: input that would make the value longer than `cap` is ignored whole (a paste over
 * the limit changes nothing, rather than arriving cut). The change never reaches the form.
 */
function useCap<E extends HTMLInputElement | HTMLTextAreaElement>(
  cap: number | undefined,
  onChange?: (event: ChangeEvent<E>) => void,
  onFocus?: (event: FocusEvent<E>) => void,
) {
  const accepted = useRef<string | null>(null);
  return {
    onFocus(event: FocusEvent<E>) {
      accepted.current = event.target.value;
      onFocus?.(event);
    },
    onChange(event: ChangeEvent<E>) {
      if (cap !== undefined && event.target.value.length > cap) {
        event.target.value = accepted.current ?? event.target.value.slice(0, cap);
        return;
      }
      accepted.current = event.target.value;
      onChange?.(event);
    },
  };
}

type Capped = { cap?: number };

export function Input({
  className,
  cap,
  onChange,
  onFocus,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & Capped & { ref?: React.Ref<HTMLInputElement> }) {
  return <input className={cn(control, 'h-11', className)} {...props} {...useCap(cap, onChange, onFocus)} />;
}

export function Textarea({
  className,
  cap,
  onChange,
  onFocus,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Capped & { ref?: React.Ref<HTMLTextAreaElement> }) {
  return <textarea className={cn(control, 'py-2.5', className)} {...props} {...useCap(cap, onChange, onFocus)} />;
}

/** A native select: keyboard, screen readers and mobile pickers work as people expect. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> }) {
  return <select className={cn(control, 'h-11', className)} {...props} />;
}

export function Checkbox({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: React.Ref<HTMLInputElement> }) {
  return <input type="checkbox" className={cn('size-4 shrink-0 rounded border-input accent-primary', className)} {...props} />;
}
