import type { z } from 'zod';

/**
 * The `params` of an issue that keeps a form from going on without being shown: nothing is
 * wrong, something is still missing (an account not chosen, an amount not typed, a rate still
 * to come). The spec shows no message then; the button just stays disabled.
 */
export const PENDING = { pending: true } as const;

/**
 * The issues a form schema's transform reports on its fields: `report` adds one (a PENDING one
 * when `pending`), `valid` stays true until the first.
 */
export function fieldIssues<Field extends string>(ctx: z.core.$RefinementCtx, input: unknown) {
  let valid = true;
  return {
    report: (field: Field, message: string, pending = false): void => {
      valid = false;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message,
        input,
        ...(pending ? { params: PENDING } : {}),
      });
    },
    get valid() {
      return valid;
    },
  };
}

/** Whether an issue is a pending one (see PENDING), not a message to show. */
export function isPending(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.pending === true;
}

export interface FormReading<Out, Field extends string> {
  /** The schema's output when the values pass, else undefined. */
  data: Out | undefined;
  /** The message to show on each field: its first issue that is not pending. */
  errors: Partial<Record<Field, string>>;
}

/**
 * A live form's verdict on its values now: the same schema its resolver uses, parsed
 * synchronously while the person types (the transaction filters apply as they are edited; the
 * exchange form shows the derived amount and its problems 500 ms after typing). A field's
 * message is its first issue, as zodResolver reports it.
 */
export function readForm<S extends z.ZodType, Field extends string>(
  schema: S,
  values: z.input<S>,
): FormReading<z.output<S>, Field> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!isPending(issue) && field !== '') errors[field] ??= issue.message;
  }
  return { data: undefined, errors: errors as Partial<Record<Field, string>> };
}
