// Locates a Chromium for the browser tests and the bench: Debian's first, then Playwright's own.
import { existsSync } from 'node:fs';

/**
 * The tests prefer Chromium's headless shell (Debian's chromium-headless-shell, what Playwright
 * itself runs headless): on this suite it spends half the CPU time of the full browser in headless
 * mode. The bench measures in the full browser, as visitors see pages.
 */
export function findChromium({ headlessShell = false } = {}) {
  // Debian's /usr/bin/chromium is a launcher script that adds desktop flags (extensions, GPU
  // rasterisation emulated in software); the binary behind it runs the tests with less work.
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...(headlessShell ? ['/usr/lib/chromium/chromium-headless-shell'] : []),
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return null;
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
