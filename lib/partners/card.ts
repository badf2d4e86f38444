import { LIMITS } from '@/lib/config/limits';

export interface PublicPartner {
  id: string;
  name: string;
  stateCode: string | null;
  city: string | null;
  territories: { stateCode: string; cities: string[] }[];
}

export interface PartnerCard {
  id: string;
  name: string;
  /** The state code of the first territory (or the partner's own). */
  stateCode: string | null;
  cities: string[];
  region: string;
}

/**
 * card rules: the first territory's state code and up to 6 of its cities; the
 * partner's own city when there are no territory cities; the region falls back to the
 * partner's state_code, then to 'Brasil'.
 */
export function toPartnerCard(partner: PublicPartner, fallbackRegion = 'Brasil'): PartnerCard {
  const first = partner.territories[0];
  const territoryCities = (first?.cities ?? []).filter(Boolean);
  const cities = territoryCities.length ? territoryCities.slice(0, LIMITS.partnerCities) : partner.city ? [partner.city] : [];
  return {
    id: partner.id,
    name: partner.name,
    stateCode: first?.stateCode ?? partner.stateCode,
    cities,
    region: first?.stateCode || partner.stateCode || fallbackRegion,
  };
}
