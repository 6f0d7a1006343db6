import { CircleAlert } from 'lucide-react';

/** The ids a field's input points to with aria-describedby: hint first, then the error. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error lines, with the ids describedBy() gives the input. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
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
