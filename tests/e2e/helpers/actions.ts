import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's server-action ids and the page entries that hold each one. */
function references(): Record<string, { workers: Record<string, unknown> }> {
  const file = join(process.cwd(), '.next', 'server', 'server-reference-manifest.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { node: Record<string, { workers: Record<string, unknown> }> }).node;
}

/** An action id of the build that the page at `page` (its app entry: `app/[locale]/(account)/admin/leads/page`) holds. */
export function actionIdHeldBy(page: string): string {
  const id = Object.entries(references()).find(([, r]) => page in r.workers)?.[0];
  if (!id) throw new Error(`No server action in ${page}`);
  return id;
}

/** An action id of the build that the page `page` does not hold. */
export function actionIdNotHeldBy(page: string): string {
  const id = Object.entries(references()).find(([, r]) => !(page in r.workers))?.[0];
  if (!id) throw new Error(`Every server action is in ${page}`);
  return id;
}
