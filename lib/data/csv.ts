/** One CSV cell: always quoted, quotes doubled; text a spreadsheet would run as a formula gets a leading quote. */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  let text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A whole CSV document as spreadsheets open it right: UTF-8 with a byte-order mark (so Excel reads
 * accents), a header row, CRLF line ends, dates in ISO 8601.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly (string | number | boolean | Date | null | undefined)[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
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
