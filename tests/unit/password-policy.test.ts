import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPassword, commonPasswords } from '@/lib/auth/password-policy';

describe('the common-password list', () => {
  it('holds at least 10,000 of the most used passwords, refused whatever their case', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    for (const password of ['maverick', 'bigdaddy', 'cocacola', 'thriller', '1letmein', '31071977', 'Callahan', 'password1']) {
      expect(checkPassword(password), password).toBe('common');
    }
    // The site's own list stays in.
    for (const line of readFileSync('lib/auth/common-passwords.txt', 'utf8')
      .split('\n')
      .filter((l) => l.trim().length >= 8)
      .slice(0, 50)) {
      expect(checkPassword(line.trim()), line).toBe('common');
    }
    expect(checkPassword('Correct-Horse-Battery-9')).toBeNull();
    expect(checkPassword('short')).toBe('tooShort');
  });

  it('is server code only: no client module imports it', () => {
    const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const clientImporters = sources.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /^['"]use client['"]/.test(text) && text.includes('password-policy');
    });
    expect(clientImporters).toEqual([]);
    expect(readFileSync('lib/auth/password-policy.ts', 'utf8')).toContain("from 'node:fs'");
  });
});

describe('robots.txt', () => {
  it('has only standard lines: no Host', async () => {
    const robots = (await import('@/app/robots')).default();
    expect(robots).not.toHaveProperty('host');
    expect(robots.sitemap).toMatch(/\/sitemap\.xml$/);
  });
});
