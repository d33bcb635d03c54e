/** Types of scripts/asciiScript.mjs (the build runs without TypeScript; the tests check it). */
export declare const ASCII_MARK: string;
export declare function isAscii(text: string): boolean;
export declare function asciiScript(text: string, ts: typeof import("typescript")): string | null;
