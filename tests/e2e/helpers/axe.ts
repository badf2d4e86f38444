import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe (WCAG 2.2 AA) on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // Blocks marked .defer-render are laid out only near the viewport, and axe finds a text's
  // background by hit-testing: lay every block out, as it is once scrolled to, before measuring.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.defer-render').forEach((el) => (el.style.contentVisibility = 'visible')),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
