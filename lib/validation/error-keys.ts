/* What the *-errors modules share; zod-free, so client code can name the keys. */

/** A key of a namespace's `errors` group without its prefix: 'errors.nameMin' → 'nameMin'. */
export type ErrorLeaf<K> = K extends `errors.${infer L}` ? L : never;

/** What a message's text is filled with, e.g. the characters a rule refused as `chars`. */
export type MessageValues = Record<string, string>;

// A schema message that carries values is its key, '?', then the values as a query string. Keys
// are plain words, so the first '?' ends the key and a value may hold any character.
const SEPARATOR = '?';

/** A schema message with the values its text needs: ('nameChars', { chars: '( )' }) → 'nameChars?chars=%28+%29'. */
export function withValues(key: string, values: MessageValues): string {
  return `${key}${SEPARATOR}${new URLSearchParams(values).toString()}`;
}

/** The key part of a schema message (the whole message when it carries no values). */
function keyOf(message: string | undefined): string {
  return (message ?? '').split(SEPARATOR, 1)[0]!;
}

/** The values a schema message carries for its text; none for a plain key. */
export function messageValues(message: string | undefined): MessageValues {
  const at = message?.indexOf(SEPARATOR) ?? -1;
  return at === -1 ? {} : Object.fromEntries(new URLSearchParams(message!.slice(at + 1)));
}

/** `{ messageValues }` of a schema message that carries values, else nothing: for spreading into a result. */
export function valuesOf(message: string | undefined): { messageValues?: MessageValues } {
  const values = messageValues(message);
  return Object.keys(values).length > 0 ? { messageValues: values } : {};
}

/** A schema message as one of the known `keys`; anything else (zod's own texts) reads as 'invalidInput'. */
export function knownKey<K extends string>(keys: readonly K[], message: string | undefined): K | 'invalidInput' {
  const key = keyOf(message);
  return (keys as readonly string[]).includes(key) ? (key as K) : 'invalidInput';
}
