import { afterAll, beforeAll } from 'vitest';

/** The settings that switch the site to Supabase Auth. */
export const SUPABASE_ENV = ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

/** The embedded auth for the calling file's tests (accounts are auth_users rows): Supabase's settings are unset, then put back. */
export function withEmbeddedAuth(): void {
  const saved: Partial<Record<(typeof SUPABASE_ENV)[number], string>> = {};
  beforeAll(() => {
    for (const key of SUPABASE_ENV) {
      saved[key] = process.env[key];
      delete process.env[key];
    }
  });
  afterAll(() => {
    for (const key of SUPABASE_ENV) if (saved[key] !== undefined) process.env[key] = saved[key];
  });
}
