import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import { cleanText } from '../text/cleanText';
import {
  APPROVAL_ACTIONS,
  APPROVAL_FILTERS,
  APPROVAL_KINDS,
  APPROVAL_REMARKS_MAX,
  APPROVAL_STATUSES,
} from '../domain/approvals';
import { MAX_PAGING_IDS } from '../domain/transactions';
import { ACCESS_ERRORS, defineContract } from './contract';
import {
  amountField,
  MAX_FREE_TEXT,
  micros,
  multilineTextField,
  referenceField,
  requiredReferenceField,
} from './fields';
import { paymentRequestSchema } from './payments';
import { approvalLayerSchema, touchedSchema } from './transfers';

/**
 * spec-3 §7 Approvals (/v1/boom/approval): the policies, the three lists with paging by ids, the
 * requester's submit / remarks edit and cancel, and an approver's decision. Who may see and decide
 * what, the request's state, the fee, funds and the verified code stay with the bank
 * (src/mirage/routes/approvals.ts, rules/approvalRequests.ts) and answer with their own codes.
 */

/** spec-3 §3 Approval request (ApprovalRequest), as the lists send it. */
export const approvalRequestSchema = z.object({
  referenceId: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  requesterId: z.string(),
  requesterName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  remarks: z.string(),
  actionRemarks: z.optional(z.string()),
  actedBy: z.optional(z.string()),
  senderAccount: z.string(),
  senderAccountName: z.string(),
  sourceCurrency: z.enum(CURRENCY_CODES),
  sourceAmount: micros,
  receiverAccount: z.string(),
  receiverName: z.string(),
  targetCurrency: z.enum(CURRENCY_CODES),
  targetAmount: z.nullable(micros),
  fee: micros,
  approvers: z.string(),
  approvalLayers: z.array(approvalLayerSchema),
  // The bank's extension for two-step policies (docs/decisions/approvals.md 'Two-step policies').
  currentStep: z.optional(z.number().check(z.int(), z.gte(0))),
  stepDecisions: z.optional(
    z.array(
      z.object({ step: z.number().check(z.int(), z.gte(0)), by: z.string(), at: z.string() }),
    ),
  ),
  // A batch's request (kind 'batch'; docs/decisions/batch-transfers.md).
  batchReferenceId: z.optional(z.string()),
  transferCount: z.optional(z.number().check(z.int(), z.gte(1))),
});

/** spec-3 §3 Approval policy on the wire (ApprovalPolicyWire): role lists comma-joined, admin removed. */
export const approvalPolicyWireSchema = z.object({
  id: z.string(),
  policyName: z.string(),
  amountGreaterThan: micros,
  currency: z.enum(CURRENCY_CODES),
  approvers: z.string(),
  targetedMembers: z.string(),
  // The bank's extension: the second step's roles, comma-joined; absent for a one-step policy.
  secondStepApprovers: z.optional(z.string()),
  createdBy: z.string(),
  updatedBy: z.string(),
});

/** The keys a list can be sorted by, and the directions; the first of each comma list is used. */
export const APPROVAL_SORT_KEYS = ['createdAt', 'updatedAt'] as const;
const commaList = (words: readonly string[]) =>
  new RegExp(`^(${words.join('|')})(,(${words.join('|')}))*$`);

/** The requester's or approver's remarks: cleaned and trimmed (docs/decisions/ui.md 'Texts'), at most 500 (spec-2 §9). */
const remarksField = z.optional(multilineTextField(APPROVAL_REMARKS_MAX));
const referenceIdParams = z.object({ referenceId: requiredReferenceField });

/** Every call but the policy is open to the approval roles while the approvals toggle is on. */
const AREA_ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR'] as const;

export const getApprovalPolicies = defineContract({
  id: 'approvals.policies',
  method: 'GET',
  path: '/v1/boom/approval/policy',
  summary:
    'spec-3 §7 Approvals: the approval policies, for every role that may transfer; none while approvals are off',
  auth: 'bearer',
  answer: z.object({ policies: z.array(approvalPolicyWireSchema) }),
  errors: [...ACCESS_ERRORS, 'NO_PERMISSION_API'],
});

// --- Policies: create, edit, delete (issue 24; admin and sub-admin, approvals on) ---

/** A policy's name: cleaned and trimmed, 1 to 60 characters (docs/decisions/approvals.md 'Policy rules'). */
export const POLICY_NAME_MAX = 60;
const wireRoles = (names: readonly string[]) => {
  const one = `(?:${names.join('|')})`;
  return z
    .string()
    .check(z.maxLength(MAX_FREE_TEXT), z.regex(new RegExp(`^${one}(?:,${one})*$`, 'i')));
};
/** The roles that may approve (the approvals area's) and that a policy may hold, by wire name. */
const APPROVER_WIRE_NAMES = ['ADMIN', 'SUB_ADMIN', 'FINANCE', 'ACCOUNTANT'] as const;
const TARGET_WIRE_NAMES = [...APPROVER_WIRE_NAMES, 'GENERAL'] as const;

