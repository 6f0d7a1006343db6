import {
  APPROVAL_FILTERS,
  APPROVAL_PAGE_SIZE,
  APPROVAL_ROLES,
  approvalPolicyToWire,
  type ApprovalActionResult,
  type ApprovalFilter,
  type ApprovalPolicyWire,
  type ApprovalRequest,
} from '../../shared/domain/approvals';
import { MAX_PAGING_IDS } from '../../shared/domain/transactions';
import type { Bank, BankRequest } from '../bank';
import type { BankRouter } from '../router';
import type { Touched } from '../rules/ledger';
import { inList, mayDecide, toWire, visibleToUser } from '../rules/approvalRequests';
import { consumeVerifiedCode } from '../rules/oneTimeCodes';
import { amountsAt, approvalRate, assertWithinLimits, bindingText } from '../rules/transfers';
import { BankError, type MockApproval, type MockUser } from '../types';
import { PAYOUT_PURPOSE } from './payoutCodes';
import { assertMayTransfer } from './transfers';

const REMARKS_MAX = 500;
const SORT_KEYS = ['createdAt', 'updatedAt'] as const;

const invalid = (description: string) => new BankError(400, 'INVALID_PARAMETER', description);
const forbidden = (description: string) => new BankError(403, 'NO_PERMISSION_API', description);

function remarksOf(body: Record<string, unknown>): string {
  const value = body.remarks ?? '';
  if (typeof value !== 'string') throw invalid('remarks must be text.');
  const trimmed = value.trim();
  if (trimmed.length > REMARKS_MAX) throw invalid(`Remarks are limited to ${REMARKS_MAX} characters.`);
  return trimmed;
}

/**
 * spec-2 §3: the decision names the fee the approver was shown. The bank's fee for an
 * exchange or internal transfer is the request's (0: both are free); any other figure means
 * the approver saw something else, so nothing is decided. A decision without a fee is judged
 * on the request alone.
 */
function assertFee(body: Record<string, unknown>, request: MockApproval): void {
  if (body.fee !== undefined && body.fee !== request.fee) {
    throw invalid(`The fee of this request is ${request.fee} micro-units, not ${JSON.stringify(body.fee)}. Reload the request and decide again.`);
  }
}

function filterOf(value: string | undefined): ApprovalFilter {
  const filter = value ?? 'pending';
  if (!(APPROVAL_FILTERS as readonly string[]).includes(filter)) throw invalid(`filter must be one of ${APPROVAL_FILTERS.join(', ')}.`);
  return filter as ApprovalFilter;
}

function sorted(list: MockApproval[], req: BankRequest): MockApproval[] {
  const key = (req.query.sortKeys ?? 'createdAt').split(',')[0] || 'createdAt';
  if (!(SORT_KEYS as readonly string[]).includes(key)) throw invalid(`Requests cannot be sorted by ${key}.`);
  const field = key as (typeof SORT_KEYS)[number];
  const direction = (req.query.sortOrders ?? 'desc').toLowerCase().startsWith('asc') ? 1 : -1;
  return list.toSorted((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.referenceId.localeCompare(b.referenceId)) * direction);
}

/** Executes an accepted request at the rate of approval time (spec-3 §4): checks first, then the code, then money. */
function execute(bank: Bank, approver: MockUser, request: MockApproval, fxReferenceId: string | undefined, consumeCode: () => void): { request: MockApproval; touched: Touched } {
  const from = bank.ledger.account(request.senderAccount);
  const to = bank.ledger.account(request.receiverAccount);
  if (!from || !to) throw new BankError(400, 'VA_NOT_AVAILABLE', 'An account of this request is no longer available.');
  const rate = approvalRate(fxReferenceId, approver.email, from.currency, to.currency);
  const typed = request.fixedSide === 'target' && request.targetAmount !== null ? request.targetAmount : request.sourceAmount;
  const { source, target } = amountsAt(rate, request.fixedSide, typed, from.currency, to.currency);
  assertWithinLimits(source, from.currency, target, to.currency);
  // Short of funds, the request stays pending: funds may arrive, or it may be rejected.
  bank.ledger.assertFunds(from.accountNumber, source);
  consumeCode();
  const touched = bank.ledger.book({
    type: from.currency === to.currency ? 'Transfer' : 'Exchange',
    from: from.accountNumber,
    to: to.accountNumber,
    source,
    target,
    rate,
    customerMessage: request.customerMessage,
    purposeOfPayment: request.purposeOfPayment,
  });
  return { request: { ...request, sourceAmount: source, targetAmount: target }, touched };
}

/**
 * spec-3 §7 Approvals (/v1/boom/approval/request...): the three lists with paging by ids, the
 * requester's submit / remarks edit and cancel, and an approver's decision. Open to the approval
 * roles while the approvals toggle is on; everything else answers 403 NO_PERMISSION_API.
 */
