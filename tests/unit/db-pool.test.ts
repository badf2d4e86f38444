import { describe, expect, it } from 'vitest';
import { poolSettings } from '@/lib/db/pool';

const DIRECT = 'postgres://app:secret@db.example.supabase.co:5432/postgres';

describe('database pool settings', () => {
  it('holds up to 10 connections per process', () => {
    expect(poolSettings(DIRECT, {})).toEqual({ url: DIRECT, max: 10 });
  });

  it('holds one connection per instance on Vercel unless told otherwise', () => {
    expect(poolSettings(DIRECT, { VERCEL: '1' }).max).toBe(1);
    expect(poolSettings(DIRECT, { VERCEL: '1', DATABASE_POOL_MAX: 4 }).max).toBe(4);
  });

  it('strips the pooler hint Postgres would reject', () => {
    expect(poolSettings('postgres://u:p@127.0.0.1:6432/app?pgbouncer=true', {}).url).toBe('postgres://u:p@127.0.0.1:6432/app');
  });

  it('reads sslmode as psql does: require encrypts without checking the certificate', () => {
    const { url } = poolSettings('postgres://u:p@db.example.com:6543/app?sslmode=require', {});
    expect(new URL(url).searchParams.get('uselibpqcompat')).toBe('true');
    expect(new URL(url).searchParams.get('sslmode')).toBe('require');
    // An explicit choice stays the operator's.
    const strict = poolSettings('postgres://u:p@db.example.com/app?sslmode=verify-full&uselibpqcompat=false', {});
    expect(new URL(strict.url).searchParams.get('uselibpqcompat')).toBe('false');
  });
});
