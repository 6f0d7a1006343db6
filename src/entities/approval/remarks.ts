import { z } from 'zod';
import { APPROVAL_REMARKS_MAX } from '../../shared/domain/approvals';
import { limitNotice } from '../../shared/ui/limitNotice';

/** Remarks of a decision or of one's own request: optional, trimmed (docs/decisions.md), at most 500. */
export const remarksSchema = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.string().max(APPROVAL_REMARKS_MAX, limitNotice(APPROVAL_REMARKS_MAX)));

/** The remarks form of a request, a decision or one's own request. */
export const remarksFormSchema = z.object({ remarks: remarksSchema });
export type RemarksForm = z.input<typeof remarksFormSchema>;
export type RemarksValues = z.output<typeof remarksFormSchema>;
