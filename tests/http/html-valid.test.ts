import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it as test } from 'vitest';
import { LOCALES, localized, PUBLIC_PAGES } from '../e2e/helpers/pages';
import { http } from './helpers';

/** Pages outside the sitemap that visitors still reach. */
const OTHER_PAGES = ['/auth', '/busca?q=backup', '/newsletter/cancelar', '/pagina-que-nao-existe'];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The W3C Nu HTML checker (vnu-jar, Java) over every public page in every language: 0 errors.
test('every public page is valid HTML', { timeout: 240_000 }, async () => {
  const java = spawnSync('java', ['-version']);
  expect(java.status, 'Java is needed for the HTML checker: apt-get install -y default-jre-headless').toBe(0);

  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  try {
    const urls = LOCALES.flatMap(({ prefix }) => [...PUBLIC_PAGES, ...OTHER_PAGES].map((p) => localized(prefix, p)));
    for (const [i, url] of urls.entries()) {
      const res = await http(url);
      expect(res.status, url).toBeLessThan(500);
      const file = join(dir, `${i}.html`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      files.set(`file:${file}`, url);
    }
    const jar = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
    const run = spawnSync('java', ['-Xss4m', '-jar', jar, '--format', 'json', '--errors-only', dir], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // A checker that did not run to its end (killed, out of memory) reports nothing: that is a failure too.
    expect(run.error, 'the HTML checker could not run').toBeUndefined();
    expect(run.signal, 'the HTML checker was killed').toBeNull();
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract ? `«${m.extract.trim()}»` : ''}`);
    expect(errors).toEqual([]);
    // It exits 0 only when no document had an error.
    expect(run.status, run.stderr.slice(0, 500)).toBe(0);
    expect(files.size).toBe(urls.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
