import { createAuthRoute } from '@/lib/auth/http';
import { localAuth } from '@/lib/auth/local';
import { supabaseConfig } from '@/lib/auth/supabase';

export const dynamic = 'force-dynamic';

/** The embedded auth's few HTTP endpoints (the reset link lands here); absent when Supabase runs auth. */
const handle = createAuthRoute(async () => (supabaseConfig() ? null : (await localAuth()).handler));

export { handle as GET, handle as POST };
