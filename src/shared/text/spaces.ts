/**
 * Spaces only, for a field with a list of acceptable characters (spec-2 §5 'Acceptable
 * characters: ...'): such a field refuses what is not on its list, so nothing else is taken out
 * of it before its rules (an invisible character is refused, never dropped: what is sent is what
 * the field held). White space is trimmed and its runs collapsed; the byte order mark, which
 * JavaScript counts as white space, is left for the list to refuse.
 */
const EDGES = /^[^\S\uFEFF]+|[^\S\uFEFF]+$/g;
const RUNS = /[^\S\uFEFF]+/g;

/** Trimmed of white space at both ends, and nothing else. */
export const trimSpaces = (text: string): string => text.replace(EDGES, '');

/** Trimmed, each run of white space one space (spec-2 §5 Reference: 'Whitespace runs are collapsed'). */
export const collapseSpaces = (text: string): string => trimSpaces(text).replace(RUNS, ' ');

/** Without any white space (account numbers and codes typed in groups: GB29 NWBK 6016 ...). */
export const withoutSpaces = (text: string): string => text.replace(RUNS, '');
