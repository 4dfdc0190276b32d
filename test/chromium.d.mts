// Types of test/chromium.mjs (plain JavaScript, shared with the bench).
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
