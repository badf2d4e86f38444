import { cronHandler } from '@/lib/jobs/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
export const maxDuration = 60;

/** Deletes expired sessions, verifications and rate-limit windows; rolls old page views up per day. Needs `Authorization: Bearer $CRON_SECRET`. */
export const GET = cronHandler('maintenance-cleanup');
export const POST = GET;
