import { test as base, expect, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

export const EXPECTED_VIOLATION = 'expected-csp-violation';

/**
 * The suite's `test`: every page any test opens (its own context or one it creates) is watched
 * for Content-Security-Policy violations, and a test with one fails. Chromium reports a blocked
 * script, style or request on the console; the listener below also reports the DOM event.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ browser, context }, use, testInfo) => {
      const violations: string[] = [];
      const watch = async (ctx: BrowserContext) => {
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
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const ctx = await newContext(options);
        await watch(ctx);
        return ctx;
      };
      await use();
      browser.newContext = newContext;
      // A test that provokes a violation on purpose says so with this annotation.
      if (testInfo.annotations.some((a) => a.type === EXPECTED_VIOLATION)) return;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
