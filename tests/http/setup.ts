import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { E2E_SERVER_LOG, startE2eServer } from '../../scripts/e2e-server.mjs';

let stop: (() => Promise<void>) | undefined;

/** A server started here writes its output where `npm test`'s does, so the log checks always run. */
export async function setup() {
  mkdirSync(dirname(E2E_SERVER_LOG), { recursive: true });
  ({ stop } = await startE2eServer({ log: createWriteStream(E2E_SERVER_LOG) }));
}

export async function teardown() {
  await stop?.();
}
