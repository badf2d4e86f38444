/*
 * The service worker, bundled after `next build` by `serwist build serwist.config.mjs` into
 * public/sw.js with the precache manifest (the offline pages and the shell they load) injected
 * at `self.__SW_MANIFEST`.
 *
 * - Never stored (the browser's own network, or NetworkOnly): anything but GET, /api, /files and
 *   the account and back-office areas in every language (lib/pwa/cache-rules.ts).
 * - Pages: NetworkFirst with a short timeout, then the stored copy, then the offline page in the
 *   language of the address. Responses marked no-store are not kept (`private` ones may be: this
 *   is the visitor's own browser).
 * - Build assets, fonts, images and icons: CacheFirst, expiring.
 */
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist } from 'serwist';
import type { PrecacheEntry, SerwistPlugin } from 'serwist';
import { isNeverCached, isStaticAsset, offlinePathFor } from '@/lib/pwa/cache-rules';
import { registerLeadQueue } from '@/lib/pwa/lead-queue-sw';

declare const self: typeof globalThis & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const DAY = 24 * 60 * 60;

/** A failed navigation answers with the precached offline page of its language. */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    request.mode === 'navigate' ? serwist.matchPrecache(offlinePathFor(new URL(request.url).pathname)) : undefined,
};

/** Only complete answers the server allows the browser to keep. */
const storableOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !/no-store/i.test(response.headers.get('cache-control') ?? '') ? response : null,
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      // First, so nothing below can ever match these.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && isNeverCached(url, request.method),
      handler: new NetworkOnly({ plugins: [offlineFallback] }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 3,
        plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }), offlineFallback],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isStaticAsset(url),
      handler: new CacheFirst({
        cacheName: 'static-assets',
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
});

registerLeadQueue(serwist);
serwist.addEventListeners();
