import { request } from 'node:http';

/** A GET whose body is returned as sent (not decoded), with the Content-Encoding the server chose. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; encoding: string; vary: string; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          vary: String(res.headers.vary ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
