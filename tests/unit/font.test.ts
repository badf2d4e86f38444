import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const SITE_FONT = 'fonts/inter-latin-wght-400-800.woff2';
const FULL_FONT = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

// WOFF2's table directory names common tables by index; only the position of `cmap` (0) and the
// tables that may carry a transform (glyf 10, loca 11) matter here.
const GLYF = 10;
const LOCA = 11;

function readBase128(buf: Buffer, at: { pos: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = buf[at.pos++]!;
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return value;
  }
  throw new Error('bad UIntBase128');
}

/** The code points a WOFF2 font maps to a glyph (its Windows Unicode cmap, format 4 or 12). */
function fontCodePoints(file: string): Set<number> {
  const buf = readFileSync(file);
  expect(buf.toString('latin1', 0, 4)).toBe('wOF2');
  const numTables = buf.readUInt16BE(12);
  const compressedSize = buf.readUInt32BE(20);
  const at = { pos: 48 };
  const tables: { tag: string | number; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = buf[at.pos++]!;
    const index = flags & 0x3f;
    const tag = index === 63 ? buf.toString('latin1', at.pos, (at.pos += 4)) : index;
    const origLength = readBase128(buf, at);
    const version = flags >> 6;
    const transformed = index === GLYF || index === LOCA ? version !== 3 : version !== 0;
    tables.push({ tag, length: transformed ? readBase128(buf, at) : origLength });
  }
  const data = brotliDecompressSync(buf.subarray(at.pos, at.pos + compressedSize));
  let offset = 0;
  for (const table of tables) {
    if (table.tag === 0) break;
    offset += table.length;
  }
  const cmap = data.subarray(offset);
  const points = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const rec = 4 + i * 8;
    if (cmap.readUInt16BE(rec) !== 3) continue;
    const sub = cmap.subarray(cmap.readUInt32BE(rec + 4));
    const format = sub.readUInt16BE(0);
    if (format === 12) {
      for (let g = 0; g < sub.readUInt32BE(12); g++) {
        const start = sub.readUInt32BE(16 + g * 12);
        const end = sub.readUInt32BE(20 + g * 12);
        for (let c = start; c <= end; c++) points.add(c);
      }
    } else if (format === 4) {
      const segs = sub.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const rangeOffsets = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        const start = sub.readUInt16BE(starts + s * 2);
        const end = sub.readUInt16BE(ends + s * 2);
        const delta = sub.readInt16BE(deltas + s * 2);
        const rangeOffset = sub.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = rangeOffset ? sub.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2) : (c + delta) & 0xffff;
          if (glyph) points.add(c);
        }
      }
    }
  }
  return points;
}

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ext);
    return ext.test(name) ? [path] : [];
  });
}

describe('site font', () => {
  const site = fontCodePoints(SITE_FONT);
  const full = fontCodePoints(FULL_FONT);

  it('is the cut-down Inter, well under the full latin file', () => {
    expect(site.size).toBeGreaterThan(200);
    expect(statSync(SITE_FONT).size).toBeLessThanOrEqual(30 * 1024);
    expect(statSync(FULL_FONT).size - statSync(SITE_FONT).size).toBeGreaterThan(15 * 1024);
  });

  it('draws every character of the site text that Inter draws', () => {
    const text = [...filesUnder('content', /\.(ya?ml|md)$/), ...filesUnder('messages', /\.json$/)]
      .map((file) => readFileSync(file, 'utf8'))
      .join('');
    const used = new Set([...text.normalize('NFC')].map((ch) => ch.codePointAt(0)!).filter((c) => c >= 0x20));
    const missing = [...used].filter((c) => full.has(c) && !site.has(c)).map((c) => String.fromCodePoint(c));
    expect(missing).toEqual([]);
    // Every letter a visitor may type in Portuguese, Spanish or English.
    for (const ch of 'ÁÀÂÃÉÊÍÓÔÕÚÜÇÑáàâãéêíóôõúüçñ¿¡ºª€–—“”‘’•…') {
      expect(site.has(ch.codePointAt(0)!), ch).toBe(true);
    }
  });
});
