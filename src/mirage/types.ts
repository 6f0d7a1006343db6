import type { Recipient } from '../shared/domain/recipient';
import type { CurrencyCode } from '../shared/currencies';
import type { Account } from '../shared/domain/accounts';
import type { ApprovalRequest } from '../shared/domain/approvals';
import type { CompanyStatus, KycStatus, KycStatusValue, UserStatus } from '../shared/domain/auth';
import type { KycSource, OnboardingProgress } from '../shared/domain/onboarding';
import type { Transaction } from '../shared/domain/transactions';
import type { Micros } from '../shared/money';
import type { ChargeAt, PayoutCall } from '../shared/domain/payouts';
import type { Profile } from '../shared/domain/profile';
import type { Announcement, ChecklistFlags } from '../shared/domain/notices';
import type { Role } from '../shared/domain/roles';
import type { CardStatus, CardType, MerchantRestriction } from '../shared/domain/cards';
import type { FeatureToggles, MaintenanceNotice } from '../shared/domain/toggles';
import type { SyncStatus } from '../shared/domain/attachments';

/** A user of the mock bank, with what the bank knows and the client never sees (password, secret). */
export interface MockUser {
  userReferenceID: string;
  email: string;
  password: string;
  role: Role;
  suspended: boolean;
  /** Base32 secret of the user's authenticator app; null when none is paired. */
  totpSecret: string | null;
  /** The one-time code every SMS and e-mail carries in a demo scenario. */
  fixedCode: string;
  profile: Profile;
  kyc: KycStatus;
  note?: string;
  /** An applicant company's id (rules/applicants.ts); absent for the scenario company's users. */
  corpID?: string;
}

export interface Company {
  corpID: string;
  name: string;
}

/** A team member who is not a demo user (listed, cannot log in). */
export interface OtherMember {
  userReferenceID: string;
  name: string;
  email: string;
  role: Role;
  suspended: boolean;
}

// The announcement and checklist shapes are the app's too (src/shared/domain/notices.ts).
export type { Announcement, ChecklistFlags };

/**
 * spec-3 §3 Approval policy, as the bank applies it: a transfer whose sending amount, in SGD, is
 * above `amountGreaterThan` and whose requester has a targeted role waits for one approver of
 * the `approvers` roles (never the requester).
 */
export interface ApprovalPolicy {
  id: string;
  policyName: string;
  amountGreaterThan: Micros;
  currency: CurrencyCode;
  approvers: Role[];
  targetedMembers: Role[];
  /** The second step's roles (docs/decisions/approvals.md 'Two-step policies'); absent or empty: one step. */
  secondStepApprovers?: Role[];
  /** Names of who made and last changed it ('' on the wire when unknown, as for the demo policy). */
  createdBy?: string;
  updatedBy?: string;
}

/** What a held payout needs to execute once approved, beside the wire record (docs/decisions/payouts.md 'Payouts'). */
export interface HeldPayout {
  call: PayoutCall;
  recipientId: string;
  chargeAt: ChargeAt;
  invoiceDate?: string;
  invoiceNumber?: string;
  attachments: number;
}

/** One transfer of a held group: what its payout needs when an approver accepts it. */
export interface HeldBatchTransfer {
  transferReferenceId: string;
  /** The saved recipient's id; '' for a row with full details (`details` then). */
  recipientId: string;
  details?: Omit<Recipient, 'displayReferenceId'>;
  amount: Micros;
  currency: CurrencyCode;
  reference: string;
  purposeOfPayment: string;
}

/** What a held batch request keeps (MockApproval.batch, rules/batchSubmit.ts). */
export interface HeldBatch {
  batchReferenceId: string;
  transfers: HeldBatchTransfer[];
}

/** An approval request as the bank keeps it: the wire record plus what it needs to execute it. */
export interface MockApproval extends ApprovalRequest {
  /** The side the requester typed; the other is derived from the rate at approval time. */
  fixedSide: 'source' | 'target';
  customerMessage?: string;
  purposeOfPayment?: string;
  /** Set for a payout (kind 'payout'). */
  payout?: HeldPayout;
  /** Set for a batch's group (kind 'batch'): its transfers, paid when the request is accepted. */
  batch?: HeldBatch;
  /** Who accepted the earlier steps (userReferenceIDs): nobody decides twice on one request. */
  deciderIds?: string[];
}

/**
 * A named data set the mock bank starts from (docs/architecture.md §7). Records are plain arrays, not
 * factories, so large scenarios stay fast to build.
 */
/**
 * A card as the bank keeps it (rules/cards.ts, kept in stores/cards.ts): its holder and linked account by reference (their
 * names are read when it is listed). The bank keeps only the last four digits, as the app does:
 * the full number lives with the card provider.
 */
export interface CardRecord {
  id: string;
  /** The company the card belongs to: another company's caller is told it does not exist. */
  corpID: string;
  type: CardType;
  cardOrder: number;
  status: CardStatus;
  /** What an unsuspend goes back to (ACTIVE, LOCKED or NOT_ACTIVATED). */
  statusBeforeSuspend?: CardStatus;
  panTail: string;
  nameOnCard: string;
  holderUserReferenceID: string;
  accountNumber: string;
  spendingLimit: Micros;
  spentAmount: Micros;
  /** 'YYYY-MM' of the last card payment (rules/cardPayments.ts): spentAmount is that month's. */
  spentMonth?: string;
  merchants: MerchantRestriction;
  /** ms since the epoch. */
  updatedAt: number;
}

