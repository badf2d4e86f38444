import { cronHandler } from '@/lib/jobs/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
export const maxDuration = 300;

/** Old address of /api/cron/indexnow, kept for cron configurations already deployed. Submits the sitemap URLs that changed since the last successful run to IndexNow. Needs `Authorization: Bearer $CRON_SECRET`. */
export const GET = cronHandler('global-seo-submitter');
export const POST = GET;
