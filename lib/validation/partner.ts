import { text, z } from './zod';
import { UF_CODES, type Uf } from '@/lib/config/brazil';
import { emailField, normalizeStrings } from './leads';
import { partnerErrorKey, type PartnerErrorKey } from './partner-errors';

/**
 * What a partner may change on their own profile: contact e-mail, phone and territories.
 * Shared by the dashboard form and the server. Messages are keys of the PartnerDashboard
 * `errors` messages; unknown keys (e.g. a partner id) are refused, never read.
 */

/** Cities per territory. */
export const MAX_TERRITORY_CITIES = 50;

const PHONE = /^\(\d{2}\) \d{4,5}-\d{4}$/;

/** One territory per state: a second one for the same state is refused at its state field. */
export function oneTerritoryPerState(list: readonly { state_code: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  list.forEach((t, i) => {
    if (seen.has(t.state_code)) ctx.addIssue({ code: 'custom', message: 'stateDuplicate', path: [i, 'state_code'] });
    seen.add(t.state_code);
  });
}

/** A territory's state and one of its cities, as the partner and the admin forms both take them. */
export const territoryState = text({ error: 'stateInvalid' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(UF_CODES as unknown as [Uf, ...Uf[]], { error: 'stateInvalid' }));
export const territoryCity = text({ error: 'cityMin' }).trim().min(2, 'cityMin').max(100, 'cityMax');

/** Keeps the first spelling of each city (case-insensitive). */
export function uniqueCities(cities: string[]): string[] {
  const seen = new Map<string, string>();
  for (const c of cities) if (!seen.has(c.toLocaleLowerCase('pt-BR'))) seen.set(c.toLocaleLowerCase('pt-BR'), c);
  return [...seen.values()];
}

export const territorySchema = z.strictObject(
  {
    state_code: territoryState,
    cities: z
      .array(territoryCity, { error: 'citiesMin' })
      .min(1, 'citiesMin')
      .max(MAX_TERRITORY_CITIES, 'citiesMax')
      .transform(uniqueCities),
  },
  { error: 'invalidInput' },
);

export const partnerProfileSchema = z.strictObject(
  {
    email: emailField,
    phone: text({ error: 'phoneInvalid' }).trim().max(15, 'phoneInvalid').regex(PHONE, 'phoneInvalid'),
    territories: z
      .array(territorySchema, { error: 'territoriesMin' })
      .min(1, 'territoriesMin')
      .max(UF_CODES.length, 'territoriesMax')
      .superRefine(oneTerritoryPerState),
  },
  { error: 'invalidInput' },
);

export type PartnerProfileInput = z.input<typeof partnerProfileSchema>;
export type PartnerProfile = z.output<typeof partnerProfileSchema>;

/** Validates after trimming; returns the data or the first message key and its field path. */
export function validatePartnerProfile(
  input: unknown,
): { ok: true; data: PartnerProfile } | { ok: false; messageKey: PartnerErrorKey; path: string } {
  const parsed = partnerProfileSchema.safeParse(normalizeStrings(input));
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, messageKey: partnerErrorKey(issue.message), path: issue.path.join('.') };
}
