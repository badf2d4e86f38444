import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { partners, partnerTerritories } from '@/lib/db/schema';
import type { PublicPartner } from '@/lib/partners/card';

const TTL_MS = 5 * 60 * 1000;
let cache: { at: number; value: Promise<PublicPartner[]> } | null = null;

/** Active partners with their territories, kept for 5 minutes in the process. */
export function activePartners(): Promise<PublicPartner[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.value;
  const value = loadActivePartners().catch((error) => {
    cache = null;
    throw error;
  });
  cache = { at: Date.now(), value };
  return value;
}

/** Call after any change to partners or territories. */
export function invalidatePartners() {
  cache = null;
}

async function loadActivePartners(): Promise<PublicPartner[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: partners.id, name: partners.name, stateCode: partners.stateCode, city: partners.city })
    .from(partners)
    .where(eq(partners.active, true))
    .orderBy(asc(partners.name));
  if (!rows.length) return [];
  const territories = await db
    .select({ partnerId: partnerTerritories.partnerId, stateCode: partnerTerritories.stateCode, cities: partnerTerritories.cities })
    .from(partnerTerritories)
    .where(
      inArray(
        partnerTerritories.partnerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(partnerTerritories.createdAt), asc(partnerTerritories.id));
  const byPartner = new Map<string, PublicPartner['territories']>();
  for (const t of territories) {
    const list = byPartner.get(t.partnerId) ?? [];
    list.push({ stateCode: t.stateCode, cities: t.cities });
    byPartner.set(t.partnerId, list);
  }
  return rows.map((r) => ({ ...r, territories: byPartner.get(r.id) ?? [] }));
}
