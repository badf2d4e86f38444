export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
export const maxDuration = 300;

/** The job's first address, kept for cron configurations already deployed: the same handler as /api/cron/indexnow. */
export { GET, POST } from '@/app/api/cron/indexnow/route';
