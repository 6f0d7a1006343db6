import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';

/**
 * The activity log (issue 24, beyond the spec; docs/decisions/activity.md): what the company's
 * people did, kept by the bank and read by admins (contracts: src/shared/contracts/activity.ts).
 */

/** What the log can be filtered by: each action belongs to one kind. */
export const ACTIVITY_KINDS = [
  'sign-in',
  'second-factor',
  'password',
  'team',
  'invitation',
  'policy',
  'money',
  'card',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  'sign-in': 'Sign-in',
  'second-factor': 'Second factor',
  password: 'Password',
  team: 'Roles and suspensions',
  invitation: 'Invitations',
  policy: 'Approval policies',
  money: 'Money',
  card: 'Cards',
};

/** What one record says happened, and the kind it is filtered by. */
export const ACTIVITY_ACTIONS = {
  signedIn: { kind: 'sign-in', text: 'Signed in' },
  authenticatorPaired: { kind: 'second-factor', text: 'Paired an authenticator' },
  authenticatorRemoved: { kind: 'second-factor', text: 'Removed the authenticator' },
  passwordChanged: { kind: 'password', text: 'Changed their password' },
  passwordReset: { kind: 'password', text: 'Reset their password' },
  roleChanged: { kind: 'team', text: 'Changed a role' },
  memberSuspended: { kind: 'team', text: 'Suspended a member' },
  memberReactivated: { kind: 'team', text: 'Reactivated a member' },
  invited: { kind: 'invitation', text: 'Invited people' },
  invitationRevoked: { kind: 'invitation', text: 'Revoked an invitation' },
  invitationCancelled: { kind: 'invitation', text: 'Cancelled an invitation' },
  invitationResent: { kind: 'invitation', text: 'Resent an invitation' },
  invitationAccepted: { kind: 'invitation', text: 'Accepted an invitation' },
  policyCreated: { kind: 'policy', text: 'Created an approval policy' },
  policyChanged: { kind: 'policy', text: 'Changed an approval policy' },
  policyDeleted: { kind: 'policy', text: 'Deleted an approval policy' },
  moneySent: { kind: 'money', text: 'Sent money' },
  sentForApproval: { kind: 'money', text: 'Sent money for approval' },
  requestSubmitted: { kind: 'money', text: 'Submitted a request for approval' },
  requestApproved: { kind: 'money', text: 'Approved a request' },
  requestRejected: { kind: 'money', text: 'Rejected a request' },
  requestCancelled: { kind: 'money', text: 'Cancelled a request' },
  cardCreated: { kind: 'card', text: 'Created a card' },
  cardActivated: { kind: 'card', text: 'Activated a card' },
  cardLocked: { kind: 'card', text: 'Locked a card' },
  cardUnlocked: { kind: 'card', text: 'Unlocked a card' },
  cardSuspended: { kind: 'card', text: 'Suspended a card' },
  cardUnsuspended: { kind: 'card', text: 'Reactivated a card' },
  cardLimitChanged: { kind: 'card', text: "Changed a card's limit" },
  cardMerchantsChanged: { kind: 'card', text: "Changed a card's merchants" },
  cardPinChanged: { kind: 'card', text: "Changed a card's PIN" },
  cardPinReset: { kind: 'card', text: "Reset a card's PIN" },
} as const satisfies Record<string, { kind: ActivityKind; text: string }>;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;
export const ACTIVITY_ACTION_NAMES = Object.keys(ACTIVITY_ACTIONS) as [
  ActivityAction,
  ...ActivityAction[],
];

/** One thing a person did, as the bank kept it. Never a secret: no password, code or token. */
export interface ActivityRecord {
  id: string;
  /** When, ISO 8601 (shown in local time). */
  at: string;
  kind: ActivityKind;
  action: ActivityAction;
  /** Who did it (userReferenceID) and their name then. */
  actorId: string;
  actorName: string;
  /** What it was done to, in a few words ('Fiona Tan: Finance → Accountant'); '' when nothing more. */
  detail: string;
  /** A sign-in's device ('Chrome on macOS'). */
  device?: string;
  /** The money moved or asked for, in micro-units of its currency. */
  amount?: { micros: Micros; currency: CurrencyCode };
}

/** Records per page when the query does not say; at most ACTIVITY_PAGE_MAX. */
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_MAX = 100;
/** How many records the bank keeps per company: the newest, the oldest pruned on each write. */
export const ACTIVITY_KEPT = 2_000;
