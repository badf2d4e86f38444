import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from '@/components/ui/icons';
import { ICON_DRAWINGS } from '@/lib/icons/drawings';
import { iconSprite } from '@/lib/icons/sprite';

const sprite = iconSprite();
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
const components = Object.entries(icons).filter(([, value]) => typeof value === 'function') as [string, icons.IconComponent][];

describe('icon sprite', () => {
  it('draws every icon once, each with at least one shape', () => {
    expect(symbolIds.length).toBe(Object.keys(ICON_DRAWINGS).length);
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
    for (const id of symbolIds) {
      const body = sprite.match(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24">(.*?)</symbol>`))?.[1] ?? '';
      expect(body, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
    }
  });

  it('every icon component points at a symbol the sprite has', () => {
    expect(components.length).toBeGreaterThan(50);
    for (const [name, Icon] of components) {
      const html = renderToStaticMarkup(createElement(Icon, { className: 'size-4' }));
      const fragment = html.match(/<use href="[^"#]*#([^"]+)"/)?.[1];
      expect(fragment, name).toBeDefined();
      expect(symbolIds, name).toContain(fragment);
      expect(html, name).toContain('class="icon size-4"');
    }
  });

  it('is decorative unless named', () => {
    const { Check } = icons;
    expect(renderToStaticMarkup(createElement(Check))).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(createElement(Check, { 'aria-label': 'ok', role: 'img' }))).not.toContain('aria-hidden');
  });
});
