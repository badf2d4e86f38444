import { expect, test, type Browser } from './helpers/test';
import { E2E_ADMIN } from './helpers/env';
import { freshContext, signIn } from './helpers/session';

/**
 * Malformed input never gets a 5xx: a seeded-random batch of broken requests (bad JSON, wrong
 * content types, huge bodies, prototype keys, odd methods, broken percent-encodings, very long
 * paths and queries, bad cookies, foreign origins) to every route handler and the dynamic pages,
 * anonymous and signed in. The batch is the same for the same seed: FUZZ_SEED=<n> replays a run,
 * FUZZ_ONLY=<i,j> runs only those cases of it, FUZZ_COUNT=<n> changes its size.
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_123;
const COUNT = Number(process.env.FUZZ_COUNT || 400);
const ONLY = (process.env.FUZZ_ONLY ?? '').split(',').filter(Boolean).map(Number);
const CONCURRENCY = 4;
const PARTNER_EMAIL = 'parceiro@example.com.br';
/** The forms' hidden field, filled as a bot would. */
const HONEYPOT = 'https://fuzz.example';

/** mulberry32: small, fast and the same everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Rng = ReturnType<typeof prng>;

interface FuzzCase {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Which session's cookie to add: none, or a signed-in admin or partner. */
  session?: 'admin' | 'partner';
}

/** Percent-encodings that do not decode to UTF-8 (or decode to something odd). */
const BAD_ENCODINGS = ['%', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF', '%2', '%%', '%u0041', '%F0%9F%98', '%C3%28', '%80', '%E0%80%80'];
const ODD_ENCODINGS = [
  '%00',
  '%0d%0aSet-Cookie:%20x=y',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%E2%82%AC',
  '%F0%9F%98%80',
  '%20',
  '%3Cscript%3E',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'];
const LEAD_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'cnpj',
  'service',
  'region',
  'partner',
  'message',
  'ebook',
  'locale',
  'sourcePage',
  'website',
];
const RESELLER_FIELDS = [
  'razao_social',
  'nome_fantasia',
  'cnpj',
  'email',
  'telefone',
  'estado',
  'cep',
  'especialidades',
  'cidades_atuacao',
  'aceite_termos',
];
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202e',
  '\ud800',
  '€𝄞çãõ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  'javascript:alert(1)',
  '=cmd|"/c calc"!A1',
  'a@b',
  '(11) 98888-7777',
  'NaN',
  '-1e309',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/json-patch+json',
  ';;;',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];
const LOCALE_PREFIXES = ['', '', '/en', '/es', '/pt', '/xx', '/__proto__'];

function text(rng: Rng, max = 40): string {
  if (rng.chance(0.4)) return rng.pick(ODD_STRINGS);
  const alphabet = 'abcXYZ019 -_.~!*()[]{}<>"\'\\/@#$&+=,;:?%çã€';
  return Array.from({ length: rng.int(0, max) }, () => rng.pick([...alphabet])).join('');
}

/** A URL-safe garbage segment: random text percent-encoded, or a broken encoding. */
function segment(rng: Rng): string {
  if (rng.chance(0.3)) return rng.pick(BAD_ENCODINGS);
  if (rng.chance(0.2)) return rng.pick(ODD_ENCODINGS);
  if (rng.chance(0.1)) return rng.pick(PROTO_KEYS);
  if (rng.chance(0.05)) return 'x'.repeat(rng.int(1000, 6000));
  try {
    return encodeURIComponent(text(rng, 20)) || 'x';
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a broken client would.
    return '%ED%A0%80';
  }
}

function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function jsonValue(rng: Rng, depth = 0): unknown {
  const roll = rng.int(0, depth > 2 ? 4 : 7);
  switch (roll) {
    case 0:
      return text(rng);
    case 1:
      return rng.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1]);
    case 2:
      return rng.chance(0.5);
    case 3:
      return null;
    case 4:
      return 'a'.repeat(rng.int(0, 6000));
    case 5:
      return Array.from({ length: rng.int(0, 4) }, () => jsonValue(rng, depth + 1));
    default:
      return jsonObject(rng, [...LEAD_FIELDS, ...PROTO_KEYS], depth + 1);
  }
}

