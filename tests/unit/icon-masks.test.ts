import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSS_ICONS } from '@/lib/icons/css-icons';
import { iconMaskCss } from '@/lib/icons/masks';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('icons drawn by CSS', () => {
  it('app/icon-masks.css is the one generated from the list (npx tsx scripts/icon-masks.ts)', () => {
    expect(readFileSync('app/icon-masks.css', 'utf8')).toBe(iconMaskCss());
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
