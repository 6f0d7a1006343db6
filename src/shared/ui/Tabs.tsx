import { useRef, type KeyboardEvent } from 'react';
import './Tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Shown but not selectable (the transfer dialog locks the other mode past its form). */
  disabled?: boolean;
}

interface TabsProps<K extends string> {
  /** Names the tab list for screen readers ('Ways to receive money'). */
  label: string;
  /** Prefix of the tab and panel ids (unique on the page). */
  idPrefix: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

export const tabIdOf = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const tabPanelIdOf = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/**
 * ARIA tabs with a roving tabindex: arrow keys, Home and End move between the enabled ones. Only the shown
 * panel exists, so only the selected tab points at it; the caller renders that panel with
 * role="tabpanel", id={tabPanelIdOf(...)} and aria-labelledby={tabIdOf(...)}.
 */
export function Tabs<K extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  // Arrow keys, Home and End skip disabled tabs.
  const keys = tabs.filter((t) => !t.disabled || t.key === selected).map((t) => t.key);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = keys.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? keys[(at + 1) % keys.length]
        : event.key === 'ArrowLeft'
          ? keys[(at - 1 + keys.length) % keys.length]
          : event.key === 'Home'
            ? keys[0]
            : event.key === 'End'
              ? keys[keys.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="ui-tabs" onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(el) => {
            if (el) refs.current.set(tab.key, el);
            else refs.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, tab.key)}
          aria-selected={tab.key === selected}
          aria-controls={tab.key === selected ? tabPanelIdOf(idPrefix, tab.key) : undefined}
          tabIndex={tab.key === selected ? 0 : -1}
          disabled={tab.disabled}
          className={`ui-tabs__tab ${tab.key === selected ? 'ui-tabs__tab--selected' : ''}`}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