/**
 * A policy as an admin sends it: lists comma-joined wire role names, the threshold in micro-units
 * (spec-3 §9: sent x 1,000,000), the second step optional (the bank's extension; '' for none).
 */
export const approvalPolicyBodySchema = z.object({
  policyName: z
    .string()
    .check(z.overwrite(cleanText), z.minLength(1), z.maxLength(POLICY_NAME_MAX)),
  amountGreaterThan: amountField,
  currency: z.enum(CURRENCY_CODES),
  approvers: wireRoles(APPROVER_WIRE_NAMES),
  targetedMembers: wireRoles(TARGET_WIRE_NAMES),
  secondStepApprovers: z.optional(z.union([z.literal(''), wireRoles(APPROVER_WIRE_NAMES)])),
});

const policyAnswer = z.object({ policy: approvalPolicyWireSchema });
const POLICY_ERRORS = [
  ...ACCESS_ERRORS,
  'NO_PERMISSION_API',
  'INVALID_PARAM_ERROR',
  'DUPLICATE_APPROVAL_POLICY',
  'INSUFFICIENT_APPROVERS',
] as const;
const policyIdParams = z.object({ id: requiredReferenceField });

export const createApprovalPolicy = defineContract({
  id: 'approvals.createPolicy',
  method: 'POST',
  path: '/v1/boom/approval/policy',
  summary:
    "spec-3 §7 Approvals, §3 Approval policy: an admin or sub-admin adds a policy (threshold x 1,000,000, lists comma-joined; secondStepApprovers is the bank's extension for two steps)",
  auth: 'bearer',
  body: approvalPolicyBodySchema,
  answer: policyAnswer,
  errors: POLICY_ERRORS,
});

export const updateApprovalPolicy = defineContract({
  id: 'approvals.updatePolicy',
  method: 'PUT',
  path: '/v1/boom/approval/policy/:id',
  summary:
    'spec-3 §7 Approvals, §3 Approval policy: an admin or sub-admin edits a policy; admin stays where it was though the lists read without it',
  auth: 'bearer',
  params: policyIdParams,
  body: approvalPolicyBodySchema,
  answer: policyAnswer,
  errors: [...POLICY_ERRORS, 'RESOURCE_NOT_FOUND'],
});

export const deleteApprovalPolicy = defineContract({
  id: 'approvals.deletePolicy',
  method: 'DELETE',
  path: '/v1/boom/approval/policy/:id',
  summary:
    'spec-3 §7 Approvals: an admin or sub-admin deletes a policy; requests it already holds keep their approvers',
  auth: 'bearer',
  params: policyIdParams,
  answer: z.object({ id: z.string() }),
  errors: [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR', 'RESOURCE_NOT_FOUND'],
});

/** The four payment calls (PayoutCall): which one the payout will go by. */
const PAYOUT_CALL_NAMES = ['FAST', 'ACT', 'P2P', 'REMITTANCE'] as const;

/**
 * The bank's extension (docs/decisions/approvals.md 'Payout approval known before the code'): would this
 * payout, sent now by this user, be held for approval, and by whom? The body is the payment
 * request (no code needed); the bank answers by the rule it applies when the payout is sent
 * (the policy on the day's unapproved payouts from the account with this one).
 */
export const checkPayoutApproval = defineContract({
  id: 'approvals.payoutCheck',
  method: 'POST',
  path: '/v1/boom/approval/payout-check',
  summary:
    "the bank's extension (spec-3 §3 Approval policy, spec-2 §4 Approval branch): whether a draft payout will be held for approval, and the approvers' names",
  auth: 'bearer',
  query: z.object({ call: z.enum(PAYOUT_CALL_NAMES) }),
  body: paymentRequestSchema,
  answer: z.object({ held: z.boolean(), approvers: z.array(z.string()) }),
  // The payout's own checks (rules/payouts.ts pricePayout) answer as the payment would.
  errors: [
    ...ACCESS_ERRORS,
    'NO_PERMISSION_API',
    'INVALID_PARAM_ERROR',
    'RECIPIENT_NOT_FOUND',
    'VA_NOT_AVAILABLE',
    'INVALID_TRANSACTION_AMOUNT',
    'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
    'FX_TXN_STATUS_NOT_TRADABLE',
    'FX_TXN_STATUS_NO_QUOTE',
    'INVALID_QUOTE',
    'FX_TXN_STATUS_QUOTE_ID',
    'FX_TXN_STATUS_QUOTE_EXPIRED',
    'FX_TXN_STATUS_AMOUNT',
    'BAD_FX_RATE_ERROR',
  ],
});

export const firstApprovalPage = defineContract({
  id: 'approvals.firstPage',
  method: 'GET',
  path: '/v1/boom/approval/request',
  summary:
    'spec-3 §7 Approvals: the first page (10) of a list (pending, my-requests, completed), every id, and the pending count',
  auth: 'bearer',
  query: z.object({
    // The query carries text; 1 to MAX_PAGING_IDS (APPROVAL_PAGE_SIZE when left out).
    pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGING_IDS))),
    sortKeys: z.optional(
      z.string().check(z.maxLength(MAX_FREE_TEXT), z.regex(commaList(APPROVAL_SORT_KEYS))),
    ),
    sortOrders: z.optional(
      z.string().check(z.maxLength(MAX_FREE_TEXT), z.regex(commaList(['asc', 'desc']))),
    ),
    filter: z.optional(z.enum(APPROVAL_FILTERS)),
  }),
  answer: z.object({
    firstPageResults: z.array(approvalRequestSchema),
    ids: z.array(z.string()),
    // Pending requests this user may act on (the menu badge).
    totalPendingRequestIds: z.number().check(z.int()),
  }),
  errors: AREA_ERRORS,
});

