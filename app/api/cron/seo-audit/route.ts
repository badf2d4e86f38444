import { cronHandler } from '@/lib/jobs/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
export const maxDuration = 300;

/** Audits the site by crawling its own sitemap (titles, descriptions, canonicals, hreflang, JSON-LD, links). Needs `Authorization: Bearer $CRON_SECRET`. */
export const GET = cronHandler('seo-traffic-booster');
export const POST = GET;
