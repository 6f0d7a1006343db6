/**
 * One cleaner for every free text a person types (account names, remarks, filters) and the bank
 * accepts: what cannot be seen must not count. Removed: C0 and C1 control characters, bidi
 * controls (a name that reads backwards: U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C) and
 * zero-width characters (U+200B-U+200D, U+2060, U+FEFF); then the text is trimmed. So
 * '\u200B\u200B' is empty (required) and 'name' with 40 zero-width characters is 'name'.
 * Line breaks and tabs become a space in a single-line field, so words do not run together; a
 * multi-line field keeps its line breaks as '\n' (docs/decisions/security.md, 'Security defaults the spec
 * leaves open').
 */

const INVISIBLE = new Set([
  // Bidi embeddings, overrides and isolates; the marks.
  0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c,
  // Zero-width space, non-joiner, joiner; word joiner; byte order mark.
  0x200b, 0x200c, 0x200d, 0x2060, 0xfeff,
]);

/** Control and separator characters that break a line: CR, LF, NEL, line and paragraph separators. */
const LINE_BREAKS = new Set([0x0a, 0x0d, 0x85, 0x2028, 0x2029]);
/** Control characters that stand for a space: tab, vertical tab, form feed. */
const SPACES = new Set([0x09, 0x0b, 0x0c]);

const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

function clean(text: string, multiline: boolean): string {
  // CRLF is one line break, not two.
  const source = text.replace(/\r\n/g, '\n');
  let out = '';
  for (const char of source) {
    const code = char.codePointAt(0) ?? 0;
    if (LINE_BREAKS.has(code)) out += multiline ? '\n' : ' ';
    else if (SPACES.has(code)) out += ' ';
    else if (!isControl(code) && !INVISIBLE.has(code)) out += char;
  }
  return out.trim();
}

/** A single-line field (a name, a filter): no control, bidi or zero-width character, trimmed. */
export function cleanText(text: string): string {
  return clean(text, false);
}

/** A multi-line field (remarks): as cleanText, keeping line breaks as '\n'. */
export function cleanMultilineText(text: string): string {
  return clean(text, true);
}
