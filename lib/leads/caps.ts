import { FIELD_CAPS, LIMITS } from '@/lib/site';

export function capFor(field: string): number {
  return (FIELD_CAPS as Record<string, number>)[field] ?? LIMITS.formString;
}

/** SPEC §5: while typing, input is ignored once it would exceed the field's cap. */
export function applyCap(field: string, previous: string, next: string): string {
  return next.length > capFor(field) ? previous : next;
}
