import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/client';
import { partners, partnerTerritories } from '@/lib/db/schema';
import type { PublicPartner } from '@/lib/partners/card';
import { toDirectoryPartner, type DirectoryPartner } from '@/lib/partners/directory';

const TTL_MS = 5 * 60 * 1000;

/*
 * The cache lives on globalThis: route handlers and server actions are separate bundles with
 * their own copies of this module, and an invalidation from one (an approval) must reach the
 * cache another (GET /api/partners) reads.
 */
const KEY = Symbol.for('site.activePartnersCache');
type Holder = { [KEY]?: { at: number; value: Promise<PublicPartner[]> } | null };
const holder = globalThis as Holder;

/** Active partners with their territories, kept for 5 minutes in the process. */
export function activePartners(): Promise<PublicPartner[]> {
  const cached = holder[KEY];
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  const entry = {
    at: Date.now(),
    value: getDb()
      .then(loadActivePartners)
      .catch((error) => {
        if (holder[KEY] === entry) holder[KEY] = null;
        throw error;
      }),
  };
  holder[KEY] = entry;
  return entry.value;
}

/** Call after any change to partners or territories (every bundle of the process sees it). */
export function invalidatePartners() {
  holder[KEY] = null;
}

/** Every active partner as the public directory shows it, read fresh so an approval shows at once. */
export async function directoryPartners(db?: Db): Promise<DirectoryPartner[]> {
  return (await loadActivePartners(db ?? (await getDb()))).map((p) => toDirectoryPartner(p));
}

/** Active partners with their territories, read from `db` now. */
export async function loadActivePartners(db: Db): Promise<PublicPartner[]> {
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
    // Territories saved together share created_at: the state code decides among them, never chance.
    .orderBy(asc(partnerTerritories.createdAt), asc(partnerTerritories.stateCode), asc(partnerTerritories.id));
  const byPartner = new Map<string, PublicPartner['territories']>();
  for (const t of territories) {
    const list = byPartner.get(t.partnerId) ?? [];
    list.push({ stateCode: t.stateCode, cities: t.cities });
    byPartner.set(t.partnerId, list);
  }
  // The partner's home state leads: it is the region its contact link names.
  const homeFirst = (list: PublicPartner['territories'], home: string | null) =>
    [...list].sort((a, b) => Number(b.stateCode === home) - Number(a.stateCode === home));
  return rows.map((r) => ({ ...r, territories: homeFirst(byPartner.get(r.id) ?? [], r.stateCode) }));
}
