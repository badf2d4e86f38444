export declare function pagePathOf(key: string): string;
declare const PageCacheHandler: unknown;
export default PageCacheHandler;
