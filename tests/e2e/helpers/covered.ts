import { expect, type Page } from '@playwright/test';

/**
 * The controls and headings of the page that something else covers, as "what, where, under what"
 * lines (empty when none is). Each one is scrolled into view as the browser does for a focused
 * field or a find-in-page hit (`nearest`, honouring the page's scroll padding), then its centre and
 * both ends must hit the element itself. The page is first scrolled past the scroll-to-top
 * threshold so that button is shown throughout. Then the page is left at rest at the top, every
 * three quarters of a screen (with `steps`) and at the very bottom, and every element wholly on
 * screen between the header and the bottom (the floating buttons' bar, on a phone) is checked the
 * same way, once the floating row has settled.
 */
export async function coveredElements(page: Page, { steps = true }: { steps?: boolean } = {}): Promise<string[]> {
  const frames = () => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const check = (mode: 'walk' | 'rest') =>
    page.evaluate((mode) => {
      const SELECTOR = [
        'a[href]',
        'button',
        'input:not([type=hidden])',
        'select',
        'textarea',
        'summary',
        '[tabindex]:not([tabindex="-1"])',
        'h1, h2, h3, h4, h5, h6',
      ].join(', ');
      const name = (el: Element | null) =>
        el
          ? `<${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? ` ${el.getAttribute('data-testid')}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`
          : 'nothing';
      const headerBottom = document.querySelector('body > header, header')?.getBoundingClientRect().bottom ?? 0;
      // On a phone the floating buttons stand on a bar: the screen ends where it starts.
      const bar = document.querySelector('[data-floating-bar]');
      const floor = bar?.checkVisibility() ? bar.getBoundingClientRect().top : innerHeight;
      const problems: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(SELECTOR)) {
        // The floating buttons themselves, and what is hidden from everyone (the forms' honeypot).
        if (el.closest('[data-floating-buttons], [aria-hidden="true"]')) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (mode === 'walk') el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        const rects = [...el.getClientRects()].filter((r) => r.width >= 4 && r.height >= 4);
        const first = rects[0];
        const last = rects.at(-1);
        if (!first || !last) continue;
        // At rest, what is wholly on screen below the sticky header.
        if (mode === 'rest' && (first.top < headerBottom || last.bottom > floor)) continue;
        const points: [string, number, number][] = [
          ...rects.map((r): [string, number, number] => ['centre', r.left + r.width / 2, r.top + r.height / 2]),
          ['start', first.left + 2, first.top + first.height / 2],
          ['end', last.right - 2, last.top + last.height / 2],
        ];
        for (const [where, x, y] of points) {
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === el || el.contains(hit))) continue;
          problems.push(`${mode} ${scrollY}: ${name(el)} ${where} (${Math.round(x)}, ${Math.round(y)}) under ${name(hit)}`);
          break;
        }
      }
      return problems;
    }, mode);

  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  await frames();
  const problems = await check('walk');
  const { height, viewport } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, viewport: innerHeight }));
  const stops = steps ? Array.from({ length: Math.ceil(height / (viewport * 0.75)) }, (_, i) => Math.round(i * viewport * 0.75)) : [0];
  for (const top of [...stops, 'end' as const]) {
    if (top === 'end') await scrollToEnd(page);
    else await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), top);
    // The page has come to rest once the floating row has checked this position.
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-floating-buttons]')?.dataset.checkedAt === String(Math.round(scrollY)),
    );
    await frames();
    problems.push(...(await check('rest')));
  }
  return problems;
}

/**
 * Scrolls to the very end of the page. Blocks rendered only near the viewport (the footer) grow
 * from their estimated height once reached, so the end moves until it is reached twice.
 */
export async function scrollToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const before = scrollY;
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return scrollY === before && scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      }),
    )
    .toBe(true);
}
