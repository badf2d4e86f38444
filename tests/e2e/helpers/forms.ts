import type { Page } from '@playwright/test';

/**
 * The lead forms take a submission sent less than 1.5 s after the form was shown for a bot's. A
 * test fills a form faster than any person: this visitor's page clock runs a minute behind the
 * server's, as if the form had been open that long. Call it before the page with the form loads.
 */
export async function unhurriedVisitor(page: Page) {
  await page.clock.setSystemTime(Date.now() - 60_000);
}
