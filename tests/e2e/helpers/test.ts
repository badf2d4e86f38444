import { test as base, expect, type BrowserContext } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../../lib/analytics/consent';

export * from '@playwright/test';

export const EXPECTED_VIOLATION = 'expected-csp-violation';

/** Records Content-Security-Policy violations of every page of `ctx`. */
async function watch(ctx: BrowserContext, violations: string[]) {
  await ctx.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  ctx.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${message.location().url}: ${message.text()}`);
    }
  });
}

/**
 * Every visitor has already answered the cookie banner ("rejected"), so it never covers another
 * test's page. An init script rather than a `storageState`, which opens a page per new context to
 * write it (~0.7 s each); a context given its own `storageState` (the consent tests) is left alone.
 */
async function answerBanner(ctx: BrowserContext) {
  await ctx.addInitScript((key) => {
    try {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, 'rejected');
    } catch {
      // Opaque origins (about:blank, data:) have no storage.
    }
  }, CONSENT_STORAGE_KEY);
}

/**
 * The suite's `test`: every page any test opens (its own context or one it creates) is watched
 * for Content-Security-Policy violations, and a test with one fails. Chromium reports a blocked
 * script, style or request on the console; the listener below also reports the DOM event. A test
 * that never opens a page gets no browser context for it.
 */
export const test = base.extend<{ cspViolations: string[]; cspGuard: void }>({
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  context: async ({ context, cspViolations }, provide) => {
    await watch(context, cspViolations);
    await answerBanner(context);
    await provide(context);
  },
  cspGuard: [
    async ({ browser, cspViolations, serviceWorkers }, use, testInfo) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        // Contexts a test makes itself follow the spec's service-worker setting, as its own context does.
        const ctx = await newContext({ serviceWorkers, ...options });
        await watch(ctx, cspViolations);
        if (!options?.storageState) await answerBanner(ctx);
        return ctx;
      };
      await use();
      browser.newContext = newContext;
      // A test that provokes a violation on purpose says so with this annotation.
      if (testInfo.annotations.some((a) => a.type === EXPECTED_VIOLATION)) return;
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
