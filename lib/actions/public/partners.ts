'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { parseField } from '@/lib/actions/client';
import { getDb } from '@/lib/db';
import { partnerProfileViews, partners } from '@/lib/db/schema';
import { hitRateLimit, rateLimitClient } from '@/lib/rate-limit';
import { clientIp } from '@/lib/request-ip';
import { and, eq } from 'drizzle-orm';

const partnerId = z.uuid();

/**
 * Records a partner profile view: a counter anyone may bump, answered without a message.
 * A visitor's repeated clicks count at most 10 times a minute.
 */
export async function recordPartnerView(id: string): Promise<{ ok: boolean }> {
  const parsed = parseField(partnerId, id);
  if (parsed === null) return { ok: false };
  const h = await headers();
  const db = await getDb();
  const limit = await hitRateLimit(db, `partner-view:${rateLimitClient(clientIp(h))}:${parsed}`, 10, 60);
  if (!limit.allowed) return { ok: false };
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, parsed), eq(partners.active, true)));
  if (!partner) return { ok: false };
  await db.insert(partnerProfileViews).values({
    partnerId: partner.id,
    ipAddress: null,
    userAgent: (h.get('user-agent') ?? '').slice(0, 500),
    referrer: h.get('referer')?.slice(0, 1000) ?? null,
  });
  return { ok: true };
}
