import { activePartners } from '@/lib/data/partners';

export const dynamic = 'force-dynamic';

/** Active partners and their territories, for the home page's partners island. */
export async function GET() {
  try {
    const partners = await activePartners();
    return Response.json({ partners }, { headers: { 'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=600' } });
  } catch (error) {
    console.error('Error loading partners:', error);
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
