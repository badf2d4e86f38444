export declare const MANIFEST_FILE: string;
export declare const cspManifestHolder: { load(): unknown };
