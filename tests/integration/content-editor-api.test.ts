/**
 * The staff editor's API (lib/content/editor/api.ts) called directly with real requests: the
 * checks in front of Keystatic (same site, signed in, admin in the database), the tree cut down to
 * content/ and the body images, the saves it refuses (400 with one Portuguese sentence, nothing
 * written) and the saves it lets through (written to a temporary copy of content/, audited, the
 * replaced text kept, the touched paths published).
 */
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/types';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, contentVersions, userRoles } from '@/lib/db/schema';
import { editorRoute, handleEditorApi, IMAGE_PATH, withoutPlaceFields } from '@/lib/content/editor/api';
import { publish } from '@/lib/content/publishing';
import { PRICES_FILE } from '@/lib/content/prices';
import { testDatabases } from './helpers';

const state = vi.hoisted(() => ({ user: null as AuthUser | null, db: null as unknown }));
vi.mock('@/lib/auth', () => ({ getCurrentUser: async () => state.user }));
vi.mock('@/lib/db', () => ({ getDb: async () => state.db }));
// Publishing marks Next's page caches stale: here only the paths it is handed matter.
vi.mock('@/lib/content/publishing', async (importOriginal) => ({ ...(await importOriginal<object>()), publish: vi.fn() }));

const ORIGIN = 'https://editor.example.test';
const IP = '198.51.100.23';
const ENV = { SITE_URL: ORIGIN, TRUSTED_PROXY: '0' } as const;
const UNSET = ['KEYSTATIC_STORAGE', 'KEYSTATIC_CLOUD_PROJECT', 'KEYSTATIC_GITHUB_REPO'] as const;
const savedEnv: Record<string, string | undefined> = {};
beforeAll(() => {
  for (const key of [...Object.keys(ENV), ...UNSET]) savedEnv[key] = process.env[key];
  Object.assign(process.env, ENV);
  for (const key of UNSET) delete process.env[key];
});
afterAll(() => {
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const PROJECT = process.cwd();
const EXISTING = 'content/blog/es/backup-3-2-1-empresarial.md';
const EXISTING_IMAGE = 'public/images/content/existente/foto.png';
const EXISTING_SVG = 'public/images/content/existente/diagrama.svg';
const NOT_AN_ENTRY = 'não é um arquivo de conteúdo do site (nomes em kebab-case, nas pastas de content/ ou de imagens)';
const BAD_DATA = 'Não foi possível salvar. dados em formato inesperado';
const EDITOR = { 'no-cors': '1', 'sec-fetch-site': 'same-origin', origin: ORIGIN, 'x-forwarded-for': IP };

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A PNG's signature and header: enough for its size to be read. */
function png(width: number, height: number, totalBytes = 0): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  const head = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
  return totalBytes > head.length ? Buffer.concat([head, Buffer.alloc(totalBytes - head.length)]) : head;
}

function post(title: string, extra: string[] = [], body = 'Corpo do texto de teste.'): string {
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
    ...extra,
    '---',
    '',
    body,
    '',
  ].join('\n');
}

/** Git's blob hash, which Keystatic names a file by when reading it back. */
const gitSha = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

