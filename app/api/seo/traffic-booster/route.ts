import { cronHandler } from '@/lib/jobs/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
export const maxDuration = 300;

/** Old address of /api/cron/seo-audit, kept for cron configurations already deployed. Audits the site by crawling its own sitemap (titles, descriptions, canonicals, hreflang, JSON-LD, links). Needs `Authorization: Bearer $CRON_SECRET`. */
export const GET = cronHandler('seo-traffic-booster');
export const POST = GET;