export const approvalsByIds = defineContract({
  id: 'approvals.byIds',
  method: 'POST',
  path: '/v1/boom/approval/request/paging',
  summary:
    'spec-3 §7 Approvals: the requests of the given ids (at most 100), in the order asked for; ids this user may not see are left out',
  auth: 'bearer',
  body: z.object({ ids: z.optional(z.array(referenceField).check(z.maxLength(MAX_PAGING_IDS))) }),
  answer: z.object({ results: z.array(approvalRequestSchema) }),
  errors: AREA_ERRORS,
});

/** A requester's change to their own request: the request as it now stands. */
const requestAnswer = z.object({ request: approvalRequestSchema });
const STATE_ERRORS = [...AREA_ERRORS, 'RESOURCE_NOT_FOUND', 'INVALID_PARAMETER'] as const;

export const saveApprovalRemarks = defineContract({
  id: 'approvals.remarks',
  method: 'PUT',
  path: '/v1/boom/approval/request/:referenceId',
  summary:
    'spec-3 §7 Approvals / docs/decisions/approvals.md: the requester submits a held transfer with remarks, or edits the remarks of their pending request',
  auth: 'bearer',
  params: referenceIdParams,
  body: z.object({ remarks: remarksField }),
  answer: requestAnswer,
  errors: STATE_ERRORS,
});

/** ApprovalActionRequest. */
export const approvalActionSchema = z.object({
  actionStatus: z.enum(APPROVAL_ACTIONS),
  remarks: remarksField,
  // The approver's quote an accepted exchange executes at (spec-3 §4: the rate at approval time).
  fxReferenceId: z.optional(referenceField),
  // The fee the approver was shown; the bank refuses any other than the request's (INVALID_PARAMETER).
  fee: z.optional(amountField),
  otpReferenceID: z.optional(referenceField),
  totpReferenceID: z.optional(referenceField),
});

export const decideApproval = defineContract({
  id: 'approvals.decide',
  method: 'PUT',
  path: '/v1/boom/approval/request/:referenceId/action',
  summary:
    'spec-3 §7 Approvals: an approver accepts (the transfer executes at the approval-time rate) or rejects a pending request',
  auth: 'bearer',
  money: true,
  params: referenceIdParams,
  body: approvalActionSchema,
  answer: z.object({ request: approvalRequestSchema, touched: touchedSchema }),
  errors: [
    ...STATE_ERRORS,
    'MISSING_REQUEST_ID',
    'FX_TXN_STATUS_ALREADY_EXISTS',
    'VA_NOT_AVAILABLE',
    'INVALID_QUOTE',
    'FX_TXN_STATUS_QUOTE_ID',
    'FX_TXN_STATUS_QUOTE_EXPIRED',
    'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
    'INVALID_TRANSACTION_AMOUNT',
    'INSUFFICIENT_FUNDS_IN_VA',
    'INVALID_OTP',
    // A held payout while a maintenance window pauses payouts (docs/decisions/maintenance.md 'Notices').
    'SERVICE_UNAVAILABLE',
  ],
});

export const cancelApproval = defineContract({
  id: 'approvals.cancel',
  method: 'POST',
  path: '/v1/boom/approval/request/:referenceId/cancel',
  summary: 'spec-3 §7 Approvals: the requester cancels their own open request',
  auth: 'bearer',
  params: referenceIdParams,
  answer: requestAnswer,
  errors: STATE_ERRORS,
});

export const APPROVAL_CONTRACTS = [
  getApprovalPolicies,
  createApprovalPolicy,
  updateApprovalPolicy,
  deleteApprovalPolicy,
  checkPayoutApproval,
  firstApprovalPage,
  approvalsByIds,
  saveApprovalRemarks,
  decideApproval,
  cancelApproval,
] as const;
