import { IntlErrorCode, type AbstractIntlMessages, type IntlError } from 'next-intl';
import type main from '@/messages/pt.json';
import type panels from '@/messages/panels/pt.json';

/** Two message trees as one: groups present in both are merged key by key. */
type Merge<A, B> = {
  [K in keyof A | keyof B]: K extends keyof A ? (K extends keyof B ? Merge<A[K], B[K]> : A[K]) : K extends keyof B ? B[K] : never;
};

/**
 * The message catalogue's shape (Portuguese is the reference; the others must match it): the main
 * file plus the floating panels' own file, which the server merges into it.
 */
export type Messages = Merge<typeof main, typeof panels>;
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

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `b` laid over `a`, groups merged key by key; neither argument is changed. */
export function mergeMessages<A extends object, B extends object>(a: A, b: B): Merge<A, B> {
  const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] = isGroup(current) && isGroup(value) ? mergeMessages(current, value) : value;
  }
  return out as Merge<A, B>;
}

/** The given groups (and single strings) of a catalogue, nested as in the catalogue ('Home.live' → { Home: { live } }). */
export function pickMessages(catalogue: object, paths: readonly MessagePath[]): AbstractIntlMessages {
  return paths.reduce<AbstractIntlMessages>((picked, path) => {
    const keys = path.split('.');
    const value = keys.reduce<unknown>((node, key) => (isGroup(node) ? node[key] : undefined), catalogue);
    if (value === undefined) return picked;
    return mergeMessages(picked, keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as object);
  }, {});
}

/** A missing translation key renders as the key itself ("Namespace.key"), on the server and in the client. */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

/** Missing keys already show as their fallback; anything else is worth a log line. */
export function onMessageError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) return;
  console.error(error);
}
