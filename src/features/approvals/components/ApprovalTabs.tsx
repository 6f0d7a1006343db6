import { useRef, type KeyboardEvent } from 'react';
import type { ApprovalFilter } from '../../../shared/domain/approvals';

export const TAB_LABELS: Record<ApprovalFilter, string> = {
  pending: 'Pending',
  'my-requests': 'My requests',
  completed: 'Completed',
};

const ORDER: ApprovalFilter[] = ['pending', 'my-requests', 'completed'];

export const tabId = (tab: ApprovalFilter) => `approvals-tab-${tab}`;
export const panelId = (tab: ApprovalFilter) => `approvals-panel-${tab}`;

interface ApprovalTabsProps {
  selected: ApprovalFilter;
  onSelect: (tab: ApprovalFilter) => void;
}

/** The three lists as ARIA tabs: arrow keys, Home and End move between them (roving tabindex). */
export function ApprovalTabs({ selected, onSelect }: ApprovalTabsProps) {
  const refs = useRef(new Map<ApprovalFilter, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = ORDER.indexOf(selected);
    const next =
      event.key === 'ArrowRight' ? ORDER[(at + 1) % ORDER.length]
      : event.key === 'ArrowLeft' ? ORDER[(at - 1 + ORDER.length) % ORDER.length]
      : event.key === 'Home' ? ORDER[0]
      : event.key === 'End' ? ORDER[ORDER.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label="Approval requests" className="approvals-tabs" onKeyDown={move}>
      {ORDER.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            if (el) refs.current.set(tab, el);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          // Only the shown panel exists, so only its tab points at it.
          aria-controls={tab === selected ? panelId(tab) : undefined}
          tabIndex={tab === selected ? 0 : -1}
          className={`approvals-tabs__tab ${tab === selected ? 'approvals-tabs__tab--selected' : ''}`}
          onClick={() => onSelect(tab)}
        >
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
