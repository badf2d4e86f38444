import { describe, expect, it } from 'vitest';
import { isIdempotencyKey, newIdempotencyKey, readIdempotencyKey, SubmissionKey } from '@/lib/leads/idempotency';
import { answerOf, backoffDelay, BACKOFF, classifyAttempt, replayDecision, type Attempt } from '@/lib/pwa/lead-queue-rules';

const answer = (status: number, fromApp = true): Attempt => ({ kind: 'answer', status, fromApp });

describe('failure classification', () => {
  it('a form’s own try: no answer or a bare gateway error is unreachable (queued)', () => {
    expect(classifyAttempt({ kind: 'network' })).toBe('unreachable');
    for (const status of [502, 503, 504]) expect(classifyAttempt(answer(status, false)), String(status)).toBe('unreachable');
  });

  it('the application’s own refusals are answers: validation, other 4xx, its 5xx (database down)', () => {
    for (const status of [400, 403, 409, 413, 415, 422, 429]) expect(classifyAttempt(answer(status)), String(status)).toBe('rejected');
    expect(classifyAttempt(answer(422, false))).toBe('rejected');
    expect(classifyAttempt(answer(503, true))).toBe('rejected');
    expect(classifyAttempt(answer(500, false))).toBe('rejected');
  });

  it('2xx is sent', () => {
    expect(classifyAttempt(answer(201))).toBe('sent');
    expect(classifyAttempt(answer(200, false))).toBe('sent');
  });

  it('reads whether the body is the application’s from the content type', () => {
    const html = new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } });
    const json = Response.json({ error: 'Erro ao enviar' }, { status: 503 });
    expect(answerOf(html)).toEqual({ kind: 'answer', status: 502, fromApp: false });
    expect(answerOf(json)).toEqual({ kind: 'answer', status: 503, fromApp: true });
    expect(classifyAttempt(answerOf(html))).toBe('unreachable');
    expect(classifyAttempt(answerOf(json))).toBe('rejected');
  });

  it('a queued replay: done when stored, retried while the server cannot take it, dropped when refused', () => {
    expect(replayDecision(answer(201))).toBe('done');
    expect(replayDecision({ kind: 'network' })).toBe('retry');
    for (const status of [408, 425, 429, 500, 502, 503, 504]) expect(replayDecision(answer(status)), String(status)).toBe('retry');
    for (const status of [400, 403, 409, 413, 415, 422]) expect(replayDecision(answer(status)), String(status)).toBe('drop');
  });
});

describe('back-off', () => {
  it('waits 5 s after the first failure, doubling up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoffDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000]);
    expect(backoffDelay(0)).toBe(BACKOFF.firstMs);
    expect(backoffDelay(Number.MAX_SAFE_INTEGER)).toBe(BACKOFF.maxMs);
  });
});

describe('idempotency keys', () => {
  it('one key per submission: reused until renewed, then a new one', () => {
    let made = 0;
    const key = new SubmissionKey(() => `key-number-${String(++made).padStart(8, '0')}`);
    const first = key.current();
    // Retries and double clicks of one submission.
    expect(key.current()).toBe(first);
    expect(key.current()).toBe(first);
    expect(made).toBe(1);
    // After a success (or a reset) the next submission gets its own.
    key.renew();
    const second = key.current();
    expect(second).not.toBe(first);
    expect(key.current()).toBe(second);
    expect(made).toBe(2);
  });

  it('makes UUID v4 keys that pass the server’s check, unique', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isIdempotencyKey(key)).toBe(true);
    }
    expect(isIdempotencyKey(new SubmissionKey().current())).toBe(true);
  });

  it('the server reads a key, no key, or refuses a malformed one', () => {
    const uuid = newIdempotencyKey();
    expect(readIdempotencyKey(uuid)).toBe(uuid);
    expect(readIdempotencyKey(` ${uuid} `)).toBe(uuid);
    expect(readIdempotencyKey(null)).toBeNull();
    expect(readIdempotencyKey(undefined)).toBeNull();
    expect(readIdempotencyKey('')).toBeNull();
    for (const bad of ['short', 'a'.repeat(65), 'has space in it 12345', '../../../etc/passwd', 42, { key: uuid }, `${uuid}\n`.repeat(2)]) {
      expect(readIdempotencyKey(bad), String(bad)).toBeUndefined();
    }
  });
});
