import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, id, ref, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="ui-checkbox">
      <input ref={ref} id={inputId} type="checkbox" aria-describedby={hint ? `${inputId}-hint` : undefined} {...rest} />
      <label htmlFor={inputId}>
        {label}
        {hint && (
          <span id={`${inputId}-hint`} className="ui-checkbox__hint">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}
