import { logError } from '@/lib/ops/log-error';

/** One CSV cell: always quoted, quotes doubled; text a spreadsheet would run as a formula gets a leading quote. */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  let text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export type CsvCells = readonly (string | number | boolean | Date | null | undefined)[];

/** Rows one query of an export reads: memory stays bounded however long the list. */
export const CSV_BATCH_SIZE = 1_000;

function csvLine(cells: CsvCells): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole CSV document as spreadsheets open it right (UTF-8 with a byte-order mark, so Excel reads
 * accents; a header row; CRLF line ends; dates in ISO 8601), streamed a batch of rows at a time
 * with no row cap. The first batch is read before this returns, so a failure to start reaches the
 * caller (an error status); a later batch that fails is logged and errors the stream, so the
 * download breaks visibly instead of ending short.
 */
export async function csvStream<Row>({
  header,
  batch,
  cells,
  what,
  batchSize = CSV_BATCH_SIZE,
}: {
  header: readonly string[];
  /** Up to `limit` rows in export order after `last`, the previous batch's last row (null: from the start). */
  batch: (last: NoInfer<Row> | null, limit: number) => Promise<Row[]>;
  cells: (row: Row) => CsvCells;
  /** What failed, for the log line. */
  what: string;
  batchSize?: number;
}): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let prefix = `\uFEFF${csvLine(header)}`;
  let rows: Row[] | null = await batch(null, batchSize);
  let last: Row | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          rows ??= await batch(last, batchSize);
          const text = prefix + rows.map((row) => csvLine(cells(row))).join('');
          const more = rows.length >= batchSize;
          last = rows.at(-1) ?? null;
          prefix = '';
          rows = null;
          if (text) controller.enqueue(encoder.encode(text));
          if (!more) controller.close();
        } catch (error) {
          logError(what, error);
          // A plain error: the query's own message carries its parameters.
          controller.error(new Error(`${what}: the export stopped before its end`));
        }
      },
    },
    // Read a batch only when the previous one has been taken.
    { highWaterMark: 0 },
  );
}

/** Headers of a CSV download: private, never cached, saved under `filename`. */
export function csvHeaders(filename: string): HeadersInit {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
