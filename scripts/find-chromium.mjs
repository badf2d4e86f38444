// Locates a Chromium for the browser tests and the bench: Debian's first, then Playwright's own.
import { existsSync } from 'node:fs';

export function findChromium() {
  // Debian's /usr/bin/chromium is a launcher script that adds desktop flags (extensions, GPU
  // rasterisation emulated in software); the binary behind it runs the tests with less work.
  const candidates = [
    process.env.CHROMIUM_PATH,
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