export function approvalRoutes(router: BankRouter, bank: Bank): void {
  const { ledger } = bank;

  const authorize = (req: BankRequest) => {
    const { user } = bank.authorize(req, APPROVAL_ROLES);
    if (!bank.isOn('approvals', user)) throw forbidden('Approvals are not enabled for your company.');
    return user;
  };

  const find = (id: string | undefined): MockApproval => {
    const request = ledger.approval(decodeURIComponent(id ?? ''));
    if (!request) throw new BankError(404, 'RESOURCE_NOT_FOUND', 'There is no such approval request.');
    return request;
  };

  // The policies, so a requester is told before the code that a transfer will wait for approval.
  // Every role that may transfer reads them; with approvals off none applies, so none is sent.
  router.get(
    '/v1/boom/approval/policy',
    (req): { policies: ApprovalPolicyWire[] } => {
      const { user } = bank.authorize(req);
      assertMayTransfer(bank, user);
      if (!bank.isOn('approvals', user)) return { policies: [] };
      return { policies: bank.scenario.approvalPolicies.map(approvalPolicyToWire) };
    },
  );

  router.get(
    '/v1/boom/approval/request',
    (req): { firstPageResults: ApprovalRequest[]; ids: string[]; totalPendingRequestIds: number } => {
      const user = authorize(req);
      const filter = filterOf(req.query.filter);
      const size = Number(req.query.pageSize ?? APPROVAL_PAGE_SIZE);
      if (!Number.isInteger(size) || size < 1 || size > MAX_PAGING_IDS) throw invalid(`pageSize must be a whole number from 1 to ${MAX_PAGING_IDS}.`);
      const all = ledger.approvals();
      const list = sorted(
        all.filter((r) => inList(r, user, filter)),
        req,
      );
      return {
        firstPageResults: list.slice(0, size).map(toWire),
        ids: list.map((r) => r.referenceId),
        totalPendingRequestIds: all.filter((r) => inList(r, user, 'pending')).length,
      };
    },
  );

  router.post(
    '/v1/boom/approval/request/paging',
    (req): { results: ApprovalRequest[] } => {
      const user = authorize(req);
      const ids: unknown[] = Array.isArray(req.body.ids) ? req.body.ids : [];
      if (ids.length > MAX_PAGING_IDS) throw invalid(`At most ${MAX_PAGING_IDS} ids can be asked for at once.`);
      // In the order asked for; unknown ids and requests this user may not see are left out.
      return {
        results: ids.flatMap((id) => {
          const r = typeof id === 'string' ? ledger.approval(id) : undefined;
          return r && visibleToUser(r, user) ? [toWire(r)] : [];
        }),
      };
    },
  );

  // DECISIONS: the requester submits a held transfer (PendingCheck) with remarks, or edits them while pending.
  router.put(
    '/v1/boom/approval/request/:referenceId',
    (req): { request: ApprovalRequest } => {
      const user = authorize(req);
      const request = find(req.params.referenceId);
      if (request.requesterId !== user.userReferenceID) throw forbidden('Only the requester can submit or edit this request.');
      if (request.status !== 'PendingCheck' && request.status !== 'PendingApproval') throw invalid(`This request is ${request.status} and can no longer be changed.`);
      const updated: MockApproval = { ...request, remarks: remarksOf(req.body), status: 'PendingApproval', updatedAt: new Date(Date.now()).toISOString() };
      ledger.saveApproval(updated);
      return { request: toWire(updated) };
    },
  );

  router.put(
    '/v1/boom/approval/request/:referenceId/action',
    (req): ApprovalActionResult => {
      const user = authorize(req);
      return bank.idempotent(req, user, () => {
        const action = req.body.actionStatus;
        if (action !== 'Accepted' && action !== 'Rejected') throw invalid('actionStatus must be Accepted or Rejected.');
        const remarks = remarksOf(req.body);
        const request = find(req.params.referenceId);
        if (request.requesterId === user.userReferenceID) throw forbidden('You cannot approve or reject your own request.');
        if (!mayDecide(request, user)) throw forbidden(`Your role (${user.role}) is not an approver of this request.`);
        if (request.status !== 'PendingApproval') throw invalid(`This request is ${request.status}: only pending requests can be decided.`);
        assertFee(req.body, request);
        const consumeCode = () => {
          if (!bank.isOn('transfer2fa', user)) return;
          const reference = [req.body.otpReferenceID, req.body.totpReferenceID].find((r): r is string => typeof r === 'string' && r !== '') ?? '';
          consumeVerifiedCode(user.email, reference, PAYOUT_PURPOSE, bindingText({ purpose: 'approval', subject: request.referenceId, payee: action, amount: 0 }));
        };
        const decided = { status: action, actedBy: user.profile.name, actionRemarks: remarks, updatedAt: new Date(Date.now()).toISOString() } as const;
        if (action === 'Rejected') {
          consumeCode();
          const rejected: MockApproval = { ...request, ...decided };
          ledger.saveApproval(rejected);
          return { request: toWire(rejected), touched: { accounts: [], transactions: [] } };
        }
        const fxReferenceId = typeof req.body.fxReferenceId === 'string' && req.body.fxReferenceId ? req.body.fxReferenceId : undefined;
        const done = execute(bank, user, request, fxReferenceId, consumeCode);
        const accepted: MockApproval = { ...done.request, ...decided };
        ledger.saveApproval(accepted);
        return { request: toWire(accepted), touched: done.touched };
      });
    },
  );

  router.post(
    '/v1/boom/approval/request/:id/cancel',
    (req): { request: ApprovalRequest } => {
      const user = authorize(req);
      const request = find(req.params.id);
      if (request.requesterId !== user.userReferenceID) throw forbidden('Only the requester can cancel this request.');
      if (request.status !== 'PendingCheck' && request.status !== 'PendingApproval') throw invalid(`This request is ${request.status} and can no longer be cancelled.`);
      const cancelled: MockApproval = { ...request, status: 'Cancelled', updatedAt: new Date(Date.now()).toISOString() };
      ledger.saveApproval(cancelled);
      return { request: toWire(cancelled) };
    },
  );
}
