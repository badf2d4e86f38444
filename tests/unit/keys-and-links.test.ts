import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sitemap from '@/app/sitemap';
import { deriveKey } from '@/lib/security/secret';
import { ebookFileName, signEbookPath, verifyEbookLink } from '@/lib/ebooks/links';
import { unsubscribeToken } from '@/lib/leads/submit';
import { searchIndex } from '@/lib/search';
import { LOCALES } from '@/i18n/locales';

const saved = process.env.AUTH_SECRET;
beforeAll(() => {
  process.env.AUTH_SECRET = 'a-test-root-secret-of-enough-length';
});
afterAll(() => {
  if (saved === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = saved;
});

describe('keys derived per purpose', () => {
  it('are stable, 32 bytes, distinct per purpose and per secret, and none is the root secret', () => {
    const unsubscribe = deriveKey('newsletter-unsubscribe');
    const ebook = deriveKey('ebook-download');
    const rate = deriveKey('rate-limit-key');
    expect(unsubscribe).toHaveLength(32);
    expect(deriveKey('newsletter-unsubscribe').equals(unsubscribe)).toBe(true);
    expect(new Set([unsubscribe, ebook, rate].map((k) => k.toString('hex'))).size).toBe(3);
    expect(unsubscribe.equals(Buffer.from(process.env.AUTH_SECRET!))).toBe(false);
    expect(deriveKey('ebook-download', 'another-secret').equals(ebook)).toBe(false);
  });

  it('sign unsubscribe tokens with the unsubscribe key, not the auth secret', () => {
    const email = 'Leitor@Empresa.com.br';
    const expected = createHmac('sha256', deriveKey('newsletter-unsubscribe'))
      .update('newsletter:leitor@empresa.com.br')
      .digest('base64url');
    const withRootSecret = createHmac('sha256', process.env.AUTH_SECRET!).update('newsletter:leitor@empresa.com.br').digest('base64url');
    expect(unsubscribeToken(email)).toBe(expected);
    expect(unsubscribeToken(email)).not.toBe(withRootSecret);
  });
});

describe('e-book download links', () => {
  const file = ebookFileName('pt', 'guia-completo-backup-empresarial');
  const now = Date.UTC(2026, 10, 23, 12);
  const parse = (path: string) => {
    const url = new URL(path, 'http://x');
    return { path: url.pathname, expires: url.searchParams.get('expires'), sig: url.searchParams.get('sig') };
  };

  it('work for an hour, for their file only', () => {
    const link = parse(signEbookPath(file, { now }));
    expect(link.path).toBe('/files/ebooks/pt-guia-completo-backup-empresarial.pdf');
    expect(Number(link.expires)).toBe(now / 1000 + 3600);
    expect(verifyEbookLink(file, link.expires, link.sig, { now })).toBe('ok');
    expect(verifyEbookLink(file, link.expires, link.sig, { now: now + 3599_000 })).toBe('ok');
    expect(verifyEbookLink(file, link.expires, link.sig, { now: now + 3600_000 })).toBe('expired');
    expect(verifyEbookLink('en-cloud-migration-guide.pdf', link.expires, link.sig, { now })).toBe('invalid');
  });

  it('refuse missing, tampered or foreign signatures and a moved expiry', () => {
    const link = parse(signEbookPath(file, { now }));
    expect(verifyEbookLink(file, null, null, { now })).toBe('invalid');
    expect(verifyEbookLink(file, link.expires, null, { now })).toBe('invalid');
    const flipped = `${link.sig!.slice(0, -1)}${link.sig!.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyEbookLink(file, link.expires, flipped, { now })).toBe('invalid');
    expect(verifyEbookLink(file, String(Number(link.expires) + 86400), link.sig, { now })).toBe('invalid');
    expect(verifyEbookLink(file, `${link.expires}0`, link.sig, { now })).toBe('invalid');
    // Signed with another purpose's key (or the root secret): not a download link.
    const other = parse(signEbookPath(file, { now, key: deriveKey('newsletter-unsubscribe') }));
    expect(verifyEbookLink(file, other.expires, other.sig, { now })).toBe('invalid');
    const root = parse(signEbookPath(file, { now, key: Buffer.from(process.env.AUTH_SECRET!) }));
    expect(verifyEbookLink(file, root.expires, root.sig, { now })).toBe('invalid');
  });

  it('are listed nowhere public: neither the sitemap nor the search index names a PDF', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.some((u) => u.includes('/ebooks/'))).toBe(true);
    expect(urls.filter((u) => /\.pdf|\/files\//.test(u))).toEqual([]);
    for (const locale of LOCALES) {
      expect(JSON.stringify(searchIndex(locale))).not.toMatch(/\.pdf|\/files\/ebooks/);
    }
  });
});
