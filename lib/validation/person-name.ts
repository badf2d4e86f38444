import { text } from './zod';
import { onlyCharacters } from './characters';

/** A character of a person's name: a letter (accented included), a combining mark, a space, an apostrophe or a hyphen. */
export const NAME_CHARACTER = /[\p{L}\p{M}\s'-]/u;

/**
 * A person's name, the same rule in every form that asks for one: trimmed, `min` to `max`
 * characters (each form keeps its own bounds and texts), and only name characters; a refusal is
 * 'nameChars' naming the characters it refused.
 */
export function personName<K extends string>(min: number, max: number, tooShort: K, tooLong: K) {
  return text({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong).superRefine(onlyCharacters(NAME_CHARACTER, 'nameChars'));
}
