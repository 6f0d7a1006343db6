import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { session } from '../../../api/session';
import { PROFILE_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import type { ApprovalFilter, ApprovalRequest } from '../../../shared/domain/approvals';
import type { Profile } from '../../../shared/domain/profile';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { MaintenanceBanner } from '../../../entities/maintenance/MaintenanceBanner';
import type { CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import { ApprovalDetailModal, type DetailMode } from '../components/ApprovalDetailModal';
import { ApprovalTabs, panelId, tabId } from '../components/ApprovalTabs';
import { CachedListPanel } from '../components/CachedListPanel';
import { CompletedListPanel } from '../components/CompletedListPanel';
import { isOpen } from '../../../entities/approval/labels';
import { approvalTabsFor, tabFrom } from '../approverTabs';
import { useMayApprove } from '../queries';
import './ApprovalsPage.css';

/** What the viewer may do with a request opened from a tab. */
function modeFor(
  tab: ApprovalFilter,
  request: ApprovalRequest,
  me: string | undefined,
): DetailMode {
  if (tab === 'pending' && request.status === 'PendingApproval' && request.requesterId !== me)
    return 'approver';
  if (tab === 'my-requests' && isOpen(request)) return 'requester';
  return 'view';
}

/** Manage > Approvals: requests waiting for the viewer, the viewer's own, and completed ones. */
export function ApprovalsPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const claims = useSnapshot(session).claims;
  const profile = useMeta<Profile>(PROFILE_KEY);
  // ?tab=pending|my-requests|completed (the transfer flow opens ?tab=my-requests); the first by default.
  const tabs = approvalTabsFor(useMayApprove());
  const tab = tabFrom(search, tabs);
  const [open, setOpen] = useState<{ request: ApprovalRequest; mode: DetailMode } | null>(null);
  // spec-2 §4 Second factor: the authenticator app when the user has it, else SMS; both offered.
  const codeMethods: CodeMethod[] = profile?.authenticatorAppPreference ? ['TOTP', 'SMS'] : ['SMS'];

  const select = (next: ApprovalFilter) => {
    const params = new URLSearchParams(search);
    params.set('tab', next);
    navigate(`${location}?${params.toString()}`, { replace: true });
  };
  const onOpen = (request: ApprovalRequest) =>
    setOpen({ request, mode: modeFor(tab, request, claims?.sub) });

  return (
    <div className="approvals">
      <PageHeader
        title="Approvals"
        subtitle="Review transfers that need approval, and follow your own requests."
      />
      <MaintenanceBanner page="approvals" className="approvals__maintenance" />
      <Card flush className="approvals__card">
        <ApprovalTabs tabs={tabs} selected={tab} onSelect={select} />
        <div
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          className="approvals-panel"
          tabIndex={0}
        >
          {tab === 'completed' ? (
            <CompletedListPanel onOpen={onOpen} />
          ) : (
            // Keyed: each list starts again at its first 10.
            <CachedListPanel
              key={tab}
              list={tab === 'pending' ? 'pending' : 'mine'}
              onOpen={onOpen}
            />
          )}
        </div>
      </Card>
      <ApprovalDetailModal
        request={open?.request ?? null}
        mode={open?.mode ?? 'view'}
        codeMethods={codeMethods}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
