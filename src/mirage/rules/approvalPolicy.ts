import type { CurrencyCode } from '../../shared/currencies';
import { APPROVAL_WIRE_ROLES, type ApprovalLayer } from '../../shared/domain/approvalLayers';
import { policyHolds } from '../../shared/domain/approvals';
import type { Role } from '../../shared/domain/roles';
import { targetForSource, type Micros } from '../../shared/money';
import type { ApprovalPolicy, Scenario } from '../types';
import { midRate } from './rates';

/** Someone who may raise or approve a request: a demo user or a listed colleague. */
export interface Person {
  userReferenceID: string;
  name: string;
  role: Role;
  suspended: boolean;
}

export function peopleOf(scenario: Pick<Scenario, 'users' | 'otherMembers'>): Person[] {
  return [
    ...scenario.users.map((u) => ({
      userReferenceID: u.userReferenceID,
      name: u.profile.name,
      role: u.role,
      suspended: u.suspended,
    })),
    ...scenario.otherMembers.map((m) => ({
      userReferenceID: m.userReferenceID,
      name: m.name,
      role: m.role,
      suspended: m.suspended,
    })),
  ];
}

/** Role names on the wire of approval layers (spec-2 §3: SUB_ADMIN and ADMIN show as 'Admin'). */
export const WIRE_ROLE: Record<Role, string> = APPROVAL_WIRE_ROLES;

/** An amount's value in SGD at the mid rate (policies are in SGD), rounded down to cents. */
export function sgdEquivalent(amount: Micros, currency: CurrencyCode): Micros {
  return currency === 'SGD' ? amount : targetForSource(amount, midRate(currency, 'SGD'), 'SGD');
}

/**
 * The policy that holds a transfer of this requester and amount, if any, by the rule the app
 * also applies before the code is asked for (policyHolds: targeted role, strictly above). With
 * `priorSgd` (a payout: what the requester sent from that account today without an approval,
 * rules/payoutDays.ts), the amount read is the day's with this one, so a split is held too.
 */
export function policyHolding(
  policies: readonly ApprovalPolicy[],
  role: Role,
  amount: Micros,
  currency: CurrencyCode,
  priorSgd: Micros = 0,
): ApprovalPolicy | null {
  const sgd = sgdEquivalent(amount, currency) + priorSgd;
  return policies.find((p) => policyHolds(p, role, sgd)) ?? null;
}

/** Who may approve under this policy: its approver roles, active, never the requester (docs/decisions/roles.md). */
export function eligibleApprovers(
  policy: Pick<ApprovalPolicy, 'approvers'>,
  requesterId: string,
  people: readonly Person[],
): Person[] {
  return people.filter(
    (p) => policy.approvers.includes(p.role) && !p.suspended && p.userReferenceID !== requesterId,
  );
}

export function mayApprove(
  policy: Pick<ApprovalPolicy, 'approvers'>,
  requesterId: string,
  approver: Pick<Person, 'userReferenceID' | 'role'>,
): boolean {
  return policy.approvers.includes(approver.role) && approver.userReferenceID !== requesterId;
}

/** One layer: any one of the approvers. */
export function layersOf(
  policy: Pick<ApprovalPolicy, 'approvers'>,
  approvers: readonly Person[],
): ApprovalLayer[] {
  return [
    {
      approverRole: policy.approvers.map((r) => WIRE_ROLE[r]),
      approverUser: approvers.map((p) => ({ userName: p.name })),
    },
  ];
}

export const approverNames = (approvers: readonly Person[]): string =>
  approvers.map((p) => p.name).join(', ');
