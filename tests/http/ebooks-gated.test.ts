import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveKey } from '@/lib/security/secret';
import { signEbookPath } from '@/lib/ebooks/links';
import { E2E_SERVER_ENV } from '../../scripts/e2e-server.mjs';
import { E2E_DATA, http } from './helpers';

const SLUG = 'guia-completo-backup-empresarial';
const FILE = `pt-${SLUG}.pdf`;
const PLAIN = `/files/ebooks/${FILE}`;

/** The server's e-book key: from the AUTH_SECRET the test server gets, else the one it generated. */
function serverKey() {
  const secret = E2E_SERVER_ENV.AUTH_SECRET?.trim() || readFileSync(join(E2E_DATA, 'auth-secret'), 'utf8').trim();
  return deriveKey('ebook-download', secret);
}

/** Prerendered HTML files of the build under test. */
function builtHtml(dir = join(process.env.NEXT_DIST_DIR || '.next', 'server', 'app')): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtHtml(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );
}

describe('gated e-book PDFs', () => {
  it('no page, sitemap or search index holds a working file URL', async () => {
    const html = builtHtml();
    expect(html.filter((f) => /\/ebooks\//.test(f)).length).toBeGreaterThanOrEqual(9);
    expect(html.filter((f) => readFileSync(f, 'utf8').includes('/files/ebooks/'))).toEqual([]);
    for (const path of [
      `/ebooks/${SLUG}`,
      `/en/ebooks/${SLUG}`,
      '/ebooks',
      '/sitemap.xml',
      '/files/search/pt.json',
      '/files/search/en.json',
    ]) {
      const body = await (await http(path)).text();
      expect(body, path).not.toMatch(/\/files\/ebooks\/|\.pdf\b/);
    }
  });

  it('an unsigned, tampered or expired link answers 403 with a localized page', async () => {
    const unsigned = await http(PLAIN);
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('content-type')).toContain('text/html');
    expect(await unsigned.text()).toContain('Este link de download não é válido');

    const fresh = signEbookPath(FILE, { key: serverKey() });
    const sig = new URL(fresh, 'http://x').searchParams.get('sig')!;
    const tampered = [
      fresh.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`),
      fresh.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`),
      fresh.replace(FILE, `pt-guia-migracao-para-nuvem.pdf`),
      `${PLAIN}?expires=9999999999&sig=${'A'.repeat(43)}`,
    ];
    for (const path of tampered) {
      const response = await http(path);
      expect(response.status, path).toBe(403);
      expect(response.headers.get('content-type'), path).not.toContain('pdf');
    }

    const expired = signEbookPath(FILE, { key: serverKey(), now: Date.now() - 2 * 3600_000 });
    const old = await http(expired);
    expect(old.status).toBe(403);
    expect(await old.text()).toContain('Este link de download expirou');

    const english = await http('/files/ebooks/en-guia-completo-backup-empresarial.pdf');
    expect(english.status).toBe(403);
    const text = await english.text();
    expect(text).toContain('lang="en-US"');
    expect(text).toContain('href="/en/ebooks/guia-completo-backup-empresarial"');

    expect((await http('/files/ebooks/pt-nao-existe.pdf')).status).toBe(404);

    // The same link, correctly signed and fresh, is served.
    const ok = await http(fresh);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
  });
});
