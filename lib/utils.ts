import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No class-merging at runtime (tailwind-merge costs ~9 KB of JavaScript on
 * every page): callers never pass two utilities for the same property.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
