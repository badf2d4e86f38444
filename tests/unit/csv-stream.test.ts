import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, csvHeaders, csvStream } from '@/lib/http/csv';

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Rows 1…total, served `limit` at a time after the last one read, counting the queries. */
function numbers(total: number) {
  const calls: (number | null)[] = [];
  const batch = async (last: number | null, limit: number) => {
    calls.push(last);
    const from = (last ?? 0) + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, total - from + 1)) }, (_, i) => from + i);
  };
  return { calls, batch };
}

const expected = (total: number) =>
  `\uFEFF"n","label"\r\n${Array.from({ length: total }, (_, i) => `"${i + 1}","linha ""${i + 1}"", a"\r\n`).join('')}`;

async function text(stream: ReadableStream<Uint8Array>) {
  return decoder.decode(await new Response(stream).arrayBuffer());
}

const options = { header: ['n', 'label'], cells: (n: number) => [n, `linha "${n}", a`], what: 'Test CSV export failed', batchSize: 3 };

describe('csvStream', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes every row, batch after batch, with BOM, header and CRLF', async () => {
    for (const total of [0, 2, 3, 7, 9]) {
      const { calls, batch } = numbers(total);
      expect(await text(await csvStream({ ...options, batch })), `${total} rows`).toBe(expected(total));
      // Each query starts after the last row read; a short batch is the last.
      expect(calls, `${total} rows`).toEqual([0, 3, 6, 9].filter((n) => n <= total).map((n) => (n === 0 ? null : n)));
    }
  });

  it('reads the first batch before answering, so a failure to start is the caller’s error', async () => {
    const failure = new Error('connection refused');
    await expect(csvStream({ ...options, batch: () => Promise.reject(failure) })).rejects.toBe(failure);
  });

  it('queries the next batch only once the previous one has been taken (memory stays bounded)', async () => {
    const { calls, batch } = numbers(9);
    const reader = (await csvStream({ ...options, batch })).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([null]);
    await reader.read();
    expect(calls).toEqual([null, 3]);
  });

  it('breaks the download when a later batch fails, and logs it without the query’s data', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { batch } = numbers(10);
    const failing = async (last: number | null, limit: number) => {
      if (last === 6) {
        throw Object.assign(new Error('Failed query: select … params: ana@empresa.com.br,(11) 98888-7777'), {
          cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
        });
      }
      return batch(last, limit);
    };
    const reader = (await csvStream({ ...options, batch: failing })).getReader();
    let received = '';
    let failure: unknown;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
    } catch (error) {
      failure = error;
    }
    // The rows before the failure arrived, and then the stream errored instead of ending.
    expect(received).toBe(expected(6));
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Test CSV export failed: the export stopped before its end');
    expect(logged).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(logged.mock.calls[0]![0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', what: 'Test CSV export failed', code: '57014' });
    expect(JSON.stringify(line)).not.toMatch(/ana@|98888/);
  });
});

describe('a cell a spreadsheet would run', () => {
  // Excel, LibreOffice and Google Sheets run a cell as a formula when it starts with one of these.
  it.each(['=', '+', '-', '@', '\t', '\r'])('starting with %j gets a leading quote', (lead) => {
    expect(csvCell(`${lead}HYPERLINK("http://x.example")`)).toBe(`"'${lead}HYPERLINK(""http://x.example"")"`);
  });
  it('is left as it is when the character is not first, and other values keep their form', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(' =1')).toBe('" =1"');
    expect(csvCell(-3)).toBe(`"'-3"`);
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('"2026-01-02T03:04:05.000Z"');
  });
});

describe('a CSV download', () => {
  it('is saved under its name, never cached and never sniffed as another type', () => {
    expect(csvHeaders('leads.csv')).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="leads.csv"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
