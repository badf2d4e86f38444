import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

// The classes behind each name are in app/blocks.css (.btn, .btn-<variant>, .btn-<size>).
const VARIANTS = { primary: 'btn-primary', outline: 'btn-outline', ghost: 'btn-ghost', whatsapp: 'btn-whatsapp' } as const;
const SIZES = { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg' } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/**
 * The classes of a button, for <button> and for links styled as buttons (server or client).
 * Pass layout-only extras in `className` (width, margins); never a second colour or height.
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn('btn', VARIANTS[variant], SIZES[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
