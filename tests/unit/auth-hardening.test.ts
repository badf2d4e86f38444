import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEnv } from '@/scripts/start-env.mjs';
import { localeOfLink } from '@/lib/auth/mails';
import { productionConfigProblems, serverEnv } from '@/lib/config/env';
import { REDACTED, redactSecrets, secretLinksIn } from '@/lib/mail';

afterEach(() => {
  vi.unstubAllEnvs();
});

function production(vars: Record<string, string>) {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('NEXT_PHASE', '');
  for (const key of ['SITE_URL', 'AUTH_SECRET', 'BETTER_AUTH_SECRET', 'MAIL_DROP_DIR']) vi.stubEnv(key, vars[key] ?? '');
  return productionConfigProblems(serverEnv());
}

const SECRET = 'x'.repeat(43);

describe('production start-up requirements', () => {
  it('refuses to run without SITE_URL and AUTH_SECRET, naming each', () => {
    const problems = production({});
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^SITE_URL is not set/);
    expect(problems[1]).toMatch(/^AUTH_SECRET is not set/);
    expect(production({ SITE_URL: 'https://www.example.com' })).toEqual([expect.stringMatching(/^AUTH_SECRET/)]);
    expect(production({ AUTH_SECRET: SECRET })).toEqual([expect.stringMatching(/^SITE_URL/)]);
    expect(production({ SITE_URL: 'https://www.example.com', AUTH_SECRET: SECRET })).toEqual([]);
    expect(production({ SITE_URL: 'https://www.example.com', BETTER_AUTH_SECRET: SECRET })).toEqual([]);
  });

  it('wants https (Secure cookies) except on this machine, a long secret, and no mail drop on a public site', () => {
    expect(production({ SITE_URL: 'http://www.example.com', AUTH_SECRET: SECRET })).toEqual([
      expect.stringMatching(/^SITE_URL must be an https/),
    ]);
    expect(production({ SITE_URL: 'http://localhost:3000', AUTH_SECRET: SECRET })).toEqual([]);
    expect(production({ SITE_URL: 'http://127.0.0.1:3100', AUTH_SECRET: SECRET, MAIL_DROP_DIR: '.data/mail' })).toEqual([]);
    expect(production({ SITE_URL: 'http://localhost.evil.example', AUTH_SECRET: SECRET })).toHaveLength(1);
    expect(production({ SITE_URL: 'https://www.example.com', AUTH_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^AUTH_SECRET is too short/),
    ]);
    expect(production({ SITE_URL: 'https://www.example.com', AUTH_SECRET: SECRET, MAIL_DROP_DIR: '/tmp/m' })).toEqual([
      expect.stringMatching(/^MAIL_DROP_DIR/),
    ]);
  });

  it('asks nothing while building, in development or in tests', () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('AUTH_SECRET', '');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    expect(productionConfigProblems(serverEnv())).toEqual([]);
    vi.stubEnv('NEXT_PHASE', '');
    vi.stubEnv('NODE_ENV', 'development');
    expect(productionConfigProblems(serverEnv())).toEqual([]);
  });
});

describe('npm start on a fresh machine', () => {
  it('defaults SITE_URL, a persisted AUTH_SECRET and a local mail directory, which a production server accepts', () => {
    const data = mkdtempSync(join(tmpdir(), 'start-env-'));
    try {
      const fresh = { PORT: '3456', PGLITE_DIR: join(data, 'pglite'), NODE_ENV: 'production' as const };
      const first = startEnv(fresh);
      expect(first.env).toMatchObject({ SITE_URL: 'http://localhost:3456', MAIL_DROP_DIR: join(data, 'mail') });
      const file = join(data, 'auth-secret');
      expect(first.env.AUTH_SECRET).toBe(readFileSync(file, 'utf8'));
      expect(first.env.AUTH_SECRET!.length).toBeGreaterThanOrEqual(32);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // The same secret on the next start: sessions survive restarts.
      expect(startEnv(fresh).env.AUTH_SECRET).toBe(first.env.AUTH_SECRET);
      for (const [key, value] of Object.entries(first.env)) vi.stubEnv(key, value ?? '');
      expect(productionConfigProblems(serverEnv())).toEqual([]);

      // What the operator sets wins; a public site gets no mail directory.
      const configured = startEnv({ ...fresh, SITE_URL: 'https://www.example.com', AUTH_SECRET: SECRET });
      expect(configured.env).toMatchObject({ SITE_URL: 'https://www.example.com', AUTH_SECRET: SECRET });
      expect(configured.env.MAIL_DROP_DIR).toBeUndefined();
      expect(configured.notes).toEqual([]);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});

describe('access links in mail', () => {
  const site = 'https://www.example.com';
  it('recognises reset, invitation and sign-up links, and nothing else', () => {
    const text = [
      `${site}/api/auth/reset-password/AbC123_-xyz?callbackURL=${encodeURIComponent(`${site}/en/auth?next=%2Fpainel-parceiro`)}`,
      `${site}/es/auth?next=%2Fpainel-parceiro&token=invite%3Aabc`,
      `${site}/auth?token=signup%3Axyz`,
      `${site}/auth?code=pkce-code`,
      `${site}/auth`,
      `${site}/auth?mode=signup&next=%2Fpainel-parceiro`,
      `${site}/newsletter/cancelar?token=t`,
      `${site}/servicos/backup`,
    ].join('\n');
    expect(secretLinksIn(text)).toHaveLength(4);
    const redacted = redactSecrets(text).split('\n');
    expect(redacted.slice(0, 4)).toEqual([REDACTED, REDACTED, REDACTED, REDACTED]);
    expect(redacted.slice(4)).toEqual(text.split('\n').slice(4));
  });

  it('redacts listed secrets wherever they appear', () => {
    expect(redactSecrets('code 123456, again 123456.', ['123456'])).toBe(`code ${REDACTED}, again ${REDACTED}.`);
  });

  it('reads the language of a mail from the link it carries', () => {
    expect(localeOfLink(`${site}/en/auth`)).toBe('en');
    expect(localeOfLink(`${site}/es/auth?x=1`)).toBe('es');
    expect(localeOfLink(`${site}/auth`)).toBe('pt');
    expect(localeOfLink(null)).toBe('pt');
    expect(localeOfLink('::not a url')).toBe('pt');
  });
});
