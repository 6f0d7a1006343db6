/** Types of scripts/check-docs.mjs (read by its test). Each list holds one line per problem. */
export declare function markdownFiles(root: string): string[];
export declare function brokenLinks(root: string, files?: string[]): string[];
export declare function unknownCommands(root: string, files?: string[]): string[];
export declare function decisionTitles(root: string): Map<string, Set<string>>;
export declare function brokenCitations(root: string): string[];
export declare function duplicateTitles(root: string): string[];
export declare function staleMentions(root: string): string[];
export declare const README_MAX_LINES: number;
export declare function longReadme(root: string): string[];
