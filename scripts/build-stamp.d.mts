export const STAMP_FILE: string;
export function sourceStamp(): string;
export function buildIsCurrent(): boolean;
