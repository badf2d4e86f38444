/**
 * CNPJ, numeric or alphanumeric (IN RFB 2.229/2024): 12 characters in 0-9A-Z, then two numeric
 * check digits, written AA.AAA.AAA/AAAA-DD. Stored normalised (14 characters, upper case, no
 * mask) and shown masked. Shared by the forms and the server.
 */

/** The masked form; letters in either case (they are upper-cased on the way in). */
export const CNPJ_FORMAT = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/i;

/** A normalised CNPJ: 12 base characters, 2 numeric check digits. */
const NORMALISED = /^[0-9A-Z]{12}\d{2}$/;

const WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Upper case, mask and any other separator stripped: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export function normalizeCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** A character's value in the modulo-11 sum: its ASCII code minus 48 ('0' = 0 … 'A' = 17 … 'Z' = 42). */
const charValue = (c: string) => c.charCodeAt(0) - 48;

/** The check digit of `base` (12 characters for the first, 13 for the second). */
function checkDigit(base: string): number {
  const weights = WEIGHTS.slice(WEIGHTS.length - base.length);
  const sum = [...base].reduce((acc, c, i) => acc + charValue(c) * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of 12 base characters (normalised first). */
export function cnpjCheckDigits(base: string): string {
  const b = normalizeCnpj(base);
  if (!/^[0-9A-Z]{12}$/.test(b)) throw new Error('A CNPJ base has 12 characters in 0-9A-Z');
  const first = checkDigit(b);
  return `${first}${checkDigit(`${b}${first}`)}`;
}

/** True when the value, masked or not, in any case, is a CNPJ whose check digits agree (all-equal refused). */
export function cnpjDigitsValid(value: string): boolean {
  const c = normalizeCnpj(value);
  if (!NORMALISED.test(c) || /^(.)\1*$/.test(c)) return false;
  return cnpjCheckDigits(c.slice(0, 12)) === c.slice(12);
}

/** A stored CNPJ as shown: AA.AAA.AAA/AAAA-DD when it has 14 characters, otherwise as given. */
export function formatCnpj(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const c = normalizeCnpj(text);
  if (c.length !== 14) return text;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/**
 * Masks while typing: letters upper-cased, the 12 base characters in 0-9A-Z, the 2 check digits
 * numeric; anything else (and anything past 14) dropped.
 */
export function maskCnpj(value: string): string {
  let c = '';
  for (const ch of normalizeCnpj(value)) {
    if (c.length === 14) break;
    if (c.length < 12 || /\d/.test(ch)) c += ch;
  }
  const cuts = [2, 5, 8, 12];
  const marks = ['.', '.', '/', '-'];
  let out = '';
  for (let i = 0; i < c.length; i++) {
    const at = cuts.indexOf(i);
    if (at !== -1) out += marks[at];
    out += c[i];
  }
  return out;
}
