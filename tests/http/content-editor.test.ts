import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { PUBLIC_PAGES } from '../e2e/helpers/pages';
import { E2E_ADMIN, E2E_BASE_URL, http, visitorIp } from './helpers';
import { PRICES_FILE } from '@/lib/content/prices';

/**
 * The staff content editor (Keystatic at /keystatic, its API at /api/keystatic/*) writes files:
 * only a signed-in admin reaches it. Anonymous visitors, clients and partners get neither its
 * pages, /admin/conteudo nor any API route (reads or writes), and content/ stays byte for byte the
 * same; a request from another site is refused even with an admin's session; the admin's own reads
 * see content/ only, and a save the build would refuse writes nothing.
 */

const CONTENT = join(process.cwd(), 'content');
const DEMO_HOST = process.env.NEXT_PUBLIC_COMPANY_HOST || 'example.com.br';
const DEMO_PASSWORD = E2E_ADMIN.demoPassword;

/** Every file under content/ with a hash of its bytes. */
function snapshot(dir = CONTENT, out = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) snapshot(full, out);
    else out.set(full.slice(CONTENT.length + 1), createHash('sha256').update(readFileSync(full)).digest('hex'));
  }
  return out;
}

/** Signs in through the site's own form in a real browser; the session cookies as a Cookie header. */
async function sessionCookie(email: string, password: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: findChromium({ headlessShell: true }) ?? undefined, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      locale: 'pt-BR',
      extraHTTPHeaders: { 'x-forwarded-for': visitorIp() },
    });
    const page = await context.newPage();
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('E-mail').fill(email);
    await panel.getByLabel('Senha', { exact: true }).fill(password);
    await panel.getByRole('button', { name: 'Entrar' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Login realizado!' }).waitFor();
    const cookies = (await context.cookies()).filter((c) => /session/i.test(c.name));
    if (cookies.length === 0) throw new Error(`no session for ${email}`);
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

const b64url = (text: string) => Buffer.from(text).toString('base64url');
const SAME_SITE = { 'sec-fetch-site': 'same-origin', origin: E2E_BASE_URL };
const EDITOR = { 'no-cors': '1', ...SAME_SITE };

function post(slug: string, title: string): string {
  return [
    '---',
    `title: ${title}`,
    'description: Um texto de teste com o tamanho que o esquema de conteúdo do site exige para a descrição.',
    'date: 2026-01-10',
    'updated: 2026-01-10',
    'tags:',
    '  - teste',
    'category: cloud',
    'cover: cloud',
    'author: Equipe Técnica',
    '---',
    '',
    `Corpo do texto ${slug}.`,
    '',
  ].join('\n');
}

function update(cookie: string | null, body: unknown, headers: Record<string, string> = EDITOR): Promise<Response> {
  return http('/api/keystatic/update', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp(), ...headers, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const EXISTING = 'content/blog/pt/backup-3-2-1-empresarial.md';
const PUBLISHING_SLUGS = ['http-rascunho', 'http-renomear', 'http-renomeado', 'http-agendado'];
const sessions: Record<string, string | null> = { anonymous: null };
let before: Map<string, string>;

beforeAll(async () => {
  before = snapshot();
  const [client, partner, admin] = await Promise.all([
    sessionCookie(`cliente@${DEMO_HOST}`, DEMO_PASSWORD),
    sessionCookie(`parceiro@${DEMO_HOST}`, DEMO_PASSWORD),
    sessionCookie(E2E_ADMIN.email, E2E_ADMIN.password),
  ]);
  Object.assign(sessions, { client, partner, admin });
}, 120_000);

afterAll(() => {
  // A failed run must not leave a test file in content/.
  for (const slug of [
    'http-teste-admin',
    'http-teste-intruso',
    'http-teste-curto',
    'http-teste-cross',
    'http-teste-codificado',
    ...PUBLISHING_SLUGS,
  ])
    rmSync(join(CONTENT, 'blog/es', `${slug}.md`), { force: true });
});

describe.each(['anonymous', 'client', 'partner'] as const)('%s', (who) => {
  const cookie = () => sessions[who] ?? null;
  const get = (path: string, headers: Record<string, string> = {}) =>
    http(path, { headers: { 'x-forwarded-for': visitorIp(), ...headers, ...(cookie() ? { cookie: cookie()! } : {}) } });

  it.each(['/keystatic', '/keystatic/collection/blog_pt', '/keystatic/singleton/home_pt', '/admin/conteudo', '/en/admin/conteudo'])(
    'gets no editor page at %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(307);
      const target = new URL(res.headers.get('location')!, E2E_BASE_URL).pathname;
      expect(target).toMatch(who === 'anonymous' ? /^(\/en)?\/auth$/ : /^(\/en)?\/?$/);
      // A bare redirect: none of the editor's markup or scripts.
      expect(await res.text()).not.toMatch(/<html|<script/i);
    },
  );

  it('reads nothing through the editor API', async () => {
    const status = who === 'anonymous' ? 401 : 403;
    const sha = before.get('blog/pt/backup-3-2-1-empresarial.md')!;
    for (const path of [
      '/api/keystatic/tree',
      `/api/keystatic/blob/${sha}/${EXISTING}`,
      '/api/keystatic/github/login',
      '/api/keystatic/nothing',
    ]) {
      const res = await get(path, EDITOR);
      expect(res.status, path).toBe(status);
      expect(await res.text(), path).not.toContain('content/');
    }
  });

  it('writes nothing through the editor API', async () => {
    const res = await update(cookie(), {
      additions: [
        { path: 'content/blog/es/http-teste-intruso.md', contents: b64url(post('http-teste-intruso', 'Um título de teste válido')) },
      ],
      deletions: [{ path: EXISTING }],
    });
    expect(res.status).toBe(who === 'anonymous' ? 401 : 403);
    const translation = await http('/api/admin/content-translations', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': visitorIp(),
        ...SAME_SITE,
        ...(cookie() ? { cookie: cookie()! } : {}),
      },
      body: 'lang=pt&kind=blog&slug=backup-3-2-1-empresarial&locale=en',
    });
    expect(translation.status).toBe(who === 'anonymous' ? 401 : 403);
    expect(snapshot()).toEqual(before);
  });
});

describe('admin', () => {
  const admin = () => sessions.admin!;

  it('opens the editor, which search engines are told not to index', async () => {
    const res = await http('/keystatic', { headers: { cookie: admin() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src [^;]*'nonce-/);
    expect(policy).not.toMatch(/unsafe-eval/);
    // The editor's interface loads its font from Google Fonts; public pages keep their own policy.
    expect(policy).toMatch(/style-src [^;]*https:\/\/fonts\.googleapis\.com/);
    expect((await http('/')).headers.get('content-security-policy')).not.toContain('fonts.googleapis.com');
    expect(await res.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it("sees only content/ and the body images' folder in the editor's tree (no .env or source files)", async () => {
    const res = await http('/api/keystatic/tree', { headers: { cookie: admin(), ...EDITOR } });
    expect(res.status).toBe(200);
    const paths = ((await res.json()) as { path: string }[]).map((e) => e.path);
    expect(paths).toContain(EXISTING);
    const images = 'public/images/content';
    const allowed = (p: string) =>
      p === 'content' || p.startsWith('content/') || images.startsWith(`${p}/`) || p === images || p.startsWith(`${images}/`);
    expect(paths.filter((p) => !allowed(p))).toEqual([]);
  });

  it('cannot be made to save from another site', async () => {
    const body = {
      additions: [{ path: 'content/blog/es/http-teste-cross.md', contents: b64url(post('http-teste-cross', 'Um título de teste válido')) }],
      deletions: [],
    };
    const attempts: Record<string, string>[] = [
      { 'no-cors': '1', 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
      { 'no-cors': '1', origin: 'https://attacker.example' },
      { 'no-cors': '1', 'sec-fetch-site': 'same-site', origin: E2E_BASE_URL.replace('127.0.0.1', 'localhost') },
    ];
    for (const headers of attempts) {
      const res = await update(admin(), body, headers);
      expect(res.status).toBe(403);
    }
    expect(snapshot()).toEqual(before);
  });

  it('cannot save what the build would refuse, nor a file outside content/', async () => {
    const short = await update(admin(), {
      additions: [{ path: 'content/blog/es/http-teste-curto.md', contents: b64url(post('http-teste-curto', 'Curto')) }],
      deletions: [],
    });
    expect(short.status).toBe(400);
    // The editor shows the answer as it is: a sentence, never raw JSON.
    expect(short.headers.get('content-type')).toContain('text/plain');
    expect(await short.text()).toMatch(/^Não foi possível salvar\. content\/blog\/es\/http-teste-curto\.md: title: .*10/);
    for (const path of ['.env.local', 'content/../package.json', 'public/robots.txt', 'content/blog/pt/x/y.md']) {
      const res = await update(admin(), { additions: [{ path, contents: b64url('x') }], deletions: [] });
      expect(res.status, path).toBe(400);
    }
    const removal = await update(admin(), { additions: [], deletions: [{ path: 'package.json' }] });
    expect(removal.status).toBe(400);
    // The catalogue's prices: numbers in reais (cents at most) or null, for every service.
    const prices = JSON.parse(readFileSync(join(process.cwd(), PRICES_FILE), 'utf8')) as Record<string, number | null>;
    const { backup: _backup, ...withoutBackup } = prices;
    for (const [bad, field] of [
      [{ ...prices, msp: -1 }, 'msp'],
      [{ ...prices, cloud: 10.005 }, 'cloud'],
      [{ ...prices, iot: 'mil' }, 'iot'],
      [withoutBackup, 'backup'],
    ] as const) {
      const res = await update(admin(), { additions: [{ path: PRICES_FILE, contents: b64url(JSON.stringify(bad)) }], deletions: [] });
      expect(res.status, field).toBe(400);
      expect(await res.text()).toContain(field);
    }
    expect((await update(admin(), { additions: [], deletions: [{ path: PRICES_FILE }] })).status).toBe(400);
    expect(snapshot()).toEqual(before);
  });

  it('answers an encoded, mixed-case or double-encoded route name as the plain route, checks and audit included', async () => {
    const raw = (route: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
      http(`/api/keystatic/${route}`, {
        ...init,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp(), ...EDITOR, cookie: admin(), ...init.headers },
      });
    const plainTree = ((await (await raw('tree')).json()) as { path: string }[]).map((e) => e.path).sort();
    for (const route of ['%74ree', '%74%72%65%65', 'TrEe', '%2574ree']) {
      const res = await raw(route);
      expect(res.status, route).toBe(200);
      expect(((await res.json()) as { path: string }[]).map((e) => e.path).sort(), route).toEqual(plainTree);
    }
    const noFrontmatter = {
      additions: [{ path: 'content/blog/es/http-teste-codificado.md', contents: b64url('sem metadados') }],
      deletions: [],
    };
    for (const route of ['update', '%75pdate', 'UpDaTe', '%2575pdate', '%55PDATE']) {
      const res = await raw(route, { method: 'POST', body: JSON.stringify(noFrontmatter) });
      expect(res.status, route).toBe(400);
      expect(await res.text(), route).toContain('frontmatter');
    }
    // Files the site never publishes are refused on every route name, and so is reading any other file back.
    for (const path of [
      'public/images/content.html',
      'public/images/content/x/evil.svg',
      'public/images/content/x/a..png',
      'public/sw.js',
    ]) {
      const res = await raw('%75pdate', {
        method: 'POST',
        body: JSON.stringify({ additions: [{ path, contents: b64url('<svg onload="alert(1)"/>') }], deletions: [] }),
      });
      expect(res.status, path).toBe(400);
    }
    expect((await raw('blob/0000/package.json')).status).toBe(404);
    expect((await raw('%62lob/0000/.env')).status).toBe(404);
    expect(snapshot()).toEqual(before);

    // An accepted write through an encoded name is checked and audited like any other.
    const path = 'content/blog/es/http-teste-codificado.md';
    const created = await raw('%75pdate', {
      method: 'POST',
      body: JSON.stringify({
        additions: [{ path, contents: b64url(post('http-teste-codificado', 'Um título de teste codificado')) }],
        deletions: [],
      }),
    });
    expect(created.status).toBe(200);
    expect((await raw('%2575pdate', { method: 'POST', body: JSON.stringify({ additions: [], deletions: [{ path }] }) })).status).toBe(200);
    expect(snapshot()).toEqual(before);
    const audit = await (
      await http('/admin/auditoria?entity=content&entityId=blog%2Fes%2Fhttp-teste-codificado', { headers: { cookie: admin() } })
    ).text();
    // The action column's cell (its code kept in an attribute, its sentence shown), not the filter's list of every action.
    expect(audit).toMatch(/data-action="content\.create"[^>]*>Conteúdo criado<\/span>/);
    expect(audit).toMatch(/data-action="content\.delete"[^>]*>Conteúdo apagado<\/span>/);
  });

  it('refuses what the build refuses: odd file names, missing body images, control characters', async () => {
    const cases: [string, string, RegExp][] = [
      ['content/blog/es/Bad_Name X.md', post('x', 'Um título de teste válido'), /kebab-case/],
      ['content/blog/es/..md', post('x', 'Um título de teste válido'), /kebab-case/],
      ['content/blog/es/.md', post('x', 'Um título de teste válido'), /kebab-case/],
      [
        'content/blog/es/http-teste-imagem.md',
        post('http-teste-imagem', 'Um título de teste válido').replace(
          'Corpo do texto',
          '![Rede](/images/content/http-teste-imagem/falta.png)\n\nCorpo',
        ),
        /falta\.png não existe/,
      ],
      ['content/blog/es/http-teste-controle.md', post('http-teste-controle', 'Um título com \u000B no meio'), /U\+000B/],
    ];
    for (const [path, text, message] of cases) {
      const res = await update(admin(), { additions: [{ path, contents: b64url(text) }], deletions: [] });
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toMatch(message);
    }
    expect(snapshot()).toEqual(before);
  });

  it('saves new prices, and the audit log records it', async () => {
    const file = join(process.cwd(), PRICES_FILE);
    const original = readFileSync(file, 'utf8');
    const prices = JSON.parse(original) as Record<string, number | null>;
    try {
      const saved = await update(admin(), {
        additions: [{ path: PRICES_FILE, contents: b64url(JSON.stringify({ ...prices, backup: 319.9 })) }],
        deletions: [],
      });
      expect(saved.status).toBe(200);
      expect((JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>).backup).toBe(319.9);
    } finally {
      const restored = await update(admin(), { additions: [{ path: PRICES_FILE, contents: b64url(original) }], deletions: [] });
      expect(restored.status).toBe(200);
    }
    expect(readFileSync(file, 'utf8')).toBe(original);
    const audit = await (
      await http(`/admin/auditoria?entity=content&entityId=${encodeURIComponent(PRICES_FILE)}`, { headers: { cookie: admin() } })
    ).text();
    expect(audit).toMatch(/data-action="content\.update"[^>]*>Conteúdo atualizado<\/span>/);
  });

  it('saves a valid entry, and the audit log says who created and deleted it', async () => {
    const path = 'content/blog/es/http-teste-admin.md';
    const created = await update(admin(), {
      additions: [{ path, contents: b64url(post('http-teste-admin', 'Um título de teste válido')) }],
      deletions: [],
    });
    expect(created.status).toBe(200);
    expect(readFileSync(join(process.cwd(), path), 'utf8')).toContain('Um título de teste válido');
    const deleted = await update(admin(), { additions: [], deletions: [{ path }] });
    expect(deleted.status).toBe(200);
    expect(snapshot()).toEqual(before);

    const audit = await (
      await http('/admin/auditoria?entity=content&entityId=blog%2Fes%2Fhttp-teste-admin', { headers: { cookie: admin() } })
    ).text();
    expect(audit).toMatch(/data-action="content\.create"[^>]*>Conteúdo criado<\/span>/);
    expect(audit).toMatch(/data-action="content\.delete"[^>]*>Conteúdo apagado<\/span>/);
    expect(audit).toContain(E2E_ADMIN.email);
  });
});

// Strings only the editor's interface carries (its font link, its GitHub token cookie).
const EDITOR_MARKERS = ['fonts.googleapis.com/css2?family=Inter', 'keystatic-gh-access-token'];

describe('admin, body images', () => {
  const admin = () => sessions.admin!;
  const png = (w: number, h: number) => {
    const ihdr = Buffer.alloc(25);
    ihdr.writeUInt32BE(13, 0);
    ihdr.write('IHDR', 4, 'ascii');
    ihdr.writeUInt32BE(w, 8);
    ihdr.writeUInt32BE(h, 12);
    ihdr.set([8, 6, 0, 0, 0], 16);
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]).toString('base64url');
  };
  const IMAGE = 'public/images/content/http-teste-imagem/rede.png';
  const POST = 'content/blog/es/http-teste-imagem.md';
  afterAll(() => {
    rmSync(join(process.cwd(), 'public/images/content/http-teste-imagem'), { recursive: true, force: true });
    rmSync(join(process.cwd(), POST), { force: true });
    // Folders the save made stay only if something else is in them.
    for (const dir of ['public/images/content', 'public/images']) {
      try {
        rmdirSync(join(process.cwd(), dir));
      } catch {
        // Not empty (or already gone).
      }
    }
  });

  it('stores an image under public/ with the post that shows it, and refuses one without alt text or that is no image', async () => {
    const withAlt = `${post('http-teste-imagem', 'Um título de teste válido')}\n![Mapa da rede](/images/content/http-teste-imagem/rede.png)\n`;
    const noAlt = withAlt.replace('![Mapa da rede]', '![]');
    const refused = await update(admin(), {
      additions: [
        { path: POST, contents: b64url(noAlt) },
        { path: IMAGE, contents: png(8, 4) },
      ],
      deletions: [],
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/precisa de texto alternativo/);
    const notImage = await update(admin(), { additions: [{ path: IMAGE, contents: b64url('<svg onload=alert(1)>') }], deletions: [] });
    expect(notImage.status).toBe(400);
    expect(snapshot()).toEqual(before);

    const saved = await update(admin(), {
      additions: [
        { path: POST, contents: b64url(withAlt) },
        { path: IMAGE, contents: png(8, 4) },
      ],
      deletions: [],
    });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(process.cwd(), IMAGE)).subarray(1, 4).toString()).toBe('PNG');
    const removed = await update(admin(), { additions: [], deletions: [{ path: POST }, { path: IMAGE }] });
    expect(removed.status).toBe(200);
    expect(snapshot()).toEqual(before);
  });
});

/** A GET's body, asked again once if the connection drops (a pooled keep-alive socket the server has just closed). */
async function text(path: string, init: RequestInit = {}): Promise<string> {
  try {
    return await (await http(path, init)).text();
  } catch {
    return (await http(path, init)).text();
  }
}

it("public pages load none of the editor's code", async () => {
  const editorHtml = await text('/keystatic', { headers: { cookie: sessions.admin! } });
  const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  let editorCode = '';
  for (const src of scriptsOf(editorHtml)) editorCode += await text(src);
  // The markers are the editor's: found in its own page's scripts.
  for (const marker of EDITOR_MARKERS) expect(editorCode).toContain(marker);

  const scripts = new Set<string>();
  for (const path of [...PUBLIC_PAGES, '/en', '/es/blog']) for (const src of scriptsOf(await text(path))) scripts.add(src);
  expect(scripts.size).toBeGreaterThan(0);
  for (const src of scripts) {
    const code = await text(src);
    for (const marker of EDITOR_MARKERS) expect(code.includes(marker), `${src} carries ${marker}`).toBe(false);
  }
});

it('keeps the editor and the content status page out of the sitemap', async () => {
  const xml = await text('/sitemap.xml');
  expect(xml).not.toMatch(/keystatic|conteudo/);
  const robots = await text('/robots.txt');
  expect(robots).toMatch(/Disallow: \/keystatic/);
});

// Last: Java runs for seconds, and the server closes the idle keep-alive sockets meanwhile.
it('serves /admin/conteudo as valid HTML in each language (W3C Nu checker)', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-content-'));
  try {
    for (const [i, path] of ['/admin/conteudo', '/en/admin/conteudo', '/es/admin/conteudo?estado=incomplete'].entries()) {
      const res = await http(path, { headers: { cookie: sessions.admin! } });
      expect(res.status, path).toBe(200);
      writeFileSync(join(dir, `${i}.html`), Buffer.from(await res.arrayBuffer()));
    }
    const jar = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
    const run = spawnSync('java', ['-Xss4m', '-jar', jar, '--format', 'json', '--errors-only', dir], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(run.error, 'the HTML checker could not run').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: { type: string; message: string; extract?: string }[] };
    expect(messages.filter((m) => m.type !== 'info').map((m) => `${m.message} «${m.extract ?? ''}»`)).toEqual([]);
    expect(run.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Polls `path` until `check` holds on its body (a publication regenerates pages in seconds). */
async function eventually(
  path: string,
  check: (body: string, res: Response) => boolean,
  ms = 10_000,
): Promise<{ body: string; res: Response }> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await http(path, { headers: { 'accept-language': 'pt-BR' }, redirect: 'manual' });
    const body = await res.text();
    if (check(body, res)) return { body, res };
    if (Date.now() > deadline) throw new Error(`${path} did not change within ${ms} ms (status ${res.status})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Whether HTML or XML shows `text` (an ampersand may be written &amp; or &#x26;). */
const shows = (body: string, text: string) =>
  [text, text.replace(/&/g, '&amp;'), text.replace(/&/g, '&#x26;')].some((t) => body.includes(t));

/** Every inline script of a page has its hash in the page's script policy (else the browser blocks it). */
function unhashedInlineScripts(html: string, policy: string): string[] {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs!))
    .map(([, , body]) => body!)
    .filter(Boolean);
  return scripts.map((b) => `sha256-${createHash('sha256').update(b, 'utf8').digest('base64')}`).filter((h) => !policy.includes(`'${h}'`));
}

describe('admin, publishing', () => {
  const admin = () => sessions.admin!;
  const save = (additions: { path: string; text: string }[], deletions: string[] = []) =>
    update(admin(), {
      additions: additions.map((a) => ({ path: a.path, contents: b64url(a.text) })),
      deletions: deletions.map((path) => ({ path })),
    });

  it('puts a changed title live on the post, the list and the feed within seconds, with every inline script in the policy', async () => {
    const path = 'content/blog/es/http-renomear.md';
    const first = post('http-renomear', 'Un título publicado primero').replace('---\n', '---\nslug: http-renomear\n');
    expect((await save([{ path, text: first }])).status).toBe(200);
    await eventually('/es/blog/http-renomear', (b) => b.includes('Un título publicado primero'));
    expect((await save([{ path, text: first.replace('Un título publicado primero', 'Un título cambiado & nuevo') }])).status).toBe(200);
    const { body, res } = await eventually('/es/blog/http-renomear', (b) => shows(b, 'Un título cambiado & nuevo'));
    expect(res.status).toBe(200);
    expect(unhashedInlineScripts(body, res.headers.get('content-security-policy')!)).toEqual([]);
    expect(/script-src [^;]*/.exec(res.headers.get('content-security-policy')!)![0]).not.toContain('unsafe-inline');
    await eventually('/es/blog', (b) => shows(b, 'Un título cambiado & nuevo'));
    // The feed writes a title as CDATA, where the ampersand stays as typed.
    await eventually('/es/blog/feed.xml', (b) => shows(b, 'Un título cambiado & nuevo'));
    await eventually('/files/search/es.json', (b) => b.includes('Un título cambiado & nuevo'));

    // Renamed with its old frontmatter (slug: http-renomear) kept, as the editor does: saved, and the old address redirects.
    const renamed = await save(
      [{ path: 'content/blog/es/http-renomeado.md', text: readFileSync(join(process.cwd(), path), 'utf8') }],
      [path],
    );
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(readFileSync(join(process.cwd(), 'content/blog/es/http-renomeado.md'), 'utf8')).not.toMatch(/^slug:/m);
    await eventually('/es/blog/http-renomeado', (b, r) => r.status === 200 && shows(b, 'Un título cambiado & nuevo'));
    const old = await http('/es/blog/http-renomear', { redirect: 'manual' });
    expect(old.status).toBe(308);
    expect(new URL(old.headers.get('location')!, E2E_BASE_URL).pathname).toBe('/es/blog/http-renomeado');

    // Deleted: both addresses are gone (410), with the not-found page.
    expect((await save([], ['content/blog/es/http-renomeado.md'])).status).toBe(200);
    for (const gone of ['/es/blog/http-renomeado', '/es/blog/http-renomear']) {
      const res = await http(gone, { redirect: 'manual' });
      expect(res.status, gone).toBe(410);
      expect(await res.text(), gone).toMatch(/<html/);
    }
    await eventually('/es/blog', (b) => !b.includes('Un título cambiado'));
  }, 60_000);

  it('keeps a draft off every public surface and shows it in the preview, then publishes it with one save', async () => {
    const path = 'content/blog/es/http-rascunho.md';
    const text = post('http-rascunho', 'Un borrador todavía privado').replace('---\n', '---\ndraft: true\n');
    expect((await save([{ path, text }])).status).toBe(200);
    // The next publication would show it at once: give the server the time it takes.
    await eventually('/es/blog', (b) => b.includes('</html>'));
    await new Promise((r) => setTimeout(r, 1500));
    expect((await http('/es/blog/http-rascunho', { redirect: 'manual' })).status).toBe(404);
    for (const surface of ['/es/blog', '/es/blog/feed.xml', '/sitemap.xml', '/files/search/es.json']) {
      expect(await (await http(surface)).text(), surface).not.toContain('http-rascunho');
    }
    const preview = await http('/es/admin/conteudo/previa/blog/es/http-rascunho', { headers: { cookie: admin() } });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Un borrador todavía privado');
    const status = await (await http('/admin/conteudo?estado=draft', { headers: { cookie: admin() } })).text();
    expect(status).toMatch(/data-testid="content-blog-http-rascunho-es"[\s\S]{0,400}data-publication="draft"/);

    expect((await save([{ path, text: text.replace('draft: true\n', '') }])).status).toBe(200);
    await eventually('/es/blog/http-rascunho', (b, r) => r.status === 200 && b.includes('Un borrador todavía privado'));
    await eventually('/es/blog', (b) => b.includes('Un borrador todavía privado'));
    expect((await save([], [path])).status).toBe(200);
  }, 60_000);

  it('keeps a post scheduled for later off the site, and the status page says when it goes live', async () => {
    const path = 'content/blog/es/http-agendado.md';
    const text = post('http-agendado', 'Una entrada programada para después').replace('---\n', '---\npublishAt: 2099-01-05T09:30\n');
    expect((await save([{ path, text }])).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await http('/es/blog/http-agendado', { redirect: 'manual' })).status).toBe(404);
    expect(await (await http('/es/blog')).text()).not.toContain('http-agendado');
    const status = await (await http('/admin/conteudo?estado=scheduled&tipo=blog', { headers: { cookie: admin() } })).text();
    expect(status).toMatch(
      /data-testid="content-blog-http-agendado-es"[\s\S]{0,600}data-publication="scheduled"[^>]*>[^<]*Agendado para 05\/01\/2099/,
    );
    expect((await save([], [path])).status).toBe(200);
  }, 60_000);

  it('keeps a draft service and a draft success case off the site in their language only, and the status page says so', async () => {
    const servicePath = 'content/services/es/storage.yaml';
    const casesPath = 'content/success-cases/en.yaml';
    const service = readFileSync(join(process.cwd(), servicePath), 'utf8');
    const cases = readFileSync(join(process.cwd(), casesPath), 'utf8');
    const draftCase = cases.replace('hospital-backup-contra-ransomware:\n', 'hospital-backup-contra-ransomware:\n  draft: true\n');
    expect(draftCase).not.toBe(cases);
    try {
      expect(
        (
          await save([
            { path: servicePath, text: `${service.trimEnd()}\ndraft: true\n` },
            { path: casesPath, text: draftCase },
          ])
        ).status,
      ).toBe(200);
      await eventually('/es/servicos/storage', (_b, r) => r.status === 404);
      await eventually('/en/casos-de-sucesso', (b) => !b.includes('Hospital Nova Aurora'));
      // Every page lists the services in its menus: each regenerates behind the save.
      for (const surface of ['/es/servicos', '/es', '/es/contato', '/files/search/es.json']) {
        await eventually(surface, (b) => b.includes('/es/servicos/backup"') && !b.includes('/es/servicos/storage"'), 30_000);
      }
      await eventually('/sitemap.xml', (b) => b.includes('/es/servicos/backup<') && !/<loc>[^<]*\/es\/servicos\/storage<\/loc>/.test(b));
      // Other languages keep them.
      expect((await http('/servicos/storage')).status).toBe(200);
      expect(await (await http('/es/servicos')).text()).toContain('/es/servicos/backup"');
      expect(await (await http('/casos-de-sucesso')).text()).toContain('Hospital Nova Aurora');
      const status = await (await http('/admin/conteudo?estado=draft', { headers: { cookie: admin() } })).text();
      expect(status).toMatch(/data-testid="content-services-storage-es"[\s\S]{0,400}data-publication="draft"/);
      expect(status).toMatch(
        /data-testid="content-success-cases-hospital-backup-contra-ransomware-en"[\s\S]{0,400}data-publication="draft"/,
      );
      expect(status).toMatch(/data-testid="content-services-storage-pt"[\s\S]{0,400}data-publication="published"/);
    } finally {
      await save([
        { path: servicePath, text: service },
        { path: casesPath, text: cases },
      ]);
    }
    await eventually('/es/servicos/storage', (_b, r) => r.status === 200);
    await eventually('/en/casos-de-sucesso', (b) => b.includes('Hospital Nova Aurora'));
  }, 90_000);

  it('shows a changed price on the service page within seconds', async () => {
    const file = join(process.cwd(), PRICES_FILE);
    const original = readFileSync(file, 'utf8');
    const prices = JSON.parse(original) as Record<string, number | null>;
    try {
      expect(
        (
          await update(admin(), {
            additions: [{ path: PRICES_FILE, contents: b64url(JSON.stringify({ ...prices, backup: 417.3 })) }],
            deletions: [],
          })
        ).status,
      ).toBe(200);
      const { body, res } = await eventually('/servicos/backup', (b) => /417,30/.test(b));
      expect(unhashedInlineScripts(body, res.headers.get('content-security-policy')!)).toEqual([]);
    } finally {
      await update(admin(), { additions: [{ path: PRICES_FILE, contents: b64url(original) }], deletions: [] });
    }
    await eventually('/servicos/backup', (b) => !/417,30/.test(b));
  }, 90_000);
});
