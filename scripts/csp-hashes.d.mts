export const MANIFEST: string;
export function inlineScriptHashes(html: string): string[];
export function withScriptIntegrity(html: string, hashOf?: (src: string) => string): { html: string; hashes: string[] };
export function hashPage(html: string, hashOf?: (src: string) => string): { html: string; hashes: string[] };
