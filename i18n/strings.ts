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

/** Dotted paths to the groups (non-string nodes) of a messages object. */
type Groups<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | Groups<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A namespace, or one group inside it ('Home.live'), to hand to client components. */
export type MessageGroup = Groups<Messages>;

/** A group, or a single string ('Account.login'), to hand to client components. */
export type MessagePath = MessageGroup | Leaves<Messages>;

/** Flattens groups (and single strings) of the catalogue into "Namespace.path.key" → string for the client string context. */
export function flattenMessages(catalogue: Record<string, unknown>, groups: readonly MessagePath[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out[prefix] = value;
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, `${prefix}.${k}`);
  };
  for (const group of groups)
    walk(
      group.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], catalogue),
      group,
    );
  return out;
}
