import { cronHandler } from '@/lib/jobs/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
export const maxDuration = 60;

/** Sends the outbox's due mails again, with back-off. Needs `Authorization: Bearer $CRON_SECRET`. */
export const GET = cronHandler('outbox-retry');
export const POST = GET;
