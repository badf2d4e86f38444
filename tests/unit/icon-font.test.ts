import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSS_ICONS } from '@/lib/icons/css-icons';
import { glyphHash, iconFontCss, iconGlyphs } from '@/lib/icons/icon-font';
import { SOCIAL_NAMES } from '@/components/layout/social-icons';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('icons drawn by CSS', () => {
  it('app/icon-font.css is the one generated from the list (npx tsx scripts/icon-font.ts)', () => {
    expect(readFileSync('app/icon-font.css', 'utf8')).toBe(iconFontCss());
  });

  it('every icon and network mark is a character of its own in the private use area', () => {
    const rules = [...iconFontCss().matchAll(/\.ci-([\w-]+) \{\n {4}--ci: '\\(e[0-9a-f]{3})';/g)];
    // Every network the footer can name has its mark.
    expect(rules.map((m) => m[1])).toEqual([...CSS_ICONS, ...Object.keys(SOCIAL_NAMES).map((network) => `social-${network}`)]);
    expect(new Set(rules.map((m) => m[2])).size).toBe(rules.length);
  });

  it('the committed font was built from these drawings (fonts/icons.json, written with it)', () => {
    const built: { id: string; codePoint: number; drawing: string }[] = JSON.parse(readFileSync('fonts/icons.json', 'utf8'));
    expect(built).toEqual(iconGlyphs().map((glyph) => ({ id: glyph.id, codePoint: glyph.codePoint, drawing: glyphHash(glyph) })));
  });

  // Names built in code (`ci-${name}`) are typed (CssIconName) or listed beside their drawings.
  it('every ci-<name> class in the components names an icon of the list, so none is drawn blank', () => {
    const known = new Set<string>([...CSS_ICONS, 'a', 'b']);
    const unknown: string[] = [];
    for (const file of [...sources('components'), ...sources('app')]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?<![\w-])ci-([a-z0-9-]+)\b(?![a-z0-9-]*\$)/g)) {
        if (!known.has(m[1]!)) unknown.push(`${file}: ci-${m[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
