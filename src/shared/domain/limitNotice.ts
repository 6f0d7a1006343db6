/**
 * docs/decisions/ui.md Texts: a field stops accepting input at n characters and says so; a pasted longer
 * value is cut and the notice shown. The spec's text (messages.tsv char_limit_n).
 */
export const limitNotice = (n: number): string => `${n} character limit is reached.`;

/** A text area's remaining-characters counter (spec-1 §5 address lines): '45 characters remaining'. */
export const remainingText = (n: number): string =>
  `${n} ${n === 1 ? 'character' : 'characters'} remaining`;
