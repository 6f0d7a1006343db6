/** Types of scripts/bank-build.mjs (read by the state file's tests). */
export declare function buildBank(outDir: string, entries?: string[]): Promise<string>;
