import { createServerClient } from '@supabase/ssr';

export function supabaseConfig(): { url: string; anonKey: string } | null {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL?.trim();
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim();
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
