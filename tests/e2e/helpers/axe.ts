import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axeCore from 'axe-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = axeCore.source;

type Found = { id: string; impact?: string | null; help: string; targets: string[] };

/**
 * axe in the page itself: injected once per document and run there, reporting violations only.
 * @axe-core/playwright re-injects on every call and finishes each run in a new blank page (its
 * cross-origin frame support), about three times the cost; it is kept for pages with frames.
 */
async function violationsOf(page: Page): Promise<Found[]> {
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, WCAG_TAGS);
}

/** Runs axe (WCAG 2.2 AA) on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // Blocks marked .defer-render are laid out only near the viewport, and axe finds a text's
  // background by hit-testing: lay every block out, as it is once scrolled to, before measuring.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.defer-render').forEach((el) => (el.style.contentVisibility = 'visible')),
  );
  // A floating button steps aside from a control only once the page has come to rest (scrolling
  // to a form's first error, say): measure target sizes after the row has checked where it is.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const top = scrollY;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const row = document.querySelector<HTMLElement>('[data-floating-buttons]');
                resolve(scrollY === top && (!row || row.dataset.checkedAt === String(Math.round(scrollY))));
              }),
            );
          }),
      ),
    )
    .toBe(true);
  // Colours are measured once transitions (a button's hover, a field's error border) have ended;
  // endless animations (spinners, pulses) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const summary = (await violationsOf(page)).map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.slice(0, 3).join('\n  ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * The page in light, then the system switches to dark and the page follows: both schemes checked
 * on one visit (axe is already in the document for the second check).
 */
export async function expectNoAxeViolationsLightAndDark(page: Page, label = page.url()) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((s) => document.documentElement.classList.contains('dark') === (s === 'dark'), scheme);
    await expectNoAxeViolations(page, `${label} (${scheme})`);
  }
}
