import type messages from '@/messages/pt.json';

/** The message catalogue's shape (Portuguese is the reference; the others must match it). */
export type Messages = typeof messages;
export type Namespace = keyof Messages;

/** Dotted paths to the string leaves of a messages object. */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Keys of a namespace, e.g. MessageKey<'Leads'> = 'validationTitle' | … */
export type MessageKey<N extends Namespace> = Leaves<Messages[N]>;

/** Flattens namespaces of the catalogue into "Namespace.key" → string for the client string context. */
export function flattenMessages(catalogue: Record<string, unknown>, namespaces: readonly Namespace[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out[prefix] = value;
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, `${prefix}.${k}`);
  };
  for (const ns of namespaces) walk(catalogue[ns], ns);
  return out;
}
