import { createApprovalPolicy, firstApprovalPage } from '../../../shared/contracts/approvals';
import type { ApprovalRequest } from '../../../shared/domain/approvals';
import { codeBindingOf, decisionAuthorisation } from '../../../shared/domain/codeAuthorisation';
import { call, payoutReference, post } from '../../testingCalls';
import type { Examples } from './example';
import { localPayoutDraft } from './payments';
import { financeToken } from './transfers';

type FirstPage = { firstPageResults: ApprovalRequest[]; ids: string[] };

async function list(bearer: string, filter: string): Promise<FirstPage> {
  return (
    await call<FirstPage>(`${firstApprovalPage.path}?pageSize=100&filter=${filter}`, { bearer })
  ).body;
}

/**
 * finance's oldest request still waiting for approval (the admin's own transfers are never held):
 * its remarks are edited, then it is cancelled.
 */
async function financeRequest(): Promise<{ bearer: string; referenceId: string }> {
  const bearer = await financeToken();
  const mine = await list(bearer, 'my-requests');
  const pending = mine.firstPageResults.filter((r) => r.status === 'PendingApproval');
  return { bearer, referenceId: pending.at(-1)?.referenceId ?? '' };
}

export const APPROVAL_EXAMPLES: Examples = {
  'approvals.policies': () => ({}),
  // A policy for general users (who cannot transfer): no later example is held by it.
  'approvals.createPolicy': () => ({
    body: {
      policyName: 'Contract test policy',
      amountGreaterThan: 20_000_000_000,
      currency: 'SGD',
      approvers: 'SUB_ADMIN',
      targetedMembers: 'GENERAL',
      secondStepApprovers: 'ACCOUNTANT',
    },
  }),
  // The seeded policy saved as read: a round trip keeps admin among its approvers.
  'approvals.updatePolicy': () => ({
    params: { id: 'POL-0001' },
    body: {
      policyName: 'Transfers above S$10,000',
      amountGreaterThan: 10_000_000_000,
      currency: 'SGD',
      approvers: 'SUB_ADMIN,ACCOUNTANT',
      targetedMembers: 'FINANCE,ACCOUNTANT,GENERAL',
    },
  }),
  // A policy made for the example, then deleted.
  'approvals.deletePolicy': async (f) => {
    const made = await post<{ policy: { id: string } }>(createApprovalPolicy.path, {
      bearer: f.token,
      body: {
        policyName: 'Policy to delete',
        amountGreaterThan: 40_000_000_000,
        currency: 'SGD',
        approvers: 'SUB_ADMIN',
        targetedMembers: 'GENERAL',
      },
    });
    return { params: { id: made.body.policy.id } };
  },
  'approvals.payoutCheck': async (f) => ({
    query: { call: 'FAST' },
    body: await localPayoutDraft(f, 7_000_000),
  }),
  'approvals.firstPage': () => ({
    query: { pageSize: '10', sortKeys: 'createdAt', sortOrders: 'desc', filter: 'pending' },
  }),
  'approvals.byIds': async (f) => ({
    body: { ids: (await list(f.token, 'completed')).ids.slice(0, 5) },
  }),
  'approvals.remarks': async () => {
    const { bearer, referenceId } = await financeRequest();
    return {
      params: { referenceId },
      body: { remarks: 'Edited by the contract test' },
      auth: { bearer },
    };
  },
  // A rejection, with a code bound to it: nothing moves, so no later example runs short of funds.
  'approvals.decide': async (f) => {
    const theirs = new Set((await list(await financeToken(), 'my-requests')).ids);
    const request = (await list(f.token, 'pending')).firstPageResults.find(
      (r) => !theirs.has(r.referenceId),
    );
    const referenceId = request?.referenceId ?? '';
    const otpReferenceID = request
      ? await payoutReference(f.token, codeBindingOf(decisionAuthorisation(request, 'Rejected')))
      : '';
    return {
      params: { referenceId },
      body: { actionStatus: 'Rejected', remarks: 'Rejected by the contract test', otpReferenceID },
    };
  },
  'approvals.cancel': async () => {
    const { bearer, referenceId } = await financeRequest();
    return { params: { referenceId }, auth: { bearer } };
  },
};
