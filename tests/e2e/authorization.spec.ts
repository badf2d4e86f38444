/**
 * The signed-in areas' route handlers, called directly over HTTP by people who must not use them:
 * every handler under /api/admin refuses visitors (401) and non-admins (403); the partner's and the
 * account's own handlers refuse visitors. The handlers are found on disk, so a new one is covered
 * the day it is added. The pages themselves are guarded before they render.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { actionIdHeldBy } from './helpers/actions';
import { join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './helpers/test';
import { E2E_ADMIN } from './helpers/env';
import { freshContext, enterAs } from './helpers/session';

const PARTNER_EMAIL = 'parceiro@example.com.br';
const CLIENT_EMAIL = 'cliente@example.com.br';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface Handler {
  path: string;
  methods: string[];
}

/** Names a module exports: `export function GET`, `export const POST = …`, `export { h as GET, POST }`. */
function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function\s*\*?|const|let|var)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]!);
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Every route handler under app/api/<area>, as a path (dynamic segments filled with a random id). */
function handlers(area: string): Handler[] {
  const root = join(process.cwd(), 'app', 'api', area);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : name === 'route.ts' ? [path] : [];
    });
  return walk(root).map((file) => {
    const source = readFileSync(file, 'utf8');
    const methods = METHODS.filter((m) => exportedNames(source).has(m));
    const segments = relative(join(process.cwd(), 'app'), file).split(/[\\/]/).slice(0, -1);
    const path = `/${segments.map((s) => (/^\[.+\]$/.test(s) ? randomUUID() : s)).join('/')}`;
    return { path, methods };
  });
}

async function call(request: APIRequestContext, method: string, path: string) {
  return request.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', origin: new URL(path, 'http://127.0.0.1').origin },
    data: method === 'GET' || method === 'DELETE' ? undefined : {},
    maxRedirects: 0,
  });
}

const ADMIN = handlers('admin');
const PARTNER = handlers('partner');
const ACCOUNT = handlers('account');

test('the signed-in areas have route handlers to check', () => {
  expect(ADMIN.length).toBeGreaterThan(0);
  expect(PARTNER.length).toBeGreaterThan(0);
  expect(ACCOUNT.length).toBeGreaterThan(0);
  // A handler whose methods were not recognised would be checked for nothing.
  for (const { path, methods } of [...ADMIN, ...PARTNER, ...ACCOUNT]) expect(methods.length, path).toBeGreaterThan(0);
  expect(exportedNames('const h = () => 1;\nexport { h as GET, h as POST };')).toEqual(new Set(['GET', 'POST']));
});

test('visitors get 401 from every admin, partner and account handler, never data', async ({ browser }) => {
  const context = await freshContext(browser);
  for (const h of [...ADMIN, ...PARTNER, ...ACCOUNT]) {
    for (const method of h.methods) {
      const response = await call(context.request, method, h.path);
      expect(response.status(), `${method} ${h.path}`).toBe(401);
      expect(response.headers()['cache-control'], `${method} ${h.path}`).toContain('no-store');
    }
  }
  await context.close();
});

for (const who of [
  { label: 'a client', email: CLIENT_EMAIL },
  { label: 'a partner', email: PARTNER_EMAIL },
]) {
  test(`${who.label} gets 403 from every admin handler`, async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await enterAs(page, who.email, E2E_ADMIN.demoPassword);
    for (const h of ADMIN) {
      for (const method of h.methods) {
        const response = await call(context.request, method, h.path);
        expect(response.status(), `${method} ${h.path}`).toBe(403);
        const body = await response.text();
        expect(body, `${method} ${h.path}`).not.toContain('@');
      }
    }
    await context.close();
  });
}

test('a client gets 403 from the partner handlers', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await enterAs(page, CLIENT_EMAIL, E2E_ADMIN.demoPassword);
  for (const h of PARTNER) {
    for (const method of h.methods) {
      expect((await call(context.request, method, h.path)).status(), `${method} ${h.path}`).toBe(403);
    }
  }
  await context.close();
});

test('a client and a partner posting to an admin page are turned away before any action runs', async ({ browser }) => {
  for (const email of [CLIENT_EMAIL, PARTNER_EMAIL]) {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await enterAs(page, email, E2E_ADMIN.demoPassword);
    for (const path of ['/admin/leads', '/admin/parceiros', '/admin/usuarios', '/admin/newsletter', '/admin/emails', '/admin/auditoria']) {
      // An action the page holds (its footer's newsletter form at least), so only the guard stands in the way.
      const action = actionIdHeldBy(`app/[locale]/(account)${path}/page`);
      const response = await context.request.fetch(path, {
        method: 'POST',
        headers: { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8' },
        data: '["pt"]',
        maxRedirects: 0,
      });
      expect(response.status(), `${email} POST ${path}`).toBe(307);
      expect(response.headers()['location'], `${email} POST ${path}`).toMatch(/^(http:\/\/[^/]+)?\/$/);
    }
    await context.close();
  }
});
