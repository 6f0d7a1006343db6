import { ROLES, type Role } from './roles';

/** One layer of approvers a held transfer waits for (spec-2 §3): roles on the wire, or named users. */
export interface ApprovalLayer {
  approverRole: string[];
  approverUser: { userName: string }[];
}

/** Role names on the wire of approval layers and policies (spec-2 §3: ADMIN, SUB_ADMIN, FINANCE, ACCOUNTANT). */
export const APPROVAL_WIRE_ROLES: Record<Role, string> = {
  admin: 'ADMIN',
  'sub-admin': 'SUB_ADMIN',
  finance: 'FINANCE',
  accountant: 'ACCOUNTANT',
  general: 'GENERAL',
};

/** The role of a wire name ('SUB_ADMIN' -> 'sub-admin'), or undefined for a name the app does not know. */
export function roleFromWire(name: string): Role | undefined {
  const wanted = name.trim().toUpperCase();
  return ROLES.find((role) => APPROVAL_WIRE_ROLES[role] === wanted);
}

/** spec-2 §3 Approval-related: SUB_ADMIN and ADMIN read 'Admin', FINANCE 'Finance', ACCOUNTANT 'Accountant'. */
const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'Admin',
  SUB_ADMIN: 'Admin',
  FINANCE: 'Finance',
  ACCOUNTANT: 'Accountant',
};

export function approverRoleLabel(role: string): string {
  return ROLE_LABELS[role.toUpperCase()] ?? role;
}

/** spec-2 §4 Approval branch: one layer is 'Approver'; two are 'First step approver' and 'Second step approver'. */
export function approvalLayerLabel(index: number, layerCount: number): string {
  if (layerCount <= 1) return 'Approver';
  if (index === 0) return 'First step approver';
  if (index === 1) return 'Second step approver';
  return `Step ${index + 1} approver`;
}

export interface DescribedLayer {
  label: string;
  /** Role labels without repeats (ADMIN and SUB_ADMIN both read 'Admin'). */
  roles: string[];
  users: string[];
}

/** The layers of a request as they are shown: label, roles and named approvers. */
export function describeApprovalLayers(layers: readonly ApprovalLayer[]): DescribedLayer[] {
  return layers.map((layer, i) => ({
    label: approvalLayerLabel(i, layers.length),
    roles: [...new Set(layer.approverRole.map(approverRoleLabel))],
    users: layer.approverUser.map((u) => u.userName),
  }));
}

/** Where a request stands on its steps: the awaited layer and who accepted the earlier ones. */
export interface StepProgress {
  status: string;
  currentStep?: number | undefined;
  stepDecisions?: readonly { step: number; by: string }[] | undefined;
}

/**
 * What a step of a two-step request says of itself (docs/decisions/approvals.md 'Two-step
 * policies'): who approved it, that it is awaited, or that it waits for the step before; null for
 * a one-step request, or once the request is decided or cancelled (its decision says the rest).
 */
export function stepStateText(
  progress: StepProgress,
  index: number,
  layerCount: number,
): string | null {
  if (layerCount <= 1) return null;
  const decided = progress.stepDecisions?.find((d) => d.step === index);
  if (decided) return `Approved by ${decided.by}`;
  if (progress.status !== 'PendingApproval') return null;
  const current = progress.currentStep ?? 0;
  if (index === current) return 'Waiting for this approval';
  return index > current ? 'After the step before' : null;
}
