import type { CurrencyCode } from '../../shared/currencies';
import { APPROVAL_WIRE_ROLES, type ApprovalLayer } from '../../shared/domain/approvalLayers';
import { policyFor, policySteps } from '../../shared/domain/approvals';
import type { Role } from '../../shared/domain/roles';
import { targetForSource, type Micros } from '../../shared/money';
import { BankError, type ApprovalPolicy, type Scenario } from '../types';
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
  return policyFor(policies, role, sgd);
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

/** What a held request waits for: one layer a step, each with its eligible approvers. */
export interface HeldSteps {
  layers: ApprovalLayer[];
  /** Everyone who may decide a step of it, step 1's first. */
  approvers: Person[];
}

/** Is there a pick of different people, one a step? (Nobody decides twice on one request.) */
function distinctPick(steps: readonly Person[][]): boolean {
  const [first = [], second] = steps;
  if (!second) return first.length > 0;
  return first.some((a) => second.some((b) => b.userReferenceID !== a.userReferenceID));
}

/**
 * The layers of a request this policy holds (docs/decisions/approvals.md 'Two-step policies'):
 * a layer a step with its roles and its eligible approvers (active, never the requester). Null
 * when a step has nobody, or two steps could only be decided by one and the same person.
 */
export function heldSteps(
  policy: Pick<ApprovalPolicy, 'approvers' | 'secondStepApprovers'>,
  requesterId: string,
  people: readonly Person[],
): HeldSteps | null {
  const steps = policySteps(policy).map((roles) =>
    eligibleApprovers({ approvers: roles }, requesterId, people),
  );
  if (!distinctPick(steps)) return null;
  const layers = policySteps(policy).map(
    (roles, i) => layersOf({ approvers: roles }, steps[i] ?? [])[0]!,
  );
  const seen = new Set<string>();
  const approvers = steps
    .flat()
    .filter((p) => !seen.has(p.userReferenceID) && seen.add(p.userReferenceID));
  return { layers, approvers };
}

// --- Editing policies (issue 24) ---

/** A policy as an admin sends it, its lists read into roles. */
export interface PolicyDraft {
  policyName: string;
  amountGreaterThan: Micros;
  currency: CurrencyCode;
  approvers: Role[];
  targetedMembers: Role[];
  secondStepApprovers: Role[];
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((r) => b.includes(r));
const nameKey = (name: string) => name.trim().toLowerCase();
/** The roles a policy holds: admin is never held (policyHolds). */
const targets = (roles: readonly Role[]) => roles.filter((r) => r !== 'admin');

/**
 * DUPLICATE_APPROVAL_POLICY (docs/decisions/approvals.md 'Policy rules'): another policy of the
 * same name (trimmed, case-insensitive), or of the same currency, threshold and targeted roles
 * (two policies holding the same transfers at the same amount would leave which applies to
 * chance). `exceptId`: the policy being edited.
 */
export function assertNoDuplicate(
  draft: PolicyDraft,
  policies: readonly ApprovalPolicy[],
  exceptId?: string,
): void {
  for (const p of policies) {
    if (p.id === exceptId) continue;
    if (nameKey(p.policyName) === nameKey(draft.policyName))
      throw new BankError(
        400,
        'DUPLICATE_APPROVAL_POLICY',
        `A policy named "${p.policyName}" already exists. Choose another name.`,
      );
    if (
      p.currency === draft.currency &&
      p.amountGreaterThan === draft.amountGreaterThan &&
      sameRoles(targets(p.targetedMembers), targets(draft.targetedMembers))
    )
      throw new BankError(
        400,
        'DUPLICATE_APPROVAL_POLICY',
        `"${p.policyName}" already applies to the same members above the same amount. Edit that policy instead.`,
      );
  }
}

/**
 * INSUFFICIENT_APPROVERS (docs/decisions/approvals.md 'Policy rules'): each step's roles, as the
 * admin chose them, must include an active member, and two steps must be decidable by two
 * different people; otherwise a held request could never be decided.
 */
export function assertEnoughApprovers(draft: PolicyDraft, people: readonly Person[]): void {
  const steps = policySteps(draft).map((roles) =>
    people.filter((p) => roles.includes(p.role) && !p.suspended),
  );
  steps.forEach((members, i) => {
    if (members.length === 0)
      throw new BankError(
        400,
        'INSUFFICIENT_APPROVERS',
        `Nobody active has the roles of ${steps.length > 1 ? `step ${i + 1}` : 'the approvers'}: choose a role with an active member.`,
      );
  });
  if (!distinctPick(steps))
    throw new BankError(
      400,
      'INSUFFICIENT_APPROVERS',
      'Only one person could approve both steps, and nobody approves one request twice: add another role to a step.',
    );
}

/**
 * The roles an edit keeps: what the admin sent, with admin kept where the policy had it. The
 * lists are read without admin (spec-3 §3), so a read -> edit -> save round trip must not drop it.
 */
export const keepAdmin = (sent: readonly Role[], had: readonly Role[] | undefined): Role[] =>
  had?.includes('admin') && !sent.includes('admin') ? ['admin', ...sent] : [...sent];