export interface Scenario {
  name: string;
  company: Company;
  users: MockUser[];
  otherMembers: OtherMember[];
  toggles: FeatureToggles;
  maintenance: MaintenanceNotice[];
  announcements: Announcement[];
  /** The checklist's seeded flags; the card items are derived from the cards (rules/cards.ts cardChecklist). */
  checklist: Omit<ChecklistFlags, 'isCardActivated' | 'firstCardTransactionCompleted'>;
  /** The company's accounts; the bank lists them by accountOrder. */
  accounts: Account[];
  /** Newest first. */
  transactions: Transaction[];
  approvalPolicies: ApprovalPolicy[];
  approvalRequests: MockApproval[];
  /** The company's payout recipients, local and overseas (spec-2 §3 Recipient). */
  recipients: Recipient[];
  /** Applicant companies and invitations of the demo's onboarding states (rules/applicants.ts). */
  applicants?: ApplicantSeeds;
  /** The company's cards (rules/cards.ts); none when left out. */
  cards?: CardRecord[];
  /** Receipts and accounting sync statuses of some transactions (rules/receipts.ts); none when left out. */
  attachments?: AttachmentSeeds;
}

/**
 * A scenario's seeded receipts (their bytes are built by builders/receiptFiles.ts; each counts in
 * its transaction's totalAttachments, with the transfer files the rest of that count) and the
 * accounting sync status of some transactions (spec-3 §3 xeroExpenseTag.xeroSyncStatus).
 */
export interface AttachmentSeeds {
  receipts: { transactionId: string; fileName: string; kind: 'png' | 'pdf' }[];
  syncStatus: Record<string, SyncStatus>;
}

/** A failure the bank answers with: HTTP status and the body `{ code, description }`. */
export class BankError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${status} ${code}: ${description}`);
  }
}

// Onboarding records (rules/applicants.ts keeps them).

/** A stored upload: what the bank keeps of a file (never its content, see docs/decisions/onboarding.md). */
export interface StoredDocument {
  referenceID: string;
  fileName: string;
  contentType: string;
  size: number;
  uid: string;
  uploadedAt: number;
}

/** A company's application for an account (the admin's onboarding). */
export interface Application {
  corpID: string;
  companyName: string;
  companyKycStatus: CompanyStatus;
  kycStatus: KycStatusValue;
  kycSource: KycSource;
  tmDataPopulated: boolean;
  progress: OnboardingProgress | null;
  documents: StoredDocument[];
  /** Registry consents asked for (auth-uri): state -> when, and whether its data was read. */
  registryStates: Record<string, { at: number; used: boolean }>;
  submission: Record<string, unknown> | null;
  cardDelivery: Record<string, unknown> | null;
  authorizationLetterByEmail: boolean | null;
}

/** The expected activity an admin gives at the data-population step (POST /v1/boom/kyc/tm_data). */
export interface TmData {
  transactionNumber: string;
  transactionVolume: string;
  sourceOfFunds: string[];
  supplierLocation: string[];
  at: number;
}

/** An invited member's own application, to join an approved company. */
export interface MemberApplication {
  email: string;
  corpID: string;
  userStatus: UserStatus;
  progress: OnboardingProgress | null;
  documents: StoredDocument[];
  details: Record<string, unknown> | null;
}

export type InvitationStatus = 'live' | 'cancelled' | 'cancelled-resend' | 'revoked' | 'accepted';

export interface Invitation {
  /** The invitation's id as the admin's list shows it (a resend keeps it, the code changes). */
  id: string;
  email: string;
  code: string;
  role: Role;
  corpID: string;
  status: InvitationStatus;
  expiresAt: number;
  /** When this code was e-mailed (epoch ms). */
  sentAt: number;
}

/**
 * A sign-up on its way, by e-mail (lower case). Each step checks the one before it was done by
 * the same browser (deviceId): the e-mail code, then the password, then the phone code.
 */
export interface SignUp {
  email: string;
  deviceId: string;
  /** 'admin': a new company (corporateName); 'member': an invitation (its code). */
  kind: 'admin' | 'member';
  corporateName: string;
  /** The promo code the admin gave (already checked), or null. */
  promoCode: string | null;
  invitationCode: string | null;
  emailOtpId: string | null;
  emailVerified: boolean;
  /** Kept from set-password until the phone code creates the account, then dropped (a mock: no hashing). */
  password: string | null;
  phoneNumber: string | null;
  phoneOtpId: string | null;
  phoneVerified: boolean;
  startedAt: number;
  /** Set when the account was created: the sign-up cannot be replayed (ACCOUNT_ALREADY_CREATED). */
  completedAt: number | null;
}

/**
 * What a scenario seeds: the demo applicants' users (kept apart from scenario.users, which are
 * the scenario company's team), their applications, and the invitations.
 */
export interface ApplicantSeeds {
  users: MockUser[];
  applications: Application[];
  invitations: Invitation[];
}
