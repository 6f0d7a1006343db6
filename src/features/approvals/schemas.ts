import { z } from 'zod';

/** constants.tsv transfer_remarks_max_length. */
export const REMARKS_MAX_LENGTH = 500;

/** DECISIONS Texts: the field stops at n characters and says so. */
export const remarksLimitNotice = (n: number) => `${n} character limit is reached.`;

/** Remarks of a decision or of one's own request: optional, trimmed (DECISIONS), at most 500. */
export const remarksSchema = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.string().max(REMARKS_MAX_LENGTH, remarksLimitNotice(REMARKS_MAX_LENGTH)));
