// The floor page: the least a page of this stack ships (Next, next-intl routing, next-themes, one
// translated paragraph). `npm run bench` builds and serves it beside the site to compare against.
// It has no package.json: everything resolves from the project's own node_modules.
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

export default withNextIntl({
  // bench/floor/.next: apart from the site's build.
  distDir: '.next',
  poweredByHeader: false,
  // Served by the site's own scripts/serve.mjs, which compresses, like the site.
  compress: false,
  // The packages live in the project's node_modules, two levels up.
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
});
