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

const sha256 = (text: string | Uint8Array) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Scripts the page loads by URL: where from, and the nonce and integrity their tags carry. */
function externalScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*\bsrc="([^"]+)"[^>]*)>/gi)].map(([, attrs, src]) => ({
    src: src!,
    nonce: /\bnonce="([^"]+)"/.exec(attrs!)?.[1] ?? null,
    integrity: /\bintegrity="([^"]+)"/.exec(attrs!)?.[1] ?? null,
  }));
}

const served = new Map<string, Promise<string>>();
/** The hash of a file as the server sends it (each file fetched once per run). */
function servedHash(src: string): Promise<string> {
  if (!served.has(src))
    served.set(
      src,
      http(src).then(async (file) => (file.status === 200 ? sha256(new Uint8Array(await file.arrayBuffer())) : `status ${file.status}`)),
    );
  return served.get(src)!;
}

/**
 * Every script of the page, inline or by URL, is allowed by name (its hash, its file's hash through
 * `integrity`, or the nonce); no host and nothing else inline is, and what those scripts load is
 * trusted through them ('strict-dynamic').
 */
async function expectPolicyCoversPage(res: Response) {
  const policy = res.headers.get('content-security-policy') ?? '';
  const sources = scriptSources(policy);
  expect(sources[0]).toBe("'self'");
  expect(sources).toContain("'strict-dynamic'");
  expect(sources.filter((s) => /^https?:|\*/.test(s))).toEqual([]);
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources).not.toContain("'unsafe-eval'");
  const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  const html = await res.text();
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const allowed = (nonce && script.nonce === nonce) || sources.includes(sha256(script.body));
    expect(allowed, `inline script not allowed: ${script.body.slice(0, 80)}`).toBeTruthy();
  }
  const external = externalScripts(html);
  expect(external.length).toBeGreaterThan(0);
  for (const script of external) {
    if (nonce && script.nonce === nonce) continue;
    expect(script.integrity, `${script.src} has no integrity and no nonce`).toMatch(/^sha256-/);
    expect(sources, `${script.src} is not in the policy`).toContain(`'${script.integrity}'`);
    // The file served is the one hashed, or the browser would refuse it.
    expect(await servedHash(script.src), script.src).toBe(`'${script.integrity}'`);
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
