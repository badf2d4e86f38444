import { getCurrentUser } from '@/lib/auth';

export const dynamic = 'force-dynamic';

/** The header's account buttons read the session here, so pages themselves stay static. */
export async function GET() {
  const user = await getCurrentUser();
  return Response.json(
    {
      user: user ? { fullName: user.fullName, email: user.email, isAdmin: user.isAdmin, isPartner: user.roles.includes('partner') } : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
