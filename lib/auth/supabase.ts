import { createServerClient } from '@supabase/ssr';
import { publicEnv } from '@/lib/config/env';

export function supabaseConfig(): { url: string; anonKey: string } | null {
  const url = publicEnv.supabaseUrl;
  const anonKey = publicEnv.supabaseAnonKey;
  return url && anonKey ? { url, anonKey } : null;
}

export interface CookieJar {
  getAll(): { name: string; value: string }[];
  setAll(cookies: { name: string; value: string; options: Record<string, unknown> }[], headers?: Record<string, string>): void;
}

/** One Supabase server client per request, reading and writing that request's cookies. */
export function createSupabaseClient(jar: CookieJar) {
  const config = supabaseConfig();
  if (!config) throw new Error('Supabase is not configured');
  return createServerClient(config.url, config.anonKey, {
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (cookies, headers) => jar.setAll(cookies as never, headers as Record<string, string> | undefined),
    },
  });
}
