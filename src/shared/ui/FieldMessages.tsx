import { CircleAlert } from 'lucide-react';

/** The ids a field's input points to with aria-describedby: hint first, then the error, then the limit notice. */
export function describedBy(
  id: string,
  hint: string | undefined,
  error: string | undefined,
  limit?: string,
): string | undefined {
  return (
    [hint && `${id}-hint`, error && `${id}-error`, limit && `${id}-limit`]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

/**
 * The '{n} character limit is reached.' line of a field with a maximum length. A polite live
 * region that exists from the start, so a screen reader hears the notice the moment typing or a
 * paste stops at the limit (the field simply stops taking characters, which is otherwise silent).
 */
export function LimitNotice({ id, notice }: { id: string; notice: string | undefined }) {
  return (
    <p id={`${id}-limit`} className="ui-field__hint ui-field__limit" role="status">
      {notice ?? ''}
    </p>
  );
}

/** A field's hint and error lines, with the ids describedBy() gives the input. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          <CircleAlert aria-hidden />
          {error}
        </p>
      )}
    </>
  );
}
