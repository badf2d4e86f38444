import { isUf, UF_CODES, type Uf } from '@/lib/config/brazil';
import type { PublicPartner } from './card';

/** The filter value of partners that serve the whole country (no state of their own). */
export const NATIONAL = 'BR';
export type DirectoryRegion = Uf | typeof NATIONAL;

export interface DirectoryArea {
  stateCode: string;
  cities: string[];
}

/** A partner as the public directory (/revendas) shows it: every state it serves, every city. */
export interface DirectoryPartner {
  id: string;
  name: string;
  /** The state its contact link names: the first territory's, else its own, else 'Brasil'. */
  region: string;
  /** States served, in territory order, each with all its cities. Empty for national partners. */
  areas: DirectoryArea[];
}

/**
 * Directory rules: all territories, merged by state, with all their cities; when no territory
 * names a city, the partner's own city (under its own state, or the first territory's). With no
 * territory at all, the partner's own state and city; with neither, a national partner.
 */
export function toDirectoryPartner(partner: PublicPartner, fallbackRegion = 'Brasil'): DirectoryPartner {
  const byState = new Map<string, string[]>();
  for (const t of partner.territories) {
    const cities = byState.get(t.stateCode) ?? [];
    for (const city of t.cities) if (city && !cities.includes(city)) cities.push(city);
    byState.set(t.stateCode, cities);
  }
  if (!byState.size && partner.stateCode) byState.set(partner.stateCode, []);
  const areas = [...byState].map(([stateCode, cities]) => ({ stateCode, cities }));
  if (partner.city && areas.every((a) => a.cities.length === 0) && areas.length) {
    const home = areas.find((a) => a.stateCode === partner.stateCode) ?? areas[0]!;
    home.cities.push(partner.city);
  }
  return {
    id: partner.id,
    name: partner.name,
    region: partner.territories[0]?.stateCode || partner.stateCode || fallbackRegion,
    areas,
  };
}

/** True when the partner serves the state ('BR': when it is a national partner). */
export function servesRegion(partner: DirectoryPartner, region: DirectoryRegion): boolean {
  return region === NATIONAL ? partner.areas.length === 0 : partner.areas.some((a) => a.stateCode === region);
}

/** The filter value of ?uf=: a state code (any case), 'BR', or null (all states). */
export function parseRegion(value: string | string[] | undefined): DirectoryRegion | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  if (raw === NATIONAL) return NATIONAL;
  return isUf(raw) ? raw : null;
}

/** How many partners serve each state, plus the national ones under 'BR' (every key present). */
export function regionCounts(partners: readonly DirectoryPartner[]): Record<DirectoryRegion, number> {
  const counts = Object.fromEntries([...UF_CODES, NATIONAL].map((code) => [code, 0])) as Record<DirectoryRegion, number>;
  for (const p of partners) {
    if (!p.areas.length) counts[NATIONAL]++;
    for (const code of new Set(p.areas.map((a) => a.stateCode))) if (isUf(code)) counts[code]++;
  }
  return counts;
}

/** The partners shown for a filter: all of them, or those serving the region, with areas of that state first. */
export function filterPartners(partners: readonly DirectoryPartner[], region: DirectoryRegion | null): DirectoryPartner[] {
  if (!region) return [...partners];
  return partners
    .filter((p) => servesRegion(p, region))
    .map((p) =>
      region === NATIONAL
        ? p
        : { ...p, areas: [...p.areas].sort((a, b) => Number(b.stateCode === region) - Number(a.stateCode === region)) },
    );
}

/** The contact form address for a partner: /contato?regiao={UF}&parceiro={name} (locale-less). */
export function partnerContactHref(partner: DirectoryPartner, region?: DirectoryRegion | null): string {
  const regiao = region && region !== NATIONAL ? region : partner.region;
  return `/contato?${new URLSearchParams({ regiao, parceiro: partner.name })}`;
}
