import type { AdminPartnerData, AdminPartnerInput } from '@/lib/validation/admin-partners';

/**
 * Validated form data back in the form's own shape (blank strings for nulls): what the form sends
 * to the server, which validates it again with the same schema, and what it resets to after a save.
 */
export function partnerFormValues(data: AdminPartnerData): AdminPartnerInput {
  return {
    name: data.name,
    email: data.email ?? '',
    phone: data.phone ?? '',
    state_code: data.state_code ?? '',
    city: data.city ?? '',
    active: data.active,
    territories: data.territories.map((t) => ({ state_code: t.state_code, cities: [...t.cities] })),
  };
}
