'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { runAction, type ActionResult } from '@/lib/actions/client';
import { partnerProfileViews, partners } from '@/lib/db/schema';
import { hitRateLimit, rateLimitClient } from '@/lib/rate-limit';
import { and, eq } from 'drizzle-orm';

const viewSchema = z.object({ id: z.uuid() });

/**
 * Records a partner profile view: a counter anyone may bump, answered without a text (nothing is
 * shown). A visitor's repeated clicks count at most 10 times a minute.
 */
export async function recordPartnerView(id: string): Promise<ActionResult> {
  return runAction(
    { locale: undefined, area: 'leads', actor: 'anyone', schema: viewSchema, input: { id }, log: 'Partner view failed' },
    async ({ db, meta, data, fail }) => {
      const limit = await hitRateLimit(db, `partner-view:${rateLimitClient(meta.ip)}:${data.id}`, 10, 60);
      if (!limit.allowed) return fail('rate_limited');
      const [partner] = await db
        .select({ id: partners.id })
        .from(partners)
        .where(and(eq(partners.id, data.id), eq(partners.active, true)));
      if (!partner) return fail('not_found');
      const h = await headers();
      await db.insert(partnerProfileViews).values({
        partnerId: partner.id,
        ipAddress: null,
        userAgent: (h.get('user-agent') ?? '').slice(0, 500),
        referrer: h.get('referer')?.slice(0, 1000) ?? null,
      });
      return { ok: true, title: '' };
    },
  );
}
