/**
 * docs/decisions.md Texts: a field stops accepting input at n characters and says so; a pasted longer
 * value is cut and the notice shown. The spec's text (messages.tsv char_limit_n).
 */
export const limitNotice = (n: number): string => `${n} character limit is reached.`;
