/**
 * How the site's own list of common passwords is read: blank lines are no password, and an entry
 * saved with stray spaces or Windows line endings is still refused.
 */
import type * as nodeFs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Fs = typeof nodeFs;

/**
 * The policy module loaded anew, so this test loads the list itself (it is kept once per module);
 * with `siteList`, that text stands in for lib/auth/common-passwords.txt.
 */
async function freshPolicy(siteList?: string) {
  vi.resetModules();
  if (siteList !== undefined) {
    vi.doMock('node:fs', async (importOriginal) => {
      const fs = await importOriginal<Fs>();
      const readFileSync = ((path: Parameters<Fs['readFileSync']>[0], options?: Parameters<Fs['readFileSync']>[1]) =>
        String(path).endsWith('lib/auth/common-passwords.txt') ? siteList : fs.readFileSync(path, options)) as Fs['readFileSync'];
      return { ...fs, readFileSync, default: { ...fs, readFileSync } };
    });
  }
  return import('@/lib/auth/password-policy');
}

afterEach(() => {
  vi.doUnmock('node:fs');
  vi.resetModules();
});

describe('the site’s own common-password list', () => {
  it('counts no blank line as a password: the file’s final newline adds no empty entry', async () => {
    const { commonPasswords } = await freshPolicy();
    expect(commonPasswords().has('')).toBe(false);
    expect(commonPasswords().has('zz123456')).toBe(true);
  });

  it('counts no blank line as a password when the list has empty and space-only lines', async () => {
    const { commonPasswords } = await freshPolicy('tucano2024\n\n   \n\r\njabuticaba99\n');
    const list = commonPasswords();
    expect(list.has('')).toBe(false);
    expect(list.has('tucano2024')).toBe(true);
    expect(list.has('jabuticaba99')).toBe(true);
  });

  it('refuses entries saved with stray spaces or Windows line endings, whatever their case', async () => {
    // Neither password is common without the stand-in list, so the refusal below comes from it.
    const real = await freshPolicy();
    expect(real.checkPassword('tucano2024')).toBeNull();
    expect(real.checkPassword('jabuticaba99')).toBeNull();

    const { checkPassword, commonPasswords } = await freshPolicy('  Tucano2024 \r\n\tJabuticaba99\r\n');
    expect(checkPassword('tucano2024')).toBe('common');
    expect(checkPassword('JABUTICABA99')).toBe('common');
    expect(commonPasswords().has('  tucano2024 \r')).toBe(false);
    // The zxcvbn-ts list stays in beside the site's own.
    expect(checkPassword('password1')).toBe('common');
  });
});
