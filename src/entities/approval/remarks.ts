import { z } from 'zod';
import { APPROVAL_REMARKS_MAX } from '../../shared/domain/approvals';
import { cleanMultilineText } from '../../shared/text/cleanText';
import { limitNotice } from '../../shared/domain/limitNotice';

/**
 * Remarks of a decision or of one's own request: optional, cleaned of control, bidi and zero-width
 * characters (line breaks kept) and trimmed (docs/decisions/security.md), then at most 500.
 */
export const remarksSchema = z
  .string()
  .overwrite(cleanMultilineText)
  .max(APPROVAL_REMARKS_MAX, limitNotice(APPROVAL_REMARKS_MAX));

/** Written for this product: the requester's remarks on a held transfer (a payout, a batch). */
export const REQUESTER_REMARKS_LABEL = 'Remarks for the approver (optional)';

/** The remarks form of a request, a decision or one's own request. */
export const remarksFormSchema = z.object({ remarks: remarksSchema });
export type RemarksForm = z.input<typeof remarksFormSchema>;
export type RemarksValues = z.output<typeof remarksFormSchema>;
