import { describe, expect, it } from 'vitest';
import { requestErrorLine } from '@/lib/ops/request-error';

const request = {
  path: '/auth?token=abcdefabcdefabcdefabcdefabcdefabcdef&email=ana@empresa.com.br',
  method: 'POST',
  headers: { cookie: 'session=secret' },
};
const context = { routerKind: 'App Router', routePath: '/[locale]/auth', routeType: 'action', revalidateReason: undefined } as const;

describe('server error log line', () => {
  it('is one JSON line with the route pattern, kind, digest and message', () => {
    const error = Object.assign(new Error('relation "leads" does not exist'), { digest: '2718281828' });
    const line = requestErrorLine(error, request, context, new Date('2026-11-27T12:00:00Z'));
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      level: 'error',
      event: 'request_error',
      time: '2026-11-27T12:00:00.000Z',
      method: 'POST',
      route: '/[locale]/auth',
      routeType: 'action',
      renderSource: null,
      digest: '2718281828',
      name: 'Error',
      message: 'relation "leads" does not exist',
    });
  });

  it('carries no personal data: not the path, its query or headers, nor addresses, numbers or tokens in the message', () => {
    const error = new Error(
      'duplicate key for ana@empresa.com.br, phone (11) 98765-4321, CNPJ 12.345.678/0001-95, link token 9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc',
    );
    const line = requestErrorLine(error, request, context);
    for (const secret of ['token=', 'ana@empresa.com.br', 'session=secret', '98765-4321', '12.345.678/0001-95', '9f8e7d6c5b4a3928']) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(line).message).toBe('duplicate key for [email], phone [number], CNPJ [number], link token [token]');
  });

  it('takes anything thrown, and keeps a long message short', () => {
    expect(JSON.parse(requestErrorLine('plain string', request, context))).toMatchObject({
      name: 'Error',
      message: 'plain string',
      digest: null,
    });
    expect(JSON.parse(requestErrorLine(new Error('erro '.repeat(1000)), request, context)).message).toHaveLength(300);
  });
});
