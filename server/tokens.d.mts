// Types of tokens.mjs (the server is plain JavaScript; the app's tests import it).
export declare const isKey: (s: unknown) => boolean;
export declare const characterDoc: (deviceKey: string) => string;
export declare const joinKeyOf: (gmKey: string) => string;
export declare const tableIdOf: (joinKey: string) => string;
export declare const rosterDoc: (tableId: string) => string;
export declare function characterIdOf(name: string): string | null;
export declare function parseToken(token: string): { kind: 'device' | 'gm'; key: string } | null;
