import { useEffect, useState } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';

/** spec-2 §5 Amounts: the amount is read (fee, rules) 500 ms after the typing stops. */
export const AMOUNT_DEBOUNCE_MS = 500;

/** `value`, once it has stayed the same for `ms`. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [settled, value, ms]);
  return settled;
}

export interface DetailsForm<T extends FieldValues> {
  values: T;
  /** The values now, for an update that lands later (a file read). */
  current: () => T;
  /** Sets fields; those named in `touched` (all of them by default) now show their messages. */
  edit: (patch: Partial<T>, touched?: readonly string[]) => void;
  /** A field shows its message again only once touched again (an e-mail being typed). */
  untouch: (field: string) => void;
  touch: (field: string) => void;
  /** Next was pressed: every field shows its message. */
  attempt: () => void;
  /** The messages to show: a field's once it was edited, all of them after Next. */
  shown: <F extends string>(errors: Partial<Record<F, string>>) => Partial<Record<F, string>>;
}

/**
 * The values of a payout details form, kept in react-hook-form and read by the form's schema on
 * every render (a live form, docs/architecture.md §8: the fee and the total follow the amount).
 * A message shows on a field the person has edited, and on all fields once they press Next, so
 * an empty form does not open covered in 'This field is required'. Nothing typed is ever reset.
 */
export function useDetailsForm<T extends FieldValues>(defaults: T): DetailsForm<T> {
  const form = useForm<T>({ defaultValues: defaults as DefaultValues<T> });
  // The whole form: every field is read by the schema on every render.
  const values = useWatch({ control: form.control }) as T;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const touch = (field: string) => setTouched((set) => new Set(set).add(field));
  return {
    values,
    current: () => form.getValues(),
    edit: (patch, fields = Object.keys(patch)) => {
      for (const [key, value] of Object.entries(patch))
        form.setValue(key as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      if (fields.length) setTouched((set) => new Set([...set, ...fields]));
    },
    untouch: (field) =>
      setTouched((set) => {
        const next = new Set(set);
        next.delete(field);
        return next;
      }),
    touch,
    attempt: () => setAttempted(true),
    shown: (errors) =>
      Object.fromEntries(
        Object.entries(errors).filter(([field]) => attempted || touched.has(field)),
      ) as typeof errors,
  };
}
