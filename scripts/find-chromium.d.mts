export function findChromium(options?: { headlessShell?: boolean }): string | null;
export const CHROMIUM_ARGS: string[];
