import { readFileSync, statSync } from 'node:fs';
import type { Element } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { E2E_BASE_URL, http, SERVER_LOG, visitorIp } from './helpers';
import { actionIdNotHeldBy } from '../e2e/helpers/actions';

/** The footer newsletter form of /contato as the server renders it: its action id and hidden fields. */
async function newsletterForm() {
  const tree = unified()
    .use(rehypeParse)
    .parse(await (await http('/contato')).text());
  const fields: [string, string][] = [];
  visit(tree, 'element', (form: Element) => {
    if (form.tagName !== 'form' || form.properties.id !== 'newsletter') return;
    visit(form, 'element', (input: Element) => {
      if (input.tagName === 'input' && typeof input.properties.name === 'string') {
        fields.push([input.properties.name, String(input.properties.value ?? '')]);
      }
    });
  });
  const reference = fields.find(([name]) => name === '$ACTION_1:0')?.[1] ?? '';
  const actionId = (JSON.parse(reference) as { id: string }).id;
  expect(actionId).toMatch(/^[0-9a-f]{42}$/);
  return { actionId, fields };
}

const post = (headers: Record<string, string>, body: BodyInit) =>
  http('/contato', { method: 'POST', headers: { origin: E2E_BASE_URL, 'x-forwarded-for': visitorIp(), ...headers }, body });

/** What the framework writes to the log when it fails on such a request. */
const FRAMEWORK_FAILURES = [
  'Failed to parse body as FormData',
  'is not valid JSON',
  'Unexpected end of form',
  'Body exceeded',
  'Server Reference ID did not match',
  'Invalid Server Actions request',
];

describe('malformed server-action requests', () => {
  it('are refused with 400 or 413 before the framework fails on them, and nothing is logged', async () => {
    const { actionId } = await newsletterForm();
    const logStart = statSync(SERVER_LOG).size;
    const action = { 'next-action': actionId };
    const cases: [string, Promise<Response>, number][] = [
      ['a JSON body', post({ ...action, 'content-type': 'application/json' }, '{"a":1}'), 400],
      ['text that is not JSON', post({ ...action, 'content-type': 'text/plain;charset=UTF-8' }, '[not json'), 400],
      ['a broken multipart body', post({ ...action, 'content-type': 'multipart/form-data; boundary=xx' }, 'garbage'), 400],
      ['no content type', post({ ...action, 'content-type': '' }, 'x'), 400],
      ['a malformed action id', post({ 'next-action': 'deadbeef', 'content-type': 'text/plain;charset=UTF-8' }, '[]'), 400],
      ['a form naming no action', post({}, (() => ((f) => (f.append('a', 'b'), f))(new FormData()))()), 400],
      ['a broken form without the header', post({ 'content-type': 'multipart/form-data; boundary=xx' }, 'garbage'), 400],
      ['a body over the limit', post({ ...action, 'content-type': 'text/plain;charset=UTF-8' }, `"${'a'.repeat(1024 * 1024 + 10)}"`), 413],
    ];
    for (const [what, response, status] of cases) {
      const answer = await response;
      expect(answer.status, what).toBe(status);
      expect(answer.headers.get('content-type'), what).toMatch(/^text\/plain/);
    }
    const log = readFileSync(SERVER_LOG, 'utf8').slice(logStart);
    for (const failure of FRAMEWORK_FAILURES) expect(log, failure).not.toContain(failure);
  });

  it('from another site, or naming an action the page does not hold, are refused quietly (403, 404)', async () => {
    const { actionId, fields } = await newsletterForm();
    const logStart = statSync(SERVER_LOG).size;
    const text = { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8' };
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    const cases: [string, Promise<Response>, number][] = [
      ['another origin, text', post({ ...text, origin: 'https://evil.example' }, '[]'), 403],
      ['an opaque origin', post({ ...text, origin: 'null' }, '[]'), 403],
      ['another origin, a form without JavaScript', post({ origin: 'https://evil.example' }, form), 403],
      ['a cross-site fetch', post({ ...text, 'sec-fetch-site': 'cross-site' }, '[]'), 403],
      ['an id this build does not have', post({ ...text, 'next-action': 'a'.repeat(42) }, '[]'), 404],
      ["another page's action", post({ ...text, 'next-action': actionIdNotHeldBy('app/[locale]/(site)/contato/page') }, '[]'), 404],
    ];
    for (const [what, response, status] of cases) {
      const answer = await response;
      expect(answer.status, what).toBe(status);
      expect(answer.headers.get('content-type'), what).toMatch(/^text\/plain/);
    }
    const log = readFileSync(SERVER_LOG, 'utf8').slice(logStart);
    for (const failure of [...FRAMEWORK_FAILURES, 'Failed to find Server Action']) expect(log, failure).not.toContain(failure);
  });

  it('arguments the action does not take get its answer, not a server error', async () => {
    const { actionId } = await newsletterForm();
    const logStart = statSync(SERVER_LOG).size;
    for (const args of ['[]', '[1,2]', '[{},"x"]']) {
      const response = await post({ 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8' }, args);
      expect(response.status, args).toBe(200);
      expect(response.headers.get('content-type'), args).toMatch(/^text\/x-component/);
    }
    expect(readFileSync(SERVER_LOG, 'utf8').slice(logStart)).not.toContain('TypeError');
  });

  it('a well-formed form post still reaches the action (the newsletter form without JavaScript)', async () => {
    const { fields } = await newsletterForm();
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, name === 'email' ? `acao.${Date.now()}@example.org` : value);
    const response = await post({}, form);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
