import { z } from 'zod';
import {
  INVITABLE_ROLES,
  MAX_INVITES_PER_REQUEST,
  type InvitableRole,
} from '../../../shared/domain/invitations';
import { INVALID_EMAIL, REQUIRED } from '../../../shared/forms/fieldTexts';

/** spec-3 §5: a duplicate e-mail in the list (messages.tsv validation_email_duplicate). */
export const DUPLICATE_EMAIL = 'You have already entered this email. Please enter a different one.';

export interface InviteRow {
  email: string;
  role: InvitableRole | '';
}

export interface InviteFormValues {
  rows: InviteRow[];
}

export const EMPTY_ROW: InviteRow = { email: '', role: '' };
export const MAX_ROWS = MAX_INVITES_PER_REQUEST;

/** Two addresses are the same once trimmed, ignoring case (as the bank keeps them). */
const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * Each row: an e-mail (trimmed, valid) and a role; an e-mail already in a row above says
 * DUPLICATE_EMAIL on the later row.
 */
export const inviteFormSchema = z
  .object({
    rows: z
      .array(
        z.object({
          email: z
            .string()
            .transform((v) => v.trim())
            .pipe(z.string().min(1, REQUIRED))
            .pipe(z.email(INVALID_EMAIL)),
          // The select starts empty (''): no role chosen yet is the required text.
          role: z
            .union([z.enum(INVITABLE_ROLES), z.literal('')])
            .pipe(z.enum(INVITABLE_ROLES, { error: REQUIRED })),
        }),
      )
      .min(1)
      .max(MAX_ROWS),
  })
  .superRefine(
    (values, ctx) => {
      const seen = new Set<string>();
      values.rows.forEach((row, index) => {
        // Checked even when another field of the form is wrong, so the text shows at once.
        const key = typeof row?.email === 'string' ? keyOf(row.email) : '';
        if (!key) return;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            message: DUPLICATE_EMAIL,
            path: ['rows', index, 'email'],
          });
        seen.add(key);
      });
    },
    { when: (payload) => Array.isArray((payload.value as { rows?: unknown })?.rows) },
  );
