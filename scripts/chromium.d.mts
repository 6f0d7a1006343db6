/** Types of scripts/chromium.mjs (read by playwright.config.ts). */
export declare const chromiumPath: string | undefined;
export declare const CHROMIUM_ARGS: string[];
