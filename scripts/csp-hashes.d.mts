export const MANIFEST: string;
export function inlineScriptHashes(html: string): string[];
