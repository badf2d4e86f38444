import 'server-only';
import { cookies } from 'next/headers';
import type { CookieJar } from './supabase';

/** The request's cookie store as a jar for the Supabase client. */
export async function nextCookieJar(): Promise<CookieJar> {
  const store = await cookies();
  return {
    getAll: () => store.getAll(),
    setAll: (list) => {
      for (const { name, value, options } of list) {
        try {
          store.set(name, value, options);
        } catch {
          // Called from a Server Component render: the proxy refreshes the session instead.
        }
      }
    },
  };
}
