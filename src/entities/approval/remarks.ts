import { z } from 'zod';
import { limitNotice } from '../../shared/ui/limitNotice';

/** constants.tsv transfer_remarks_max_length. */
export const REMARKS_MAX_LENGTH = 500;

/** Remarks of a decision or of one's own request: optional, trimmed (DECISIONS), at most 500. */
export const remarksSchema = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.string().max(REMARKS_MAX_LENGTH, limitNotice(REMARKS_MAX_LENGTH)));