for (const target of testDatabases()) {
  describe(`content editor API on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    let root: string;
    const adminId = `admin-${randomUUID()}`;
    const admin: AuthUser = {
      id: adminId,
      email: `${adminId}@example.com`,
      fullName: 'Admin do Conteúdo',
      emailVerified: true,
      roles: ['admin'],
      partnerId: null,
      isAdmin: true,
    };

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      await handle.db.insert(userRoles).values({ userId: adminId, role: 'admin' });
      root = mkdtempSync(join(tmpdir(), 'editor-api-'));
      cpSync(join(PROJECT, 'content'), join(root, 'content'), { recursive: true });
      // Project files the library's tree would list beside content/.
      const extra: Record<string, string | Buffer> = {
        '.env.local': 'AUTH_SECRET=segredo\n',
        'package.json': '{}\n',
        'lib/segredo.ts': 'export {};\n',
        'content-rascunho/nota.md': 'fora de content/\n',
        'public/robots.txt': 'User-agent: *\n',
        // A name the images' folder starts with, but not a folder on its way.
        'public/image': 'nada\n',
        'public/images/logo.png': png(4, 4),
        'public/images/content-antigo/velho.png': png(4, 4),
        [EXISTING_IMAGE]: png(6, 3),
        [EXISTING_SVG]: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      };
      for (const [file, bytes] of Object.entries(extra)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), bytes);
      }
    }, 60_000);
    afterAll(async () => {
      await cleanup?.();
      rmSync(root, { recursive: true, force: true });
    });
    beforeEach(() => {
      state.db = handle.db;
      state.user = admin;
      vi.mocked(publish).mockClear();
    });

    const onDisk = (file: string) => join(root, file);
    /** The handler with the temporary copy as the project folder (content/ and Keystatic's base). */
    async function api(request: Request): Promise<Response> {
      const cwd = vi.spyOn(process, 'cwd').mockReturnValue(root);
      try {
        return await handleEditorApi(request);
      } finally {
        cwd.mockRestore();
      }
    }
    const call = (route: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) =>
      api(
        new Request(`${ORIGIN}/api/keystatic/${route}`, {
          method: init.method ?? 'GET',
          body: init.body,
          headers: { ...EDITOR, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
        }),
      );
    const save = (
      additions: { path: string; contents: string }[],
      deletions: string[] = [],
      opts: { route?: string; headers?: Record<string, string>; method?: string } = {},
    ) =>
      call(opts.route ?? 'update', {
        method: opts.method ?? 'POST',
        body: JSON.stringify({ additions, deletions: deletions.map((path) => ({ path })) }),
        headers: opts.headers,
      });
    const text = (path: string, value: string) => ({ path, contents: b64url(value) });
    const auditOf = (entityId: string) => handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
    const versionsOf = (path: string) => handle.db.select().from(contentVersions).where(eq(contentVersions.path, path));
    const treePaths = async (res: Response) => ((await res.json()) as { path: string }[]).map((e) => e.path);

    describe('who may call it', () => {
      it('refuses a request from another site with 403, even from a signed-in admin, and writes nothing', async () => {
        const path = 'content/blog/es/de-outro-site.md';
        for (const headers of [
          { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
          { 'sec-fetch-site': 'same-origin', origin: 'https://attacker.example' },
          { 'sec-fetch-site': 'same-site', origin: ORIGIN },
        ]) {
          const res = await save([text(path, post('Um título de teste válido'))], [], { headers });
          expect(res.status).toBe(403);
          expect(await res.json()).toEqual({ ok: false, error: 'forbidden', title: 'Cross-origin request refused' });
          expect((await call('tree', { headers })).status).toBe(403);
        }
        expect(existsSync(onDisk(path))).toBe(false);
        expect(await auditOf('blog/es/de-outro-site')).toEqual([]);
        expect(publish).not.toHaveBeenCalled();
      });

      it("lets GitHub's sign-in callback come back from github.com, and still asks for a session there", async () => {
        const fromGithub = { 'sec-fetch-site': 'cross-site', origin: 'https://github.com' };
        state.user = null;
        const signedOut = await call('github/oauth/callback?code=x', { headers: fromGithub });
        expect(signedOut.status).toBe(401);
        expect(await signedOut.json()).toEqual({ ok: false, error: 'signed_out', title: 'unauthorized' });
        state.user = admin;
        // Local mode has no GitHub routes: the admin gets the site's own not-found answer.
        const local = await call('github/oauth/callback?code=x', { headers: fromGithub });
        expect(local.status).toBe(404);
        expect(await local.json()).toEqual({ ok: false, error: 'not_found', title: 'not found' });
        // Only the navigation back (a GET) is let through, and only on that route.
        expect((await call('github/oauth/callback', { method: 'POST', body: '{}', headers: fromGithub })).status).toBe(403);
        expect((await call('github/login', { headers: fromGithub })).status).toBe(403);
      });

      it('answers 401 to a signed-out visitor and 403 to a user without the admin role, on reads and saves', async () => {
        const path = 'content/blog/es/sem-permissao.md';
        state.user = null;
        const anonymous = await call('tree');
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
        expect(await anonymous.json()).toEqual({ ok: false, error: 'signed_out', title: 'unauthorized' });
        expect((await save([text(path, post('Um título de teste válido'))])).status).toBe(401);

        // The session claims admin; the database has no role for this user.
        const id = `client-${randomUUID()}`;
        state.user = { ...admin, id, email: `${id}@example.com` };
        const client = await call('tree');
        expect(client.status).toBe(403);
        expect(client.headers.get('cache-control')).toBe('private, no-store');
        expect(await client.json()).toEqual({ ok: false, error: 'forbidden', title: 'forbidden' });
        expect((await save([text(path, post('Um título de teste válido'))])).status).toBe(403);
        expect((await save([], [EXISTING])).status).toBe(403);

        expect(existsSync(onDisk(path))).toBe(false);
        expect(existsSync(onDisk(EXISTING))).toBe(true);
        expect(await auditOf('blog/es/sem-permissao')).toEqual([]);
      });

      it('refuses a path that does not decode before asking who calls', async () => {
        state.user = null;
        for (const route of ['%E0%A4%A', 'a%2Fb', 'blob%5C..']) {
          const res = await call(route);
          expect(res.status, route).toBe(400);
          expect(await res.json(), route).toEqual({ ok: false, error: 'bad_request', title: 'bad path' });
        }
      });
    });

    describe('reads', () => {
      it("lists only content/ and the body images' folder in the tree, never the project's other files", async () => {
        const res = await call('tree');
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        const paths = await treePaths(res);
        expect(paths).toEqual(
          expect.arrayContaining([
            'content',
            'content/prices.json',
            EXISTING,
            'public',
            'public/images',
            'public/images/content',
            'public/images/content/existente',
            EXISTING_IMAGE,
          ]),
        );
        for (const hidden of [
          '.env.local',
          'package.json',
          'lib',
          'lib/segredo.ts',
          'content-rascunho',
          'content-rascunho/nota.md',
          'public/robots.txt',
          'public/image',
          'public/images/logo.png',
          'public/images/content-antigo',
          'public/images/content-antigo/velho.png',
        ])
          expect(paths, hidden).not.toContain(hidden);
      });

      it('answers an encoded or mixed-case tree route as the plain one', async () => {
        const plain = (await treePaths(await call('tree'))).sort();
        for (const route of ['%74ree', 'TrEe', '%2574ree', '%25252574ree']) {
          const res = await call(route);
          expect(res.status, route).toBe(200);
          expect((await treePaths(res)).sort(), route).toEqual(plain);
        }
        // Encoded five times it is no name at all.
        expect((await call('%2525252574ree')).status).toBe(400);
      });

      it("passes on the library's own refusal of a tree asked without its header", async () => {
        const res = await call('tree', { headers: { 'no-cors': '0' } });
        expect(res.status).toBe(400);
        expect(await res.text()).toBe('Bad Request');
      });

      it('reads back content entries, the prices and body images, and nothing else of the project', async () => {
        for (const file of [EXISTING, PRICES_FILE, EXISTING_IMAGE]) {
          const bytes = readFileSync(onDisk(file));
          const res = await call(`blob/${gitSha(bytes)}/${file}`);
          expect(res.status, file).toBe(200);
          expect(Buffer.from(await res.arrayBuffer()).equals(bytes), file).toBe(true);
        }
        // A stale hash: the library's own answer.
        const stale = await call(`blob/${'0'.repeat(40)}/${EXISTING}`);
        expect(stale.status).toBe(404);
        expect(await stale.text()).toBe('Not Found');
        for (const file of ['package.json', '.env.local', EXISTING_SVG, 'public/robots.txt', 'content/blog/es/Nome_Ruim.md']) {
          const res = await call(`blob/${gitSha(readFileSync(onDisk(existsSync(onDisk(file)) ? file : 'package.json')))}/${file}`);
          expect(res.status, file).toBe(404);
          expect(await res.json(), file).toEqual({ ok: false, error: 'not_found', title: 'not found' });
        }
        expect((await call(`%62lob/0000/.env.local`)).status).toBe(404);
        // Only the blob route reads files back, whatever path another route names.
        const sha = gitSha(readFileSync(onDisk(PRICES_FILE)));
        const other = await call(`nothing/${sha}/${PRICES_FILE}`);
        expect(other.status).toBe(404);
        expect(await other.json()).toEqual({ ok: false, error: 'not_found', title: 'not found' });
      });

      it('answers 404 to any other route or method, and saves nothing through them', async () => {
        const path = 'content/blog/es/metodo-errado.md';
        for (const [route, method] of [
          ['nothing', 'GET'],
          ['update', 'GET'],
          ['tree', 'POST'],
          ['update', 'PUT'],
          ['update/extra', 'POST'],
        ] as const) {
          const res =
            method === 'GET' ? await call(route) : await save([text(path, post('Um título de teste válido'))], [], { route, method });
          expect(res.status, `${method} ${route}`).toBe(404);
          expect(await res.json(), `${method} ${route}`).toEqual({ ok: false, error: 'not_found', title: 'not found' });
        }
        expect(existsSync(onDisk(path))).toBe(false);
      });
    });

    describe('saves refused', () => {
      it('refuses an entry the build would refuse with its field in Portuguese, and writes nothing', async () => {
        const path = 'content/blog/es/titulo-curto.md';
        const res = await save([text(path, post('Curto'))]);
        expect(res.status).toBe(400);
        expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        expect(await res.text()).toBe(
          'Não foi possível salvar. content/blog/es/titulo-curto.md: title: Pequeno demais: esperava que o texto tivesse >= 10 caracteres',
        );
        expect(existsSync(onDisk(path))).toBe(false);
        expect(await auditOf('blog/es/titulo-curto')).toEqual([]);
        expect(await versionsOf(path)).toEqual([]);
        expect(publish).not.toHaveBeenCalled();
      });

      it('writes none of a save when one of its files is refused', async () => {
        const good = 'content/blog/es/par-valido.md';
        const res = await save([text(good, post('Um título de teste válido')), text('content/blog/es/par-invalido.md', 'sem metadados')]);
        expect(res.status).toBe(400);
        expect(await res.text()).toBe(
          'Não foi possível salvar. content/blog/es/par-invalido.md: (arquivo): falta o bloco de metadados (frontmatter)',
        );
        expect(existsSync(onDisk(good))).toBe(false);
      });

      it('refuses files outside the content entries and the body images, by their path', async () => {
        for (const path of [
          '.env.local',
          'package.json',
          'content/../package.json',
          'content/blog/pt/x/y.md',
          'content/blog/es/Nome_Ruim.md',
          'content/blog/es/.md',
          'public/robots.txt',
          'public/sw.js',
        ]) {
          const res = await save([text(path, post('Um título de teste válido'))]);
          expect(res.status, path).toBe(400);
          expect(await res.text(), path).toBe(`Não foi possível salvar. ${path}: ${NOT_AN_ENTRY}`);
        }
        for (const path of ['package.json', PRICES_FILE, 'public/images/logo.png']) {
          const res = await save([], [path]);
          expect(res.status, path).toBe(400);
          expect(await res.text(), path).toBe(`Não foi possível salvar. ${path}: ${NOT_AN_ENTRY}`);
        }
        expect(readFileSync(onDisk('package.json'), 'utf8')).toBe('{}\n');
        expect(existsSync(onDisk(PRICES_FILE))).toBe(true);
      });

      it('refuses an image path outside public/images/content/<slug>/ or of a kind the site does not serve', async () => {
        for (const path of [
          'public/images/content.html',
          'public/images/content/a.png',
          'public/images/content/x/evil.svg',
          'public/images/content/x/a..png',
          'public/images/content/x/y/z.png',
          'public/images/content/Slug/a.png',
          'public/images/logo.png',
          'public/images/content-antigo/novo.png',
        ]) {
          const res = await save([{ path, contents: b64url(png(8, 4)) }]);
          expect(res.status, path).toBe(400);
          expect(await res.text(), path).toBe(`Não foi possível salvar. ${path}: ${NOT_AN_ENTRY}`);
          expect(existsSync(onDisk(path)), path).toBe(path === 'public/images/logo.png');
        }
      });

      it('refuses an added image that is no image, has no width or height, or is over 1024 KB', async () => {
        const path = 'public/images/content/recusada/foto.png';
        for (const [bytes, problem] of [
          [Buffer.from('<svg onload="alert(1)"/>'), 'não é uma imagem'],
          [png(0, 4), 'não é uma imagem'],
          [png(8, 0), 'não é uma imagem'],
          [png(8, 4, 1024 * 1024 + 1), 'maior que 1024 KB'],
        ] as const) {
          const res = await save([{ path, contents: b64url(bytes) }]);
          expect(res.status, problem).toBe(400);
          expect(await res.text(), problem).toBe(`Não foi possível salvar. ${path}: ${problem}`);
        }
        expect(existsSync(onDisk(path))).toBe(false);
      });

      it('refuses text that is not UTF-8, in an entry and in the prices', async () => {
        const invalid = b64url(Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]));
        for (const path of ['content/blog/es/nao-utf8.md', PRICES_FILE]) {
          const res = await save([{ path, contents: invalid }]);
          expect(res.status, path).toBe(400);
          expect(await res.text(), path).toBe(`Não foi possível salvar. ${path}: não é texto UTF-8`);
        }
        expect(existsSync(onDisk('content/blog/es/nao-utf8.md'))).toBe(false);
      });

      it('refuses prices the catalogue would refuse, naming the service', async () => {
        const before = readFileSync(onDisk(PRICES_FILE), 'utf8');
        const prices = JSON.parse(before) as Record<string, number | null>;
        const res = await save([text(PRICES_FILE, JSON.stringify({ ...prices, msp: -1 }))]);
        expect(res.status).toBe(400);
        expect(await res.text()).toMatch(/^Não foi possível salvar\. content\/prices\.json: msp: /);
        expect(readFileSync(onDisk(PRICES_FILE), 'utf8')).toBe(before);
      });

      it('refuses a post whose body image is neither on disk nor in the save', async () => {
        const path = 'content/blog/es/imagem-ausente.md';
        const body = '![Rede](/images/content/imagem-ausente/falta.png)';
        const res = await save([text(path, post('Um título de teste válido', [], body))]);
        expect(res.status).toBe(400);
        expect(await res.text()).toBe(
          `Não foi possível salvar. ${path}: content: a imagem /images/content/imagem-ausente/falta.png não existe; envie-a com o texto`,
        );
        // On disk, but of a kind a save could never have put there.
        const svg = await save([text(path, post('Um título de teste válido', [], '![Diagrama](/images/content/existente/diagrama.svg)'))]);
        expect(svg.status).toBe(400);
        expect(await svg.text()).toContain('a imagem /images/content/existente/diagrama.svg não existe');
        expect(existsSync(onDisk(path))).toBe(false);
      });

      it('refuses a body that is not the shape of a save', async () => {
        for (const body of [
          [],
          'texto',
          { additions: [] },
          { deletions: [] },
          { additions: {}, deletions: [] },
          { additions: [], deletions: null },
          { additions: [null], deletions: [] },
          { additions: ['content/blog/es/x.md'], deletions: [] },
          { additions: [{ path: 1, contents: 'eA' }], deletions: [] },
          { additions: [{ path: 'content/blog/es/x.md', contents: 1 }], deletions: [] },
          { additions: [{ path: 'content/blog/es/x.md' }], deletions: [] },
          { additions: [], deletions: ['content/blog/es/x.md'] },
          { additions: [], deletions: [{ path: 1 }] },
        ]) {
          const res = await call('update', { method: 'POST', body: JSON.stringify(body) });
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(await res.text(), JSON.stringify(body)).toBe(BAD_DATA);
        }
      });

      it('refuses a body that is not JSON, or too large, before looking at it', async () => {
        const garbled = await call('update', { method: 'POST', body: '{"additions": [' });
        expect(garbled.status).toBe(400);
        expect(await garbled.json()).toEqual({ ok: false, error: 'bad_request', title: 'Invalid JSON body' });
        const large = await call('update', { method: 'POST', body: `{"additions":[],"deletions":[]}${' '.repeat(4 * 1024 * 1024)}` });
        expect(large.status).toBe(413);
        expect(await large.json()).toEqual({ ok: false, error: 'too_large', title: 'Request body too large' });
      });

      it("passes on the library's refusal of a save without its header, and then records and publishes nothing", async () => {
        const path = 'content/blog/es/sem-cabecalho.md';
        const res = await save([text(path, post('Um título de teste válido'))], [], { headers: { 'no-cors': '0' } });
        expect(res.status).toBe(400);
        expect(await res.text()).toBe('Bad Request');
        expect(existsSync(onDisk(path))).toBe(false);
        expect(await auditOf('blog/es/sem-cabecalho')).toEqual([]);
        expect(await versionsOf(path)).toEqual([]);
        expect(publish).not.toHaveBeenCalled();
      });
    });

    describe('saves accepted', () => {
      it('creates, updates and deletes a post: each on disk, audited with its action, the replaced text kept, its path published', async () => {
        const path = 'content/blog/es/ciclo-completo.md';
        const entityId = 'blog/es/ciclo-completo';
        const data = { kind: 'blog', locale: 'es', slug: 'ciclo-completo', path };
        const first = post('Um título de teste válido');
        const second = post('Um título de teste revisto');

        const created = await save([text(path, first)]);
        expect(created.status).toBe(200);
        expect(created.headers.get('cache-control')).toBe('private, no-store');
        const paths = await treePaths(created);
        expect(paths).toContain(path);
        expect(paths).not.toContain('.env.local');
        expect(readFileSync(onDisk(path), 'utf8')).toBe(first);
        expect(publish).toHaveBeenLastCalledWith([{ path, action: 'content.create' }]);

        expect((await save([text(path, second)])).status).toBe(200);
        expect(readFileSync(onDisk(path), 'utf8')).toBe(second);
        expect(publish).toHaveBeenLastCalledWith([{ path, action: 'content.update' }]);

        expect((await save([], [path])).status).toBe(200);
        expect(existsSync(onDisk(path))).toBe(false);
        expect(publish).toHaveBeenLastCalledWith([{ path, action: 'content.delete' }]);
        expect(publish).toHaveBeenCalledTimes(3);

        const audit = await auditOf(entityId);
        expect(audit.map((a) => a.action).sort()).toEqual(['content.create', 'content.delete', 'content.update']);
        for (const row of audit) expect(row).toMatchObject({ actorId: adminId, entity: 'content', entityId, data, ip: IP });

        const versions = await versionsOf(path);
        const byAction = Object.fromEntries(versions.map((v) => [v.action, v]));
        expect(versions).toHaveLength(3);
        expect(byAction['content.create']).toMatchObject({
          text: null,
          kind: 'blog',
          locale: 'es',
          slug: 'ciclo-completo',
          actorId: adminId,
        });
        expect(byAction['content.update']!.text).toBe(first);
        expect(byAction['content.delete']!.text).toBe(second);
      });

      it('checks the text as sent when its encoding uses the URL-safe characters', async () => {
        const path = 'content/blog/es/setas.md';
        const value = post('Um título de teste válido', [], 'Setas ~> e <~ no texto: ~~~>>> ??? ¿¡');
        const contents = b64url(value);
        expect(contents).toMatch(/-/);
        expect(contents).toMatch(/_/);
        expect((await save([{ path, contents }])).status).toBe(200);
        expect(readFileSync(onDisk(path), 'utf8')).toBe(value);
      });

      it('updates an existing entry as an update, keeping the text it replaced', async () => {
        const original = readFileSync(onDisk(EXISTING), 'utf8');
        const changed = original.replace('Regla 3-2-1 de respaldo', 'Regla 3-2-1 de copias');
        expect(changed).not.toBe(original);
        expect((await save([text(EXISTING, changed)])).status).toBe(200);
        const [row] = await auditOf('blog/es/backup-3-2-1-empresarial');
        expect(row).toMatchObject({ action: 'content.update', data: { path: EXISTING } });
        expect((await versionsOf(EXISTING)).map((v) => [v.action, v.text])).toEqual([['content.update', original]]);
      });

      it('drops the slug and locale a post names in its frontmatter, as its place says both', async () => {
        const path = 'content/blog/es/nome-novo.md';
        const res = await save([text(path, post('Um título de teste válido', ['slug: nome-antigo', 'locale: pt']))]);
        expect(res.status).toBe(200);
        expect(readFileSync(onDisk(path), 'utf8')).toBe(post('Um título de teste válido'));
      });

      it('saves a YAML entry, audited with its kind, locale and slug', async () => {
        const path = 'content/services/es/automacao-iot.yaml';
        const original = readFileSync(onDisk(path), 'utf8');
        const changed = original.replace('title: Automatización IoT', 'title: Automatización IoT y sensores');
        expect(changed).not.toBe(original);
        expect((await save([text(path, changed)])).status).toBe(200);
        expect(readFileSync(onDisk(path), 'utf8')).toBe(changed);
        const [row] = await auditOf('services/es/automacao-iot');
        expect(row).toMatchObject({ action: 'content.update', data: { kind: 'services', locale: 'es', slug: 'automacao-iot', path } });
        expect(publish).toHaveBeenLastCalledWith([{ path, action: 'content.update' }]);
      });

      it('saves new prices as an update of the prices file, audited and kept', async () => {
        const before = readFileSync(onDisk(PRICES_FILE), 'utf8');
        const prices = JSON.parse(before) as Record<string, number | null>;
        const next = JSON.stringify({ ...prices, backup: 319.9 });
        expect((await save([text(PRICES_FILE, next)])).status).toBe(200);
        expect(readFileSync(onDisk(PRICES_FILE), 'utf8')).toBe(next);
        const [row] = await auditOf(PRICES_FILE);
        expect(row).toMatchObject({
          action: 'content.update',
          entity: 'content',
          actorId: adminId,
          data: { kind: 'prices', path: PRICES_FILE },
          ip: IP,
        });
        expect((await versionsOf(PRICES_FILE)).map((v) => [v.action, v.kind, v.text])).toEqual([['content.update', 'prices', before]]);
        expect(publish).toHaveBeenLastCalledWith([{ path: PRICES_FILE, action: 'content.update' }]);
      });

      it('stores a body image with the post that shows it, and publishes only the post', async () => {
        const path = 'content/blog/es/com-imagem.md';
        const image = 'public/images/content/com-imagem/rede.png';
        const body = '![Mapa da rede](/images/content/com-imagem/rede.png)';
        const res = await save([text(path, post('Um título de teste válido', [], body)), { path: image, contents: b64url(png(8, 4)) }]);
        expect(res.status).toBe(200);
        expect(readFileSync(onDisk(image)).equals(png(8, 4))).toBe(true);
        expect(await treePaths(res)).toContain(image);
        expect(publish).toHaveBeenCalledTimes(1);
        expect(publish).toHaveBeenCalledWith([{ path, action: 'content.create' }]);
        const [row] = await auditOf(image);
        expect(row).toMatchObject({ action: 'content.create', actorId: adminId, entity: 'content', data: { kind: 'image', path: image } });
        // Images are files, not texts: no version of them is kept.
        expect(await versionsOf(image)).toEqual([]);
      });

      it('accepts a post showing an image already on disk', async () => {
        const path = 'content/blog/es/imagem-existente.md';
        const res = await save([text(path, post('Um título de teste válido', [], '![Foto](/images/content/existente/foto.png)'))]);
        expect(res.status).toBe(200);
        expect(existsSync(onDisk(path))).toBe(true);
      });

      it('takes an image of exactly 1024 KB, replaces it as an update and deletes it, publishing no page', async () => {
        const image = 'public/images/content/limite/foto.png';
        expect((await save([{ path: image, contents: b64url(png(8, 4, 1024 * 1024)) }])).status).toBe(200);
        expect(readFileSync(onDisk(image)).byteLength).toBe(1024 * 1024);
        expect((await save([{ path: image, contents: b64url(png(16, 8)) }])).status).toBe(200);
        expect(readFileSync(onDisk(image)).equals(png(16, 8))).toBe(true);
        expect((await save([], [image])).status).toBe(200);
        expect(existsSync(onDisk(image))).toBe(false);
        const audit = await auditOf(image);
        expect(audit.map((a) => a.action).sort()).toEqual(['content.create', 'content.delete', 'content.update']);
        for (const row of audit) expect(row.data).toEqual({ kind: 'image', path: image });
        expect(publish).not.toHaveBeenCalled();
      });

      it('answers an encoded route name as the plain update, checks and audit included', async () => {
        const path = 'content/blog/es/rota-codificada.md';
        const refused = await save([text(path, 'sem metadados')], [], { route: '%75pdate' });
        expect(refused.status).toBe(400);
        expect(await refused.text()).toContain('frontmatter');
        expect((await save([text(path, post('Um título de teste válido'))], [], { route: 'UpDaTe' })).status).toBe(200);
        expect((await save([], [path], { route: '%2575pdate' })).status).toBe(200);
        expect(existsSync(onDisk(path))).toBe(false);
        expect((await auditOf('blog/es/rota-codificada')).map((a) => a.action).sort()).toEqual(['content.create', 'content.delete']);
      });

      it('records and publishes nothing for an empty save', async () => {
        const res = await save([]);
        expect(res.status).toBe(200);
        expect(await treePaths(res)).toContain(EXISTING);
        expect(publish).not.toHaveBeenCalled();
      });

      it("hands saves and reads to Keystatic's own storage when the content is not on this disk", async () => {
        const path = 'content/blog/es/modo-nuvem.md';
        process.env.KEYSTATIC_STORAGE = 'cloud';
        process.env.KEYSTATIC_CLOUD_PROJECT = 'equipe/site';
        try {
          const tree = await call('tree');
          expect(tree.status).toBe(404);
          expect(await tree.text()).toBe('Not Found');
          const res = await save([text(path, post('Um título de teste válido'))]);
          expect(res.status).toBe(404);
          expect(await res.text()).toBe('Not Found');
          // Not checked here: what a save or a route is, is the library's to answer.
          const refused = await save([text('package.json', '{}')]);
          expect(refused.status).toBe(404);
          expect(await refused.text()).toBe('Not Found');
          const other = await call('nothing');
          expect(other.status).toBe(404);
          expect(await other.text()).toBe('Not Found');
        } finally {
          delete process.env.KEYSTATIC_STORAGE;
          delete process.env.KEYSTATIC_CLOUD_PROJECT;
        }
        expect(existsSync(onDisk(path))).toBe(false);
        expect(await auditOf('blog/es/modo-nuvem')).toEqual([]);
      });
    });
  });
}

describe('editor routes', () => {
  it('reads tree and update whatever their case or encoding, up to four encodings deep', () => {
    for (const name of ['tree', 'TREE', '%74ree', '%2574ree', '%25252574ree', '/tree/', 'tree//']) {
      expect(editorRoute(`/api/keystatic/${name}`), name).toEqual({ name: 'tree', segments: ['tree'] });
    }
    expect(editorRoute('/api/keystatic/%55PDATE')).toEqual({ name: 'update', segments: ['update'] });
    expect(editorRoute('/api/keystatic/%2525252574ree')).toBeNull();
  });

  it('keeps a blob route with its hash and path, whatever the case of its name', () => {
    expect(editorRoute('/api/keystatic/BLOB/abc/content/blog/pt/x.md')).toEqual({
      name: 'blob',
      segments: ['blob', 'abc', 'content', 'blog', 'pt', 'x.md'],
    });
  });

  it('names any other route by its decoded segments', () => {
    expect(editorRoute('/api/keystatic/github/oauth/callback')).toEqual({
      name: 'github/oauth/callback',
      segments: ['github', 'oauth', 'callback'],
    });
    expect(editorRoute('/api/keystatic/tree/x')).toEqual({ name: 'tree/x', segments: ['tree', 'x'] });
    expect(editorRoute('/api/keystatic/up/date')).toEqual({ name: 'up/date', segments: ['up', 'date'] });
    expect(editorRoute('/api/keystatic')).toEqual({ name: '', segments: [] });
    expect(editorRoute('/api/keystaticx/tree')).toEqual({ name: 'x/tree', segments: ['x', 'tree'] });
    // Only the leading prefix is the API's.
    expect(editorRoute('/x/api/keystatic/tree')).toEqual({ name: 'x/api/keystatic/tree', segments: ['x', 'api', 'keystatic', 'tree'] });
  });

  it('refuses a segment that does not decode or hides a separator', () => {
    for (const name of ['%E0%A4%A', 'a%2Fb', 'a%252Fb', 'a%5Cb', '%']) expect(editorRoute(`/api/keystatic/${name}`), name).toBeNull();
  });
});

describe('body image paths', () => {
  it('take public/images/content/<kebab-case slug>/<kebab-case name> with an image extension', () => {
    for (const path of [
      'public/images/content/meu-post/foto.png',
      'public/images/content/post2/foto-1.v2.webp',
      'public/images/content/a/b.jpg',
      'public/images/content/a/b.jpeg',
      'public/images/content/a/b.gif',
      'public/images/content/a/b.avif',
    ])
      expect(IMAGE_PATH.test(path), path).toBe(true);
  });

  it('refuse other folders, names and extensions', () => {
    for (const path of [
      'public/images/content/a.png',
      'public/images/content/a/b/c.png',
      'public/images/content/A/b.png',
      'public/images/content/a--b/c.png',
      'public/images/content/-a/c.png',
      'public/images/content/a/b..png',
      'public/images/content/a/.png',
      'public/images/content/a/b.svg',
      'public/images/content/a/b.png.html',
      'x/public/images/content/a/b.png',
      'public/images/contentx/a/b.png',
    ])
      expect(IMAGE_PATH.test(path), path).toBe(false);
  });
});

describe('place fields of a saved post', () => {
  it("drops slug and locale from the frontmatter only, whatever the file's line endings", () => {
    expect(withoutPlaceFields('---\ntitle: T\nslug: x\nlocale: pt\ndate: 2026-01-01\n---\nslug: no corpo\n')).toBe(
      '---\ntitle: T\ndate: 2026-01-01\n---\nslug: no corpo\n',
    );
    expect(withoutPlaceFields('---\r\nslug: x\r\ntitle: T\r\n---\r\ncorpo')).toBe('---\r\ntitle: T\r\n---\r\ncorpo');
    expect(withoutPlaceFields('texto\n---\nslug: x\n---\n')).toBe('texto\n---\nslug: x\n---\n');
    expect(withoutPlaceFields('---\ntitle: T\nslugs: a\n---\n')).toBe('---\ntitle: T\nslugs: a\n---\n');
    expect(withoutPlaceFields('---\ntitle: Sobre o slug: nomes\nx: 1\n---\n')).toBe('---\ntitle: Sobre o slug: nomes\nx: 1\n---\n');
  });
});
