import type { Page } from '@playwright/test';

/**
 * The lead forms take a submission sent less than 1.5 s after the form was shown for a bot's. A
 * test fills a form faster than any person: this visitor's page clock runs a minute behind the
 * server's, as if the form had been open that long. Call it before the page with the form loads.
 */
export async function unhurriedVisitor(page: Page) {
  await page.clock.setSystemTime(Date.now() - 60_000);
}

/**
 * Holds the page's scripts until `release()`: the server HTML is on screen and usable, nothing is
 * hydrated. `held()` resolves once the browser has asked for a script (proof that something is
 * being held), `count()` tells how many requests were held.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  let first!: () => void;
  const asked = new Promise<void>((resolve) => (first = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    count++;
    first();
    await gate;
    await route.continue();
  });
  return { release, held: () => asked, count: () => count };
}
