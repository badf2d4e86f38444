/* What the *-errors modules share; zod-free, so client code can name the keys. */

/** A key of a namespace's `errors` group without its prefix: 'errors.nameMin' → 'nameMin'. */
export type ErrorLeaf<K> = K extends `errors.${infer L}` ? L : never;

/** A schema message as one of the known `keys`; anything else (zod's own texts) reads as 'invalidInput'. */
export function knownKey<K extends string>(keys: readonly K[], message: string | undefined): K | 'invalidInput' {
  return (keys as readonly string[]).includes(message ?? '') ? (message as K) : 'invalidInput';
}
