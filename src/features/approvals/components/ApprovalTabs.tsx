import type { ApprovalFilter } from '../../../shared/domain/approvals';
import { Tabs, tabIdOf, tabPanelIdOf } from '../../../shared/ui/Tabs';

export const TAB_LABELS: Record<ApprovalFilter, string> = {
  pending: 'Pending',
  'my-requests': 'My requests',
  completed: 'Completed',
};

const TABS = (['pending', 'my-requests', 'completed'] as const).map((key) => ({
  key,
  label: TAB_LABELS[key],
}));
const ID_PREFIX = 'approvals';

export const tabId = (tab: ApprovalFilter) => tabIdOf(ID_PREFIX, tab);
export const panelId = (tab: ApprovalFilter) => tabPanelIdOf(ID_PREFIX, tab);

interface ApprovalTabsProps {
  selected: ApprovalFilter;
  onSelect: (tab: ApprovalFilter) => void;
}

/** The three lists as ARIA tabs (arrow keys, Home and End move between them). */
export function ApprovalTabs({ selected, onSelect }: ApprovalTabsProps) {
  return (
    <div className="approvals-tabs">
      <Tabs
        label="Approval requests"
        idPrefix={ID_PREFIX}
        tabs={TABS}
        selected={selected}
        onSelect={onSelect}
      />
    </div>
  );
}
