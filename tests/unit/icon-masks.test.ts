import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSS_ICONS } from '@/lib/icons/css-icons';
import { iconMaskCss, iconMaskSprite } from '@/lib/icons/masks';
import { SOCIAL_NAMES } from '@/components/layout/social-icons';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('icons drawn by CSS', () => {
  it('app/icon-masks.css is the one generated from the list (npx tsx scripts/icon-masks.ts)', () => {
    expect(readFileSync('app/icon-masks.css', 'utf8')).toBe(iconMaskCss());
  });

  it('every mask is a view of the one sprite, at the version of its drawings', () => {
    const css = iconMaskCss();
    const sprite = iconMaskSprite();
    const views = new Set([...sprite.matchAll(/<view id='([\w-]+)' viewBox='(\d+) 0 24 24'\/>/g)].map((m) => m[1]));
    const urls = [...css.matchAll(/--ci: url\('\/icon-masks\.svg\?v=(\w+)#([\w-]+)'\)/g)];
    // Every network the footer can name has its mark.
    expect(urls.map((m) => m[2])).toEqual([...CSS_ICONS, ...Object.keys(SOCIAL_NAMES).map((network) => `social-${network}`)]);
    expect(urls.every((m) => views.has(m[2]!))).toBe(true);
    expect(views.size).toBe(urls.length);
    // One address for all of them: one document to fetch and parse.
    expect(new Set(urls.map((m) => m[1])).size).toBe(1);
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
