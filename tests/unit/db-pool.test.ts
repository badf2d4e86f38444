import { describe, expect, it } from 'vitest';
import { poolSettings } from '@/lib/db/pool';

const DIRECT = 'postgres://app:secret@db.example.supabase.co:5432/postgres';
const SUPAVISOR = 'postgres://app.ref:secret@aws-0-sa-east-1.pooler.supabase.com:6543/postgres';

describe('database pool settings', () => {
  it('holds up to 10 connections with prepared statements on a direct connection', () => {
    expect(poolSettings(DIRECT, {})).toEqual({ url: DIRECT, max: 10, prepare: true });
  });

  it('holds one connection per instance on Vercel unless told otherwise', () => {
    expect(poolSettings(DIRECT, { VERCEL: '1' }).max).toBe(1);
    expect(poolSettings(DIRECT, { VERCEL: '1', DATABASE_POOL_MAX: 4 }).max).toBe(4);
  });

  it("turns prepared statements off behind Supabase's transaction pooler (port 6543)", () => {
    expect(poolSettings(SUPAVISOR, {}).prepare).toBe(false);
  });

  it('turns them off for a pooler named in the URL, and strips the hint Postgres would reject', () => {
    const settings = poolSettings('postgres://u:p@127.0.0.1:6432/app?pgbouncer=true&sslmode=require', {});
    expect(settings.prepare).toBe(false);
    expect(settings.url).toBe('postgres://u:p@127.0.0.1:6432/app?sslmode=require');
  });

  it('lets DATABASE_POOLER decide over the port', () => {
    expect(poolSettings(DIRECT, { DATABASE_POOLER: 'transaction' }).prepare).toBe(false);
    expect(poolSettings(SUPAVISOR, { DATABASE_POOLER: 'session' }).prepare).toBe(true);
  });
});
