import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';

/**
 * The Demo panel's labelled rows: one label, one control, the label's text first. Every section
 * (faults, payouts, cards, maintenance, announcements) builds its form from these, so a row looks
 * and reads the same everywhere and a screen reader names each control by its label.
 */
export function SelectRow<V extends string | number>(props: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  describedBy?: string;
}) {
  const { id, label, value, options, onChange, describedBy } = props;
  return (
    <label className="mbp-row" htmlFor={id}>
      <span>{label}</span>
      <select
        id={id}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => {
          // The option's own value, typed: a select hands back text only.
          const picked = options.find((o) => String(o.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The same for text: the value and what it becomes as typed; other input attributes pass on. */
export function TextRow(
  props: {
    id: string;
    label: string;
    value: string;
    onValue: (value: string) => void;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>,
) {
  const { id, label, value, onValue, ...input } = props;
  return (
    <label className="mbp-row" htmlFor={id}>
      <span>{label}</span>
      <input id={id} value={value} onChange={(e) => onValue(e.target.value)} {...input} />
    </label>
  );
}

/** A fixed list as select options, each shown as itself or through a label map. */
export function optionsOf<V extends string | number>(
  values: readonly V[],
  label: (value: V) => string = String,
): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/**
 * A section that is one form: its title, its rows, one submit button, and the line that says what
 * the bank answered (a status, read out when it changes).
 */
export function FormSection(props: {
  id: string;
  title: string;
  submitLabel: string;
  said: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { id, title, submitLabel, said, onSubmit, children } = props;
  return (
    <section className="mbp-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <form className="mbp-fieldset" onSubmit={onSubmit}>
        {children}
        <div className="mbp-actions">
          <button type="submit" className="mbp-button">
            {submitLabel}
          </button>
        </div>
      </form>
      <p className="mbp-muted" role="status">
        {said}
      </p>
    </section>
  );
}
