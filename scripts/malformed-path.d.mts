export function isMalformedPath(pathname: string): boolean;
