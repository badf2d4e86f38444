import 'server-only';
import { redirect } from 'next/navigation';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { getCurrentUser } from '.';
import { denial, type Guard } from './guards';
import type { AuthUser } from './types';

/** Server-side re-check of a guarded page (the proxy already guards; this never trusts it). */
export async function requireUser(locale: Locale, guard: Guard, path: string): Promise<AuthUser> {
  const user = await getCurrentUser();
  const denied = denial(guard, user);
  if (denied === 'login') redirect(`${localizedPath(locale, '/auth')}?next=${encodeURIComponent(path)}`);
  if (denied === 'home') redirect(localizedPath(locale, '/'));
  return user!;
}
