// zod/mini, as the other schemas of the sign-in: the code dialog is the sign-in's second step.
import { z } from 'zod/mini';
import { CODE_PATTERN, CODE_REQUIRED, INVALID_OR_EXPIRED_CODE } from './oneTimeCode';

/**
 * A one-time code field (spec-1 §5): trimmed, required, exactly 6 digits; the one rule of the
 * sign-in, transfer, approval and password-reset codes. A field's first issue is the one shown.
 */
export const oneTimeCodeField = z
  .string()
  .check(z.trim(), z.minLength(1, CODE_REQUIRED), z.regex(CODE_PATTERN, INVALID_OR_EXPIRED_CODE));

/** The one-time-code dialog's form (shared/ui/VerifyCodeDialog). */
export const codeFormSchema = z.object({ code: oneTimeCodeField });
export type CodeForm = z.input<typeof codeFormSchema>;
export type CodeValues = z.output<typeof codeFormSchema>;
