export declare const NBSP: string;
export declare const vlna: (s: string) => string;
export declare const hasLooseLetter: (s: string) => boolean;
export declare const bindEnglish: (s: string) => string;
export declare const hasLooseEnglish: (s: string) => boolean;
export declare function mapStrings(tree: unknown, fn: (s: string) => string, skip?: Set<string>): unknown;
export declare const SPELL_SKIP: Set<string>;
