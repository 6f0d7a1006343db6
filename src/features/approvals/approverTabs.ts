import {
  APPROVAL_FILTERS,
  type ApprovalFilter,
  type ApprovalPolicy,
} from '../../shared/domain/approvals';
import type { Role } from '../../shared/domain/roles';

/**
 * Whether anything can ever wait for the viewer's decision: the company's policies name the
 * approvers by role (spec-3 §3 Approval policy). Admin is removed from the lists on read, yet
 * approves (the top role; docs/decisions/roles.md), so admin always can.
 */
export function mayBeApprover(role: Role, policies: readonly ApprovalPolicy[]): boolean {
  return (
    role === 'admin' ||
    policies.some(
      (policy) => policy.approvers.includes(role) || policy.secondStepApprovers.includes(role),
    )
  );
}

/**
 * The Approvals tabs for a viewer: no Pending tab for one no policy makes an approver (issue 23:
 * finance saw a list it could never use); all three while that is not known (loading, offline).
 */
export function approvalTabsFor(approver: boolean | undefined): readonly ApprovalFilter[] {
  return approver === false ? APPROVAL_FILTERS.filter((f) => f !== 'pending') : APPROVAL_FILTERS;
}

/** The tab the address names when the viewer has it, else the viewer's first. */
export function tabFrom(search: string, tabs: readonly ApprovalFilter[]): ApprovalFilter {
  const tab = new URLSearchParams(search).get('tab');
  return tabs.find((f) => f === tab) ?? tabs[0] ?? 'my-requests';
}
