// Writes the icon font (fonts/icons.woff2, its glyph list fonts/icons.json) and the stylesheet that
// names its characters (app/icon-font.css) from lib/icons/icon-font.ts: `npx tsx scripts/icon-font.ts`.
// lucide's icons come outlined from lucide-static's font, fetched from the npm registry at the
// version below; each must draw exactly what the `lucide` package draws. Needs fontTools with
// brotli: apt-get install -y python3-fonttools python3-brotli
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { glyphHash, iconFontCss, iconGlyphs } from '../lib/icons/icon-font';

const LUCIDE_STATIC = 'lucide-static@1.62.0';

type Node = [string, Record<string, unknown>][];
const drawingKey = (node: Node) =>
  JSON.stringify(
    node.map(([tag, attrs]) => [
      tag,
      Object.fromEntries(
        Object.entries(attrs)
          .filter(([k]) => k !== 'key')
          .sort(),
      ),
    ]),
  );

const tmp = mkdtempSync(join(tmpdir(), 'icon-font-'));
try {
  execFileSync('npm', ['pack', LUCIDE_STATIC, '--pack-destination', tmp, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = execFileSync('sh', ['-c', `ls ${tmp}/*.tgz`])
    .toString()
    .trim();
  execFileSync('tar', [
    'xzf',
    tarball,
    '-C',
    tmp,
    'package/icon-nodes.json',
    'package/font/lucide.ttf',
    'package/font/codepoints.json',
    'package/LICENSE',
  ]);
  const nodes: Record<string, Node> = JSON.parse(readFileSync(join(tmp, 'package/icon-nodes.json'), 'utf8'));
  const codePoints: Record<string, number> = JSON.parse(readFileSync(join(tmp, 'package/font/codepoints.json'), 'utf8'));
  const byDrawing = new Map(Object.entries(nodes).map(([name, node]) => [drawingKey(node), name]));

  const spec = iconGlyphs().map((glyph) => {
    if (!glyph.lucide) return { id: glyph.id, codePoint: glyph.codePoint, paths: glyph.paths };
    const name = byDrawing.get(drawingKey(glyph.lucide as Node));
    if (!name || !codePoints[name]) throw new Error(`${LUCIDE_STATIC} has no icon drawn as lucide's ${glyph.id}`);
    return { id: glyph.id, codePoint: glyph.codePoint, lucideCodePoint: codePoints[name] };
  });
  const specFile = join(tmp, 'glyphs.json');
  writeFileSync(specFile, JSON.stringify(spec));
  execFileSync('/usr/bin/python3', ['scripts/icon-font.py', specFile, join(tmp, 'package/font/lucide.ttf'), 'fonts/icons.woff2'], {
    stdio: 'inherit',
    // A fixed timestamp in the font's header: the same glyphs give the same file.
    env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000' },
  });
  copyFileSync(join(tmp, 'package/LICENSE'), 'fonts/LUCIDE-LICENSE.txt');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const glyphList = iconGlyphs().map((glyph) => ({ id: glyph.id, codePoint: glyph.codePoint, drawing: glyphHash(glyph) }));
writeFileSync('fonts/icons.json', `${JSON.stringify(glyphList, null, 2)}\n`);
writeFileSync('app/icon-font.css', iconFontCss());
console.log(`fonts/icons.woff2: ${readFileSync('fonts/icons.woff2').length} bytes, ${glyphList.length} glyphs`);
