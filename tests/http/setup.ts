import { startE2eServer } from '../../scripts/e2e-server.mjs';

let stop: (() => Promise<void>) | undefined;

export async function setup() {
  ({ stop } = await startE2eServer());
}

export async function teardown() {
  await stop?.();
}
