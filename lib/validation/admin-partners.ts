import { text, z } from './zod';
import { isUf, UF_CODES, type Uf } from '@/lib/config/brazil';
import { adminPartnerErrorKey, type AdminPartnerErrorKey } from '@/lib/validation/admin-partner-errors';
import { normalizeStrings } from './leads';
import { MAX_TERRITORY_CITIES, oneTerritoryPerState, territoryCity, territoryState, uniqueCities } from './partner';

/**
 * A partner as the back office edits it: name, contact, home state and city, whether it is
 * listed, and its territories in order. Shared by the admin form and the server. Messages are
 * keys of the AdminPartners `errors` messages; unknown keys are refused, never read.
 *
 * Unlike the partner's own profile form, a territory may name no city (the whole state) and a
 * partner may have no territory at all (a national partner): the public directory shows both.
 */

export const PARTNER_NAME_MAX = 120;
const PHONE = /^\(\d{2}\) \d{4,5}-\d{4}$/;

export const adminTerritorySchema = z.strictObject(
  {
    state_code: territoryState,
    cities: z.array(territoryCity, { error: 'invalidInput' }).max(MAX_TERRITORY_CITIES, 'citiesMax').transform(uniqueCities),
  },
  { error: 'invalidInput' },
);

export const adminPartnerSchema = z.strictObject(
  {
    name: text({ error: 'nameMin' }).trim().min(2, 'nameMin').max(PARTNER_NAME_MAX, 'nameMax'),
    email: text({ error: 'emailInvalid' })
      .trim()
      .max(255, 'emailMax')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'emailInvalid')
      .transform((v) => (v ? v.toLowerCase() : null)),
    // Optional fields: left blank they are stored as null.
    phone: text({ error: 'phoneInvalid' })
      .trim()
      .max(15, 'phoneInvalid')
      .refine((v) => v === '' || PHONE.test(v), 'phoneInvalid')
      .transform((v) => v || null),
    state_code: text({ error: 'stateInvalid' })
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || isUf(v), 'stateInvalid')
      .transform((v) => (v || null) as Uf | null),
    city: text({ error: 'cityMin' })
      .trim()
      .max(100, 'cityMax')
      .refine((v) => v === '' || v.length >= 2, 'cityMin')
      .transform((v) => v || null),
    active: z.boolean({ error: 'invalidInput' }),
    territories: z
      .array(adminTerritorySchema, { error: 'invalidInput' })
      .max(UF_CODES.length, 'territoriesMax')
      .superRefine(oneTerritoryPerState),
  },
  { error: 'invalidInput' },
);

export type AdminPartnerInput = z.input<typeof adminPartnerSchema>;
export type AdminPartnerData = z.output<typeof adminPartnerSchema>;

/** Turning a partner's listing on or off. */
export const partnerActiveSchema = z.strictObject({ active: z.boolean({ error: 'invalidInput' }) }, { error: 'invalidInput' });

/** Validates after trimming; returns the data or the first message key and its field path. */
export function validateAdminPartner(
  input: unknown,
): { ok: true; data: AdminPartnerData } | { ok: false; messageKey: AdminPartnerErrorKey; path: string } {
  const parsed = adminPartnerSchema.safeParse(normalizeStrings(input));
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, messageKey: adminPartnerErrorKey(issue.message), path: issue.path.join('.') };
}
