import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { userRoles } from '@/lib/db/schema';
import { RESELLER_REVIEW } from '@/lib/config/limits';
import { serverEnv } from '@/lib/config/env';
import { createLocalAuth, type LocalAuth } from './local';
import { supabaseConfig } from './supabase';
import type { PartnerInvite, PartnerInviteInput } from './types';

/**
 * Adds the partner role of `partnerId` to an account. Only ever inserts a 'partner' row: the
 * account's other roles (admin included) stay as they are. An account that is already the
 * partner user of another partner is left alone.
 */
export async function grantPartnerRole(db: Db, userId: string, partnerId: string): Promise<'granted' | 'other_partner'> {
  await db.insert(userRoles).values({ userId, role: 'partner', partnerId }).onConflictDoNothing();
  const [row] = await db
    .select({ partnerId: userRoles.partnerId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'partner')));
  return row?.partnerId === partnerId ? 'granted' : 'other_partner';
}

/* ───────────── Embedded auth ───────────── */

const localAuths = new WeakMap<Db, LocalAuth>();

/** The embedded auth on this database (one instance per database). */
function localAuthOn(db: Db): LocalAuth {
  let instance = localAuths.get(db);
  if (!instance) {
    instance = createLocalAuth(db);
    localAuths.set(db, instance);
  }
  return instance;
}

/**
 * Embedded auth: an unknown e-mail gets an account whose password is random and never shown
 * (unusable until the invitee sets one), then a reset-password token like the one "forgot my
 * password" mails — same verification record, same /api/auth/reset-password link, same /auth form —
 * valid for RESELLER_REVIEW.inviteLinkHours.
 */
export async function localInvitePartnerUser(db: Db, input: PartnerInviteInput): Promise<PartnerInvite> {
  const ctx = await localAuthOn(db).$context;
  const email = input.email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing) return grantedOrOther(db, existing.user.id, input.partnerId);

  let userId: string;
  try {
    const user = await ctx.internalAdapter.createUser({ email, name: input.name, emailVerified: false }, { method: 'admin' });
    userId = user.id;
    await ctx.internalAdapter.createAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: await ctx.password.hash(randomBytes(32).toString('base64url')),
    });
  } catch (error) {
    // Created meanwhile (another approval for the same e-mail): treat it as an existing account.
    const raced = await ctx.internalAdapter.findUserByEmail(email);
    if (!raced) throw error;
    return grantedOrOther(db, raced.user.id, input.partnerId);
  }
  const role = await grantPartnerRole(db, userId, input.partnerId);
  if (role === 'other_partner') return { status: 'other_partner', userId };

  const token = randomBytes(24).toString('base64url');
  await ctx.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + RESELLER_REVIEW.inviteLinkHours * 3600_000),
  });
  const setPasswordUrl = `${ctx.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(input.authUrl)}`;
  return { status: 'created', userId, setPasswordUrl };
}

async function grantedOrOther(db: Db, userId: string, partnerId: string): Promise<PartnerInvite> {
  return { status: await grantPartnerRole(db, userId, partnerId), userId };
}

/* ───────────── Supabase Auth ───────────── */

/** Prefix of a set-password token that is an e-mail OTP hash (verified with verifyOtp, not PKCE). */
export const INVITE_TOKEN_PREFIX = 'invite:';

/** A Supabase user's id by e-mail, read from the auth schema of the same Postgres; null when not readable. */
async function supabaseUserIdByEmail(db: Db, email: string): Promise<string | null> {
  try {
    const result = (await db.execute(sql`select id::text as id from auth.users where lower(email) = ${email} limit 1`)) as unknown;
    const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as { id: string }[];
    return rows[0]?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * Supabase Auth. With SUPABASE_SERVICE_ROLE_KEY: Supabase's invitation (admin generateLink 'invite')
 * creates the user; its hashed token goes into our own invitation mail as /auth?token=invite:…,
 * which the reset form verifies with verifyOtp — Supabase's stock invite mail would land with the
 * session in the URL fragment, which the server-rendered /auth page cannot read, and in one
 * language only. An existing user only gets the role. Without the key no account can be created:
 * an existing user (found in auth.users) gets the role, anyone else is `no_account`.
 */
export async function supabaseInvitePartnerUser(db: Db, input: PartnerInviteInput): Promise<PartnerInvite> {
  const config = supabaseConfig();
  if (!config) throw new Error('Supabase is not configured');
  const email = input.email.trim().toLowerCase();
  const serviceKey = serverEnv().SUPABASE_SERVICE_ROLE_KEY;

  if (!serviceKey) {
    const userId = await supabaseUserIdByEmail(db, email);
    return userId ? grantedOrOther(db, userId, input.partnerId) : { status: 'no_account' };
  }

  const admin = createClient(config.url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).auth.admin;
  const invited = await admin.generateLink({ type: 'invite', email, options: { data: { full_name: input.name } } });
  if (!invited.error && invited.data.user) {
    const userId = invited.data.user.id;
    const role = await grantPartnerRole(db, userId, input.partnerId);
    if (role === 'other_partner') return { status: 'other_partner', userId };
    const url = new URL(input.authUrl);
    url.searchParams.set('token', `${INVITE_TOKEN_PREFIX}${invited.data.properties.hashed_token}`);
    return { status: 'created', userId, setPasswordUrl: url.toString() };
  }
  const exists = invited.error?.code === 'email_exists' || /already (been )?registered/i.test(invited.error?.message ?? '');
  if (!exists) throw invited.error ?? new Error('Supabase invitation returned no user');

  // The e-mail has an account: find its id (a magic-link lookup creates no user and sends nothing).
  const userId = (await supabaseUserIdByEmail(db, email)) ?? (await admin.generateLink({ type: 'magiclink', email })).data.user?.id ?? null;
  if (!userId) throw new Error('Supabase user not found after email_exists');
  return grantedOrOther(db, userId, input.partnerId);
}
