import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db';
import { submitLeadWith } from '@/lib/leads/submit';
import { clientIp } from '@/lib/request-ip';
import { COMPANY } from '@/lib/config/company';
import { toLocale } from '@/i18n/locales';
import { LEAD_SCHEMAS, type LeadFormType } from '@/lib/validation/leads';

export const dynamic = 'force-dynamic';

/**
 * POST /api/leads — the shared submit routine over HTTP, for integrations and load tests.
 * Body: {type, ...fields, locale?, sourcePage?}. 201 {id}; 400/422 {error}; 429 {error}.
 */
export async function POST(request: Request) {
  let body: Record<string, unknown>;
  try {
    body = (await request.json()) as Record<string, unknown>;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
  } catch {
    return Response.json({ error: 'Invalid JSON body' }, { status: 400 });
  }
  const { type, locale: rawLocale, sourcePage, website, ...fields } = body;
  const locale = toLocale(rawLocale);
  const tErr = await getTranslations({ locale, namespace: 'LeadErrors' });
  if (typeof type !== 'string' || !(type in LEAD_SCHEMAS)) {
    return Response.json({ error: `type must be one of: ${Object.keys(LEAD_SCHEMAS).join(', ')}` }, { status: 400 });
  }
  try {
    const db = await getDb();
    const result = await submitLeadWith(db, type as LeadFormType, fields, {
      ip: clientIp(request.headers),
      locale,
      sourcePage: typeof sourcePage === 'string' ? sourcePage : undefined,
      honeypot: typeof website === 'string' ? website : undefined,
    });
    if (result.ok) return Response.json({ id: result.id }, { status: 201 });
    if (result.error === 'rate_limited') {
      return Response.json(
        { error: tErr('rateLimited') },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds ?? 60) } },
      );
    }
    return Response.json({ error: tErr(result.messageKey), field: result.field }, { status: 422 });
  } catch (error) {
    console.error('Lead submission failed:', error);
    const t = await getTranslations({ locale, namespace: 'Leads' });
    return Response.json({ error: t('failure', { app: COMPANY.messagingApp }) }, { status: 503 });
  }
}
