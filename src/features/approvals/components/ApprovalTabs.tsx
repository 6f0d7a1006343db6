import type { ApprovalFilter } from '../../../shared/domain/approvals';
import { Tabs, tabIdOf, tabPanelIdOf } from '../../../shared/ui/Tabs';

export const TAB_LABELS: Record<ApprovalFilter, string> = {
  pending: 'Pending',
  'my-requests': 'My requests',
  completed: 'Completed',
};

const ID_PREFIX = 'approvals';

export const tabId = (tab: ApprovalFilter) => tabIdOf(ID_PREFIX, tab);
export const panelId = (tab: ApprovalFilter) => tabPanelIdOf(ID_PREFIX, tab);

interface ApprovalTabsProps {
  /** The viewer's tabs (approvalTabsFor): no Pending for one who can never approve. */
  tabs: readonly ApprovalFilter[];
  selected: ApprovalFilter;
  onSelect: (tab: ApprovalFilter) => void;
}

/** The lists as ARIA tabs (arrow keys, Home and End move between them). */
export function ApprovalTabs({ tabs, selected, onSelect }: ApprovalTabsProps) {
  return (
    <div className="approvals-tabs">
      <Tabs
        label="Approval requests"
        idPrefix={ID_PREFIX}
        tabs={tabs.map((key) => ({ key, label: TAB_LABELS[key] }))}
        selected={selected}
        onSelect={onSelect}
      />
    </div>
  );
}
