export function registerServer(port: number, root?: string): void;
export function runningServers(root?: string): { pid: number; port: number; distDir: string; startedAt: string }[];
export function rebuildBlocker(root?: string): string | null;
