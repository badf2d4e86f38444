import { cronHandler } from '@/lib/jobs/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
export const maxDuration = 60;

/** Publishes the scheduled entries whose moment has come. Needs `Authorization: Bearer $CRON_SECRET`. */
export const GET = cronHandler('content-publication');
export const POST = GET;
