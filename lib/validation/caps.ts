import type { z } from 'zod';

/**
 * Typing caps read from the schemas themselves (a field's `.max()`), so a form's `maxLength`
 * never restates a limit. Walks optional/default/pipe wrappers down to the string checks.
 */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const zod = schema._zod;
  const def = zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; out?: z.core.$ZodType };
  if (def.innerType) return maxLengthOf(def.innerType);
  if (def.type === 'pipe') {
    const found = [def.in && maxLengthOf(def.in), def.out && maxLengthOf(def.out)].filter((n): n is number => typeof n === 'number');
    return found.length ? Math.min(...found) : undefined;
  }
  // zod's string schemas expose their `.max()` as `maxLength` (null when unset).
  const max = (schema as { maxLength?: number | null }).maxLength;
  return typeof max === 'number' && Number.isFinite(max) ? max : undefined;
}

/** The cap of every string field of an object schema; fields without one get `fallback`. */
export function fieldCaps<S extends z.ZodObject>(schema: S, fallback: number): Record<keyof S['shape'] & string, number> {
  return Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, maxLengthOf(v as z.core.$ZodType) ?? fallback])) as Record<
    keyof S['shape'] & string,
    number
  >;
}
