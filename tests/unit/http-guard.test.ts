import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  guardResponse,
  contentTypeOf,
  isPlainObject,
  jsonDepth,
  mediaTypeOf,
  parseJson,
  readBody,
  readJsonBody,
  sameOriginOnly,
} from '@/lib/http/guard';

const URL_ = 'http://10.0.0.5:3000/api/leads';

function post(headers: Record<string, string>, body?: BodyInit) {
  return new Request(URL_, { method: 'POST', headers: { host: '10.0.0.5:3000', ...headers }, body, duplex: 'half' } as RequestInit);
}

/** A body that never ends: 1 KB chunks, counting how many were pulled. */
function endless() {
  const pulled = { chunks: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.chunks++;
      controller.enqueue(new Uint8Array(1024).fill(0x20));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { stream, pulled };
}

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.empresa.example');
  vi.stubEnv('TRUSTED_PROXY', '');
  vi.stubEnv('VERCEL', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sameOriginOnly', () => {
  it('lets through requests without Origin or Sec-Fetch-Site (integrations, curl)', () => {
    expect(sameOriginOnly(post({})).ok).toBe(true);
    expect(sameOriginOnly(post({ 'sec-fetch-site': 'same-origin' })).ok).toBe(true);
    expect(sameOriginOnly(post({ 'sec-fetch-site': 'none' })).ok).toBe(true);
  });

  it('accepts the public origin and the requested host', () => {
    expect(sameOriginOnly(post({ origin: 'https://www.empresa.example' })).ok).toBe(true);
    expect(sameOriginOnly(post({ origin: 'https://WWW.empresa.example:443' })).ok).toBe(true);
    expect(sameOriginOnly(post({ origin: 'http://10.0.0.5:3000', 'sec-fetch-site': 'same-origin' })).ok).toBe(true);
    expect(sameOriginOnly(post({ origin: 'http://localhost:4000', host: 'localhost:4000' })).ok).toBe(true);
  });

  it('refuses other sites with 403', () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://www.empresa.example.evil.example' },
      { origin: 'http://10.0.0.5:3001' },
      { origin: 'null' },
      { origin: 'not a url' },
      { origin: 'file://www.empresa.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://www.empresa.example', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const result = sameOriginOnly(post(headers));
      expect(result, JSON.stringify(headers)).toEqual({ ok: false, status: 403, error: 'cross_origin' });
    }
  });

  it('counts X-Forwarded-Host only behind a trusted proxy', () => {
    const request = () => post({ origin: 'https://shop.empresa.example', 'x-forwarded-host': 'shop.empresa.example' });
    expect(sameOriginOnly(request()).ok).toBe(false);
    vi.stubEnv('TRUSTED_PROXY', '1');
    expect(sameOriginOnly(request()).ok).toBe(true);
  });
});

describe('readJsonBody', () => {
  it('parses an application/json object', async () => {
    const result = await readJsonBody(post({ 'content-type': 'application/json; charset=utf-8' }, '{"type":"newsletter"}'));
    expect(result).toEqual({ ok: true, value: { type: 'newsletter' } });
  });

  it('415 for any other content type (a cross-site form or text/plain post)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', '']) {
      const result = await readJsonBody(post(type ? { 'content-type': type } : {}, '{"type":"newsletter"}'));
      expect(result, type).toMatchObject({ ok: false, status: 415 });
    }
  });

  it('413 above the cap by Content-Length, or as the body streams in without reading it all', async () => {
    let result = await readJsonBody(post({ 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) }, '{}'));
    expect(result).toMatchObject({ ok: false, status: 413 });

    const { stream, pulled } = endless();
    result = await readJsonBody(post({ 'content-type': 'application/json' }, stream));
    expect(result).toMatchObject({ ok: false, status: 413, error: 'payload_too_large' });
    expect(pulled.chunks).toBeLessThan(40);
    expect(pulled.cancelled).toBe(true);

    // A Content-Length that lies low does not help.
    const big = `{"pad":"${'a'.repeat(40 * 1024)}"}`;
    result = await readJsonBody(post({ 'content-type': 'application/json', 'content-length': '10' }, big), 32 * 1024);
    expect(result).toMatchObject({ ok: false, status: 413 });
    result = await readJsonBody(post({ 'content-type': 'application/json' }, big), 64 * 1024);
    expect(result.ok).toBe(true);
  });

  it('400 for malformed JSON, invalid UTF-8 and deep nesting', async () => {
    const bodies: BodyInit[] = [
      '',
      '{',
      '{"a":1,}',
      "{'a':1}",
      'NaN',
      new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ];
    for (const body of bodies) {
      const result = await readJsonBody(post({ 'content-type': 'application/json' }, body));
      expect(result, String(body).slice(0, 20)).toMatchObject({ ok: false, status: 400, error: 'invalid_json' });
    }
  });

  it('keeps prototype keys as plain own properties', async () => {
    const result = await readJsonBody(
      post({ 'content-type': 'application/json' }, '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'),
    );
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});

describe('body helpers', () => {
  it('readBody returns the bytes, or an empty body when there is none', async () => {
    expect(await readBody(post({}, 'abc'), 3)).toEqual({ ok: true, value: new TextEncoder().encode('abc') });
    expect(await readBody(post({}, 'abcd'), 3)).toMatchObject({ ok: false, status: 413 });
    expect(await readBody(new Request(URL_), 3)).toEqual({ ok: true, value: new Uint8Array() });
  });

  it('readBody answers 400 when the upload breaks off', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.error(new Error('aborted'));
      },
    });
    expect(await readBody(post({}, stream), 1000)).toMatchObject({ ok: false, status: 400, error: 'invalid_body' });
  });

  it('measures nesting outside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[[["')).toBe(0);
    expect(parseJson('[[[1]]]', 2)).toMatchObject({ ok: false, status: 400 });
    expect(parseJson('[[[1]]]', 3)).toEqual({ ok: true, value: [[[1]]] });
  });

  it('isPlainObject and guardResponse', async () => {
    expect([{}, [], null, 'x', 1].map(isPlainObject)).toEqual([true, false, false, false, false]);
    const res = guardResponse({ ok: false, status: 413, error: 'payload_too_large' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, error: 'too_large', title: 'Request body too large' });
  });
});

describe('mediaTypeOf', () => {
  const typed = (type?: string) =>
    new Request('https://site.example/api', { method: 'POST', headers: type ? { 'content-type': type } : {} });
  it('reads the media type without its parameters, in lower case', () => {
    expect(mediaTypeOf(typed('Multipart/Form-Data; boundary=----x1'))).toBe('multipart/form-data');
    expect(mediaTypeOf(typed('text/plain;charset=UTF-8'))).toBe('text/plain');
    expect(contentTypeOf(typed('multipart/form-data; boundary="a b"'))).toEqual({
      type: 'multipart/form-data',
      parameters: { boundary: 'a b' },
    });
  });
  it('reads nothing from an absent or malformed header, so no type check passes on it', () => {
    expect(mediaTypeOf(typed())).toBe('');
    expect(mediaTypeOf(typed('application/json; charset'))).toBe('');
    expect(mediaTypeOf(typed('not a type'))).toBe('');
    expect(contentTypeOf(typed('json'))).toBeNull();
  });
});
