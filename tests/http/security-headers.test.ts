import { createHash } from 'node:crypto';
import { expect, it as test } from 'vitest';
import { LOCALES, localized, PUBLIC_PAGES } from '../e2e/helpers/pages';
import { observatoryGrade } from '../e2e/helpers/observatory';
import { http } from './helpers';

/** Public pages rendered per request (fresh data on every visit); every other one is prerendered. */
const RENDERED_PER_REQUEST = new Set(['/revendas']);

interface InlineScript {
  body: string;
  nonce: string | null;
}

/** Scripts the browser would execute inline (no src, no data blocks such as JSON-LD). */
function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => body && !/\bsrc=/.test(attrs!) && !/\btype="application\/(ld\+)?json"/.test(attrs!))
    .map(([, attrs, body]) => ({ body: body!, nonce: /\bnonce="([^"]+)"/.exec(attrs!)?.[1] ?? null }));
}

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((d) => d.trim().startsWith('script-src '));
  return directive ? directive.trim().split(/\s+/).slice(1) : [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every inline script of the page is allowed by the policy, and nothing else inline is. */
async function expectPolicyCoversPage(res: Response) {
  const policy = res.headers.get('content-security-policy') ?? '';
  const sources = scriptSources(policy);
  expect(sources[0]).toBe("'self'");
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources).not.toContain("'unsafe-eval'");
  const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  const scripts = inlineScripts(await res.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const allowed = (nonce && script.nonce === nonce) || sources.includes(sha256(script.body));
    expect(allowed, `inline script not allowed: ${script.body.slice(0, 80)}`).toBeTruthy();
  }
  return { policy, nonce };
}

for (const { prefix } of LOCALES) {
  for (const path of PUBLIC_PAGES) {
    const url = localized(prefix, path);
    test(`${url}: script policy covers exactly its inline scripts; headers grade A+`, async () => {
      await http(url);
      const res = await http(url);
      expect(res.status).toBe(200);
      const { policy, nonce } = await expectPolicyCoversPage(res);
      if (RENDERED_PER_REQUEST.has(path)) {
        expect(nonce).toBeTruthy();
      } else {
        // Prerendered: hashes, no nonce, still served from the static cache.
        expect(nonce).toBeUndefined();
        expect(res.headers.get('x-nextjs-cache')).toBe('HIT');
      }
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      const grade = observatoryGrade(Object.fromEntries(res.headers), true);
      expect(grade.grade, JSON.stringify(grade.results)).toBe('A+');
    });
  }
}

test('pages rendered per request get a fresh nonce each time, which their scripts carry', async () => {
  const nonces = new Set<string>();
  for (const url of ['/auth', '/auth', '/en/busca?q=backup', '/pagina-que-nao-existe']) {
    const res = await http(url);
    expect(res.status).toBeLessThan(500);
    const { nonce } = await expectPolicyCoversPage(res);
    expect(nonce).toBeTruthy();
    nonces.add(nonce!);
    expect(observatoryGrade(Object.fromEntries(res.headers), true).grade).toBe('A+');
  }
  expect(nonces.size).toBe(4);
});

test('route handlers answer with a policy that lets nothing run', async () => {
  const res = await http('/api/partners');
  expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

for (const url of ['/blog/%ED%A0%80', '/%E0%A4%A', '/en/servicos/%C0', '/%25', '/blog/a%25zz', '/api/leads%E0', '/files/ebooks/%E0.pdf']) {
  test(`malformed percent-encoding ${url} → 400, not a server error`, async () => {
    const res = await http(url);
    expect(res.status).toBe(400);
  });
}
