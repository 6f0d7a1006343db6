import {
  APPROVAL_SORT_KEYS,
  approvalActionSchema,
  approvalsByIds,
  cancelApproval,
  checkPayoutApproval,
  decideApproval,
  firstApprovalPage,
  getApprovalPolicies,
  saveApprovalRemarks,
} from '../../shared/contracts/approvals';
import {
  APPROVAL_PAGE_SIZE,
  APPROVAL_ROLES,
  approvalPolicyToWire,
} from '../../shared/domain/approvals';
import { codeBindingOf, decisionAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { Micros } from '../../shared/money';
import type { Bank } from '../bank';
import type { BankRequest } from '../router';
import { bodyReadLater, readBody, route, type ContractRoute } from '../contractRoutes';
import { bankNow } from '../rules/bankClock';
import { book, type Touched } from '../rules/bookings';
import { heldSteps, policyHolding } from '../rules/approvalPolicy';
import {
  currentStepOf,
  hasDecided,
  inList,
  mayDecide,
  toWire,
  visibleToUser,
} from '../rules/approvalRequests';
import { assertMayTransfer, PAYOUT_PURPOSE } from '../rules/moneyCalls';
import { consumeVerifiedCode } from '../rules/oneTimeCodes';
import { payoutDayTotals } from '../rules/payoutDays';
import { executeHeldBatch } from '../rules/batchTransfers';
import { executeHeldPayout } from '../rules/payoutExecution';
import { pricePayout } from '../rules/payouts';
import { amountsAt, approvalRate, assertWithinLimits, bindingText } from '../rules/transfers';
import { BankError, type MockApproval, type MockUser } from '../types';

type SortKey = (typeof APPROVAL_SORT_KEYS)[number];

const invalid = (description: string) => new BankError(400, 'INVALID_PARAMETER', description);
const forbidden = (description: string) => new BankError(403, 'NO_PERMISSION_API', description);
const now = () => new Date(Date.now()).toISOString();

/**
 * spec-2 §3: the decision names the fee the approver was shown. The bank's fee for an
 * exchange or internal transfer is the request's (0: both are free); any other figure means
 * the approver saw something else, so nothing is decided. A decision without a fee is judged
 * on the request alone.
 */
function assertFee(fee: Micros | undefined, request: MockApproval): void {
  if (fee !== undefined && fee !== request.fee) {
    throw invalid(
      `The fee of this request is ${request.fee} micro-units, not ${fee}. Reload the request and decide again.`,
    );
  }
}

/** Sorted by the first key and direction asked for (the contract lets only known ones through). */
function sorted(list: MockApproval[], sortKeys = 'createdAt', sortOrders = 'desc'): MockApproval[] {
  const field = (sortKeys.split(',')[0] ?? 'createdAt') as SortKey;
  const direction = sortOrders.startsWith('asc') ? 1 : -1;
  return list.toSorted(
    (a, b) =>
      (a[field] < b[field]
        ? -1
        : a[field] > b[field]
          ? 1
          : a.referenceId.localeCompare(b.referenceId)) * direction,
  );
}

/**
 * Executes an accepted request at the rate of approval time (spec-3 §4): checks first, then the
 * code, then money. A payout executes as payouts do (executeHeldPayout, routes/payments.ts), a
 * batch's group as its rows, each its own payout (executeHeldBatch).
 */
function execute(
  bank: Bank,
  approver: MockUser,
  request: MockApproval,
  fxReferenceId: string | undefined,
  consumeCode: () => void,
): { request: MockApproval; touched: Touched } {
  if (request.payout)
    return executeHeldPayout(bank, approver, request, request.payout, fxReferenceId, consumeCode);
  if (request.batch) return executeHeldBatch(bank, approver, request, request.batch, consumeCode);
  const from = bank.accounts.get(request.senderAccount);
  const to = bank.accounts.get(request.receiverAccount);
  if (!from || !to)
    throw new BankError(
      400,
      'VA_NOT_AVAILABLE',
      'An account of this request is no longer available.',
    );
  const rate = approvalRate(fxReferenceId, approver.email, from.currency, to.currency);
  const typed =
    request.fixedSide === 'target' && request.targetAmount !== null
      ? request.targetAmount
      : request.sourceAmount;
  const { source, target } = amountsAt(rate, request.fixedSide, typed, from.currency, to.currency);
  assertWithinLimits(source, from.currency, target, to.currency);
  // Short of funds, the request stays pending: funds may arrive, or it may be rejected.
  bank.accounts.assertFunds(from.accountNumber, source);
  consumeCode();
  const touched = book(bank, {
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
 * spec-3 §7 Approvals (contracts: src/shared/contracts/approvals.ts): the three lists with paging
 * by ids, the requester's submit / remarks edit and cancel, and an approver's decision. Open to the
 * approval roles while the approvals toggle is on; everything else answers 403 NO_PERMISSION_API.
 */
export function approvalHandlers(bank: Bank): ContractRoute[] {
  const authorize = (req: BankRequest) => {
    const { user } = bank.authorize(req, APPROVAL_ROLES);
    if (!bank.isOn('approvals', user))
      throw forbidden('Approvals are not enabled for your company.');
    return user;
  };

  const find = (id: string): MockApproval => {
    const request = bank.approvals.get(id);
    if (!request)
      throw new BankError(404, 'RESOURCE_NOT_FOUND', 'There is no such approval request.');
    return request;
  };

  return [
    // The policies, so a requester is told before the code that a transfer will wait for approval.
    // Every role that may transfer reads them; with approvals off none applies, so none is sent.
    route(getApprovalPolicies, ({ req }) => {
      const { user } = bank.authorize(req);
      assertMayTransfer(bank, user);
      if (!bank.isOn('approvals', user)) return { policies: [] };
      return { policies: bank.policies.list().map(approvalPolicyToWire) };
    }),

    // The bank's extension: would this payout be held, and by whom? The rule the payment applies
    // (holdForApproval with the day's unapproved payouts, routes/payments.ts), nothing kept.
    route(checkPayoutApproval, ({ req, query, body }) => {
      const { user } = bank.authorize(req);
      assertMayTransfer(bank, user);
      const priced = pricePayout(
        {
          accounts: bank.accounts,
          recipients: bank.recipients,
          owner: user.email,
          p2pOn: bank.isOn('p2p', user),
          localIntegrationOn: bank.isOn('dbsLocalTtIntegration', user),
          now: bankNow(),
        },
        query.call,
        body,
      );
      if (!bank.isOn('approvals', user)) return { held: false, approvers: [] };
      const today = payoutDayTotals(user.userReferenceID, priced.from.accountNumber, bankNow());
      const policy = policyHolding(
        bank.policies.list(),
        user.role,
        priced.source,
        priced.from.currency,
        today.unapproved,
      );
      if (!policy) return { held: false, approvers: [] };
      const steps = heldSteps(policy, user.userReferenceID, bank.people());
      return { held: true, approvers: (steps?.approvers ?? []).map((p) => p.name) };
    }),

    route(firstApprovalPage, ({ req, query }) => {
      const user = authorize(req);
      const filter = query.filter ?? 'pending';
      const size = query.pageSize ?? APPROVAL_PAGE_SIZE;
      const all = bank.approvals.list();
      const list = sorted(
        all.filter((r) => inList(r, user, filter)),
        query.sortKeys,
        query.sortOrders,
      );
      return {
        firstPageResults: list.slice(0, size).map(toWire),
        ids: list.map((r) => r.referenceId),
        totalPendingRequestIds: all.filter((r) => inList(r, user, 'pending')).length,
      };
    }),

    route(approvalsByIds, ({ req, body }) => {
      const user = authorize(req);
      // In the order asked for; unknown ids and requests this user may not see are left out.
      return {
        results: (body.ids ?? []).flatMap((id) => {
          const r = bank.approvals.get(id);
          return r && visibleToUser(r, user) ? [toWire(r)] : [];
        }),
      };
    }),

    // docs/decisions/approvals.md: the requester submits a held transfer (PendingCheck) with remarks, or edits them while pending.
    route(saveApprovalRemarks, ({ req, params, body }) => {
      const user = authorize(req);
      const request = find(params.referenceId);
      if (request.requesterId !== user.userReferenceID)
        throw forbidden('Only the requester can submit or edit this request.');
      if (request.status !== 'PendingCheck' && request.status !== 'PendingApproval')
        throw invalid(`This request is ${request.status} and can no longer be changed.`);
      const updated: MockApproval = {
        ...request,
        remarks: body.remarks ?? '',
        status: 'PendingApproval',
        updatedAt: now(),
      };
      bank.approvals.save(updated);
      return { request: toWire(updated) };
    }),

    // A money call: role and idempotency key first, then the decision's body (bodyReadLater).
    route(bodyReadLater(decideApproval), ({ req, params }) => {
      const user = authorize(req);
      return bank.idempotent(req, user, () => {
        const body = readBody(approvalActionSchema, req.body);
        const action = body.actionStatus;
        const request = find(params.referenceId);
        if (request.requesterId === user.userReferenceID)
          throw forbidden('You cannot approve or reject your own request.');
        if (hasDecided(request, user.userReferenceID))
          throw forbidden(
            'You already approved a step of this request: another approver decides the next.',
          );
        if (!mayDecide(request, user))
          throw forbidden(
            request.approvalLayers.length > 1
              ? `Your role (${user.role}) is not an approver of step ${currentStepOf(request) + 1} of this request.`
              : `Your role (${user.role}) is not an approver of this request.`,
          );
        if (request.status !== 'PendingApproval')
          throw invalid(`This request is ${request.status}: only pending requests can be decided.`);
        assertFee(body.fee, request);
        const consumeCode = () => {
          if (!bank.isOn('transfer2fa', user)) return;
          const reference =
            [body.otpReferenceID, body.totpReferenceID].find((r) => r !== undefined && r !== '') ??
            '';
          consumeVerifiedCode(
            user.email,
            reference,
            PAYOUT_PURPOSE,
            // The request as the bank keeps it: a code for another request, decision or amount fails.
            bindingText(codeBindingOf(decisionAuthorisation(request, action))),
          );
        };
        const decided = {
          status: action,
          actedBy: user.profile.name,
          actionRemarks: body.remarks ?? '',
          updatedAt: now(),
        } as const;
        if (action === 'Rejected') {
          consumeCode();
          const rejected: MockApproval = { ...request, ...decided };
          bank.approvals.save(rejected);
          return { request: toWire(rejected), touched: { accounts: [], transactions: [] } };
        }
        // Two steps (docs/decisions/approvals.md 'Two-step policies'): accepting a step before the
        // last moves the request on, nothing else; the last step's acceptance moves the money.
        const step = currentStepOf(request);
        if (step < request.approvalLayers.length - 1) {
          consumeCode();
          const at = now();
          const next: MockApproval = {
            ...request,
            currentStep: step + 1,
            stepDecisions: [...(request.stepDecisions ?? []), { step, by: user.profile.name, at }],
            deciderIds: [...(request.deciderIds ?? []), user.userReferenceID],
            updatedAt: at,
          };
          bank.approvals.save(next);
          return { request: toWire(next), touched: { accounts: [], transactions: [] } };
        }
        const done = execute(bank, user, request, body.fxReferenceId || undefined, consumeCode);
        const accepted: MockApproval = { ...done.request, ...decided };
        bank.approvals.save(accepted);
        return { request: toWire(accepted), touched: done.touched };
      });
    }),

    route(cancelApproval, ({ req, params }) => {
      const user = authorize(req);
      const request = find(params.referenceId);
      if (request.requesterId !== user.userReferenceID)
        throw forbidden('Only the requester can cancel this request.');
      if (request.status !== 'PendingCheck' && request.status !== 'PendingApproval')
        throw invalid(`This request is ${request.status} and can no longer be cancelled.`);
      const cancelled: MockApproval = { ...request, status: 'Cancelled', updatedAt: now() };
      bank.approvals.save(cancelled);
      return { request: toWire(cancelled) };
    }),
  ];
}