/** An object with own properties for random keys (JSON.stringify keeps '__proto__' as a key). */
function jsonObject(rng: Rng, keys: string[], depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = rng.int(0, 6); i > 0; i--)
    Object.defineProperty(out, rng.pick(keys), { value: jsonValue(rng, depth), enumerable: true, configurable: true, writable: true });
  return out;
}

function deepNesting(rng: Rng): string {
  const n = rng.int(2000, 15000);
  return rng.chance(0.5) ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
}

/**
 * A request body for a JSON route: mostly a form that is nearly right, then broken in one way.
 * The honeypot is always filled, so whatever passes validation is answered as stored but never
 * written: the batch adds no leads or mails that other specs count.
 */
function jsonBody(rng: Rng, fields: string[], types: string[]): Buffer {
  const base: Record<string, unknown> = {
    type: rng.pick(types),
    name: 'Ana Souza',
    email: 'ana@empresa.com.br',
    phone: '(11) 98888-7777',
    website: HONEYPOT,
  };
  switch (rng.int(0, 10)) {
    case 0:
      return Buffer.from(JSON.stringify(base).slice(0, rng.int(0, 40)));
    case 1:
      return Buffer.from(deepNesting(rng));
    case 2:
      // Invalid UTF-8 inside a string.
      return Buffer.concat([Buffer.from('{"type":"newsletter","email":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    case 3:
      return Buffer.from(rng.pick(['null', '[]', '"newsletter"', '1', 'true', '', ' ', '\ufeff{}', 'NaN', '{"a":1,}', "{'a':1}"]));
    case 4:
      return Buffer.from(JSON.stringify({ ...base, type: rng.pick(PROTO_KEYS) }));
    case 5: {
      // Over the cap; mostly a little, sometimes a lot (sent with its Content-Length).
      const size = rng.chance(0.8) ? rng.int(33 * 1024, 200 * 1024) : rng.pick([2 * 1024 * 1024, 10 * 1024 * 1024]);
      return Buffer.from(JSON.stringify({ ...base, pad: 'a'.repeat(size) }));
    }
    case 6:
      return Buffer.from(`type=newsletter&email=${encodeURIComponent('victim@empresa.com.br')}`);
    default: {
      const body = { ...base, ...jsonObject(rng, [...fields, ...PROTO_KEYS]), website: HONEYPOT };
      if (rng.chance(0.3))
        Object.defineProperty(body, '__proto__', {
          value: { admin: true, type: 'contact' },
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return Buffer.from(JSON.stringify(body));
    }
  }
}

function originHeaders(rng: Rng, base: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const origin = rng.pick([
    null,
    null,
    base,
    'https://evil.example',
    'null',
    'http://[::1',
    'file://',
    `${base}.evil.example`,
    'https://www.example.com.br',
  ]);
  if (origin !== null) headers.origin = origin;
  const site = rng.pick([null, null, 'same-origin', 'cross-site', 'same-site', 'none', 'bogus']);
  if (site !== null) headers['sec-fetch-site'] = site;
  return headers;
}

function badCookie(rng: Rng): string {
  return rng.pick([
    'NEXT_LOCALE=__proto__',
    'NEXT_LOCALE=%E0%A4%A',
    `NEXT_LOCALE=${'x'.repeat(3000)}`,
    'better-auth.session_token=garbage',
    'better-auth.session_token=%FF%FE.%00',
    `better-auth.session_token=${'a'.repeat(4000)}.${'b'.repeat(40)}`,
    '__Secure-better-auth.session_token=x; better-auth.session_data=%7B%22__proto__%22%3A1%7D',
    'sb-access-token=x; sb-refresh-token=%',
    '=; ==; ;;; a',
    'a=b; a=c; a=d',
    'theme=dark%',
  ]);
}

/** Multipart bodies for the reseller form, broken in one of many ways. */
function resellerBody(rng: Rng): { body: Buffer; type: string } {
  const boundary = 'fuzzBoundary';
  const part = (name: string, value: string | Buffer, file?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n${file ? 'Content-Type: application/pdf\r\n' : ''}\r\n`,
      ),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const data = rng.chance(0.2)
    ? deepNesting(rng)
    : rng.chance(0.2)
      ? text(rng)
      : JSON.stringify({ ...jsonObject(rng, [...RESELLER_FIELDS, ...PROTO_KEYS]), aceite_termos: true });
  const document = rng.pick([Buffer.from('%PDF-1.7\n%%EOF\n'), Buffer.from('MZ\x90\x00'), Buffer.alloc(0), Buffer.from(text(rng))]);
  const parts = [
    part('data', data),
    part('document', document, rng.pick(['a.pdf', '../../x.pdf', '', '\u202egpj.exe', '%E0%A4%A.pdf'])),
    part('locale', rng.pick(['pt', 'en', '__proto__', '', '%'])),
    part('startedAt', rng.pick(['0', '-1', 'NaN', '1e309', String(Date.now() - 60_000)])),
    // Filled: nothing that passes validation is stored.
    part('website', HONEYPOT),
  ];
  let body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  let type = `multipart/form-data; boundary=${boundary}`;
  switch (rng.int(0, 6)) {
    case 0:
      body = body.subarray(0, rng.int(0, body.length));
      break;
    case 1:
      type = 'multipart/form-data; boundary=other';
      break;
    case 2:
      type = rng.pick(CONTENT_TYPES);
      break;
    case 3:
      if (rng.chance(0.3)) body = Buffer.concat([body, Buffer.alloc(11 * 1024 * 1024)]);
      break;
    default:
  }
  return { body, type };
}

const DYNAMIC_PAGES: ((rng: Rng) => { path: string; session?: 'admin' | 'partner' })[] = [
  (rng) => ({ path: `/busca?q=${segment(rng)}${rng.chance(0.3) ? `&categoria=${segment(rng)}&ordem=${segment(rng)}` : ''}` }),
  (rng) => ({ path: `/busca?q=${'a'.repeat(rng.int(200, 7000))}` }),
  (rng) => ({ path: `/busca?q[]=${segment(rng)}&q=${segment(rng)}&q=${segment(rng)}` }),
  (rng) => ({ path: `/revendas?uf=${rng.pick(['SP', 'sp', 'BR', 'XX', '__proto__', 'constructor', ...BAD_ENCODINGS])}` }),
  (rng) => ({ path: `/revendas?uf=${segment(rng)}&uf=${segment(rng)}` }),
  (rng) => ({
    path: `/auth?next=${rng.pick(['//evil.example', 'https://evil.example', '/%2F%2Fevil.example', '\\\\evil.example', segment(rng)])}`,
  }),
  (rng) => ({ path: `/auth?token=${segment(rng)}&mode=${segment(rng)}&error=${rng.pick(['INVALID_TOKEN', segment(rng)])}` }),
  (rng) => ({ path: `/newsletter/cancelar?token=${segment(rng)}${rng.chance(0.5) ? '&done=1' : ''}` }),
  (rng) => ({ path: `/newsletter/cancelar?token=${'A'.repeat(rng.int(100, 6000))}` }),
  (rng) => ({
    path: `/admin${rng.pick(['', '/revendas', `/revendas/${segment(rng)}`])}?status=${segment(rng)}&page=${rng.pick(['-1', '0', '1e309', 'NaN', '99999999999', segment(rng)])}&q=${segment(rng)}`,
    session: rng.pick([undefined, 'admin', 'admin', 'partner'] as const),
  }),
  (rng) => ({
    path: `/painel-parceiro?status=${rng.pick([...PROTO_KEYS, 'new', segment(rng)])}&page=${rng.pick(['-1', '1e309', 'x', segment(rng)])}`,
    session: rng.pick([undefined, 'partner', 'partner', 'admin'] as const),
  }),
  (rng) => ({ path: `/area-do-cliente?${segment(rng)}=${segment(rng)}`, session: rng.pick([undefined, 'partner'] as const) }),
  (rng) => ({ path: `/${rng.pick(['blog', 'ebooks', 'servicos'])}/${segment(rng)}` }),
  (rng) => ({ path: `/${segment(rng)}` }),
  (rng) => ({ path: `/${segment(rng)}/${segment(rng)}?${segment(rng)}` }),
  (rng) => ({ path: `/contato?servico=${segment(rng)}&parceiro=${segment(rng)}` }),
];

const ROUTE_HANDLERS: ((rng: Rng, base: string) => FuzzCase)[] = [
  // POST /api/leads: JSON bodies, broken.
  (rng, base) => {
    const body = jsonBody(rng, LEAD_FIELDS, ['newsletter', 'contact', 'ebook', ...PROTO_KEYS, '', 'x']);
    return {
      kind: 'leads',
      method: rng.chance(0.85) ? 'POST' : rng.pick(METHODS),
      path: `/api/leads${rng.chance(0.2) ? `?${segment(rng)}` : ''}`,
      headers: { 'content-type': rng.chance(0.6) ? 'application/json' : rng.pick(CONTENT_TYPES), ...originHeaders(rng, base) },
      body,
    };
  },
  (rng, base) => {
    const { body, type } = resellerBody(rng);
    return {
      kind: 'resellers',
      method: rng.chance(0.9) ? 'POST' : rng.pick(METHODS),
      path: `/api/resellers${rng.chance(0.3) ? `?locale=${segment(rng)}` : ''}`,
      headers: { 'content-type': type, ...originHeaders(rng, base) },
      body,
    };
  },
  (rng) => ({ kind: 'session', method: rng.pick(METHODS), path: `/api/session${rng.chance(0.3) ? `?${segment(rng)}` : ''}`, headers: {} }),
  (rng) => ({ kind: 'partners', method: rng.pick(METHODS), path: `/api/partners?${segment(rng)}=${segment(rng)}`, headers: {} }),
  (rng) => ({
    kind: 'partner-csv',
    method: rng.pick(['GET', 'GET', 'HEAD', 'POST']),
    path: `/api/partner/leads.csv${rng.chance(0.3) ? `?${segment(rng)}` : ''}`,
    headers: {},
    session: rng.pick([undefined, 'partner', 'admin'] as const),
  }),
  (rng) => ({
    kind: 'admin-document',
    method: rng.pick(['GET', 'GET', 'HEAD', 'POST', 'DELETE']),
    path: `/api/admin/resellers/${rng.pick([segment(rng), '00000000-0000-0000-0000-000000000000', uuid(rng)])}/document?inline=${segment(rng)}`,
    headers: {},
    session: rng.pick([undefined, 'admin', 'admin', 'partner'] as const),
  }),
  (rng, base) => ({
    kind: 'auth',
    method: rng.pick(['GET', 'POST', 'POST', 'PUT', 'OPTIONS']),
    // Not sign-in/sign-up/reset requests: those share small per-IP buckets with the other specs.
    path: `/api/auth/${rng.pick(['get-session', 'sign-out', 'reset-password', 'verify-email', 'ok', 'error', segment(rng)])}${rng.chance(0.4) ? `?token=${segment(rng)}&callbackURL=${segment(rng)}` : ''}`,
    headers: { 'content-type': rng.pick(CONTENT_TYPES), ...originHeaders(rng, base) },
    body: jsonBody(rng, ['token', 'newPassword', 'email', 'callbackURL'], ['x']),
  }),
  (rng, base) => ({
    kind: 'ai-chat',
    method: rng.chance(0.85) ? 'POST' : rng.pick(METHODS),
    path: '/api/ai-chat',
    headers: {
      'content-type': rng.chance(0.6) ? 'application/json' : rng.pick(CONTENT_TYPES),
      accept: rng.pick(['application/json', '*/*', 'application/x-ndjson']),
      ...originHeaders(rng, base),
    },
    body: rng.chance(0.5)
      ? Buffer.from(
          JSON.stringify({ message: jsonValue(rng), conversationHistory: jsonValue(rng), locale: rng.pick(['pt', 'en', ...PROTO_KEYS]) }),
        )
      : jsonBody(rng, ['message', 'conversationHistory', 'locale', 'role', 'content'], ['x']),
  }),
  (rng) => ({ kind: 'api-unknown', method: rng.pick(METHODS), path: `/api/${segment(rng)}/${segment(rng)}`, headers: {} }),
  (rng) => ({
    kind: 'files',
    method: rng.pick(['GET', 'HEAD', 'POST']),
    path: `/files/${rng.pick(['ebooks', 'search'])}/${segment(rng)}${rng.pick(['.pdf', '.json', ''])}`,
    headers: {},
  }),
];

function buildCases(base: string): FuzzCase[] {
  const rng = prng(SEED);
  const cases: FuzzCase[] = [];
  for (let i = 0; i < COUNT; i++) {
    let c: FuzzCase;
    if (rng.chance(0.55)) {
      c = rng.pick(ROUTE_HANDLERS)(rng, base);
    } else {
      const page = rng.pick(DYNAMIC_PAGES)(rng);
      const method = rng.chance(0.75) ? 'GET' : rng.pick(METHODS);
      c = { kind: 'page', method, path: `${rng.pick(LOCALE_PREFIXES)}${page.path}`, headers: {}, session: page.session };
      if (method === 'POST' && rng.chance(0.6)) {
        // A server action call with an id that names no action, and a body that is not one.
        c.headers['next-action'] = rng.pick(['0'.repeat(40), 'x', segment(rng)]);
        c.headers['content-type'] = rng.pick(['text/plain;charset=UTF-8', 'multipart/form-data; boundary=x']);
        c.body = Buffer.from(rng.pick(['[]', '["$K1"]', '{', text(rng)]));
      }
    }
    if (rng.chance(0.15)) c.headers.cookie = badCookie(rng);
    if (rng.chance(0.05)) c.headers['accept-language'] = rng.pick(['__proto__', '*;q=x', 'x'.repeat(2000), 'pt-BR;q=NaN']);
    if (c.method === 'GET' || c.method === 'HEAD' || c.method === 'OPTIONS' || c.method === 'TRACE') delete c.body;
    c.headers['x-forwarded-for'] = `10.${rng.int(200, 250)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    cases.push(c);
  }
  return cases;
}

/** Signs in through the form in a context of its own and returns its cookies as a Cookie header. */
async function sessionCookie(browser: Browser, email: string, password: string): Promise<string> {
  const context = await freshContext(browser);
  try {
    await signIn(await context.newPage(), email, password);
    return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await context.close();
  }
}

test('malformed requests to route handlers and dynamic pages never get a 5xx', async ({ request, browser }, testInfo) => {
  test.setTimeout(300_000);
  const base = testInfo.project.use.baseURL!;
  testInfo.annotations.push({ type: 'fuzz seed', description: `FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT}` });
  const sessions = {
    admin: await sessionCookie(browser, E2E_ADMIN.email, E2E_ADMIN.password),
    partner: await sessionCookie(browser, PARTNER_EMAIL, E2E_ADMIN.demoPassword),
  };

  const cases = buildCases(base);
  const selected = ONLY.length > 0 ? ONLY : cases.map((_, i) => i);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < selected.length) {
      const index = selected[nextIndex++]!;
      const c = cases[index]!;
      const headers = { ...c.headers };
      if (c.session) headers.cookie = [sessions[c.session], headers.cookie].filter(Boolean).join('; ');
      const label = `#${index} ${c.kind} ${c.method} ${c.path.length > 160 ? `${c.path.slice(0, 160)}…(${c.path.length})` : c.path}${c.session ? ` [${c.session}]` : ''}${c.body ? ` body ${c.body.length} B ${headers['content-type'] ?? ''}` : ''}`;
      try {
        const response = await request.fetch(c.path, {
          method: c.method,
          headers,
          data: c.body,
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 60_000,
        });
        const status = response.status();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push(`${label} → ${status} ${(await response.text().catch(() => '')).slice(0, 120)}`);
        await response.dispose();
      } catch (error) {
        failures.push(`${label} → request failed: ${String(error).split('\n')[0]}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(`fuzz: seed ${SEED}, ${selected.length} requests: ${summary.join(' ')}`);
  expect(failures, `FUZZ_SEED=${SEED}: ${failures.length} of ${selected.length} requests failed (replay one with FUZZ_ONLY=<#>)`).toEqual(
    [],
  );
});
