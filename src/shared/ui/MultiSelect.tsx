import { ChevronDown } from 'lucide-react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Checkbox } from './Checkbox';
import './MultiSelect.css';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** What the button says when nothing is chosen ('All'). */
  noneLabel?: string;
}

/**
 * A filter with several choices: a button that opens a list of checkboxes. Escape, a click
 * outside or leaving it with Tab closes the list; native checkboxes keep it usable by keyboard.
 */
export const MultiSelect = memo(function MultiSelect({
  label,
  options,
  selected,
  onChange,
  noneLabel = 'All',
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const chosen = options.filter((o) => selected.includes(o.value));
  const summary =
    chosen.length === 0
      ? noneLabel
      : chosen.length === 1
        ? (chosen[0]?.label ?? '')
        : `${chosen.length} selected`;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((v) => v !== value));

  return (
    <div
      className="ui-multi-select"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <span className="ui-multi-select__label" aria-hidden>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className="ui-multi-select__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label}: ${summary}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="ui-multi-select__summary">{summary}</span>
        <ChevronDown aria-hidden className="ui-multi-select__chevron" />
      </button>
      <fieldset id={panelId} className="ui-multi-select__panel" hidden={!open}>
        <legend className="visually-hidden">{label}</legend>
        {options.map((o) => (
          <Checkbox
            key={o.value}
            label={o.label}
            checked={selected.includes(o.value)}
            onChange={(e) => toggle(o.value, e.target.checked)}
          />
        ))}
      </fieldset>
    </div>
  );
});
