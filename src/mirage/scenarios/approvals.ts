import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import type { ApprovalStatus } from '../../shared/domain/approvals';
import { sourceForTarget, targetForSource, toMicros } from '../../shared/money';
import { approverNames, eligibleApprovers, layersOf, type Person } from '../rules/approvalPolicy';
import { midRate } from '../rules/rates';
import type { ApprovalPolicy, MockApproval } from '../types';
import type { Rng } from '../builders/random';

/** docs/decisions/mock-bank.md / brief: transfers above S$10,000 by finance, accountant or general need one approver. */
export function demoApprovalPolicy(): ApprovalPolicy {
  return {
    id: 'POL-0001',
    policyName: 'Transfers above S$10,000',
    amountGreaterThan: toMicros('10000'),
    currency: 'SGD',
    approvers: ['admin', 'sub-admin', 'accountant'],
    targetedMembers: ['finance', 'accountant', 'general'],
  };
}

const REMARKS = [
  'Supplier payment for the March shipment',
  'USD invoices due this week',
  'Payroll top-up',
  'Hedge for the Q3 EUR contracts',
  'Office lease deposit',
  'Tokyo trade fair expenses',
  'Quarterly tax reserve',
  'Freight forwarder settlement',
  'HK subsidiary funding',
  'Marketing agency retainer',
];

interface Draft {
  requester: Person;
  status: ApprovalStatus;
  hoursAgo: number;
  actedBy?: Person;
  actionRemarks?: string;
}

const HOUR_MS = 3_600_000;

/**
 * Requests of the default scenario: 13 waiting for approval (so the first page of 10 is not all
 * of them), some decided or cancelled, a few of finance@demo.test's own among both.
 */
export function demoApprovals(
  rng: Rng,
  accounts: Account[],
  people: Person[],
  policy: ApprovalPolicy,
  now: number,
): MockApproval[] {
  // Demo users come first in `people`, so finance@demo.test is the first finance user.
  const active = (role: Person['role']) => people.filter((p) => p.role === role && !p.suspended);
  const [finance, ...financeColleagues] = active('finance');
  const [accountant, ...accountantColleagues] = active('accountant');
  const [admin] = active('admin');
  if (!finance || !accountant || !admin) return [];
  const colleagues = [...financeColleagues, ...accountantColleagues];
  const colleague = (i: number) => colleagues[i % Math.max(colleagues.length, 1)] ?? finance;

  const drafts: Draft[] = [];
  const pendingRequesters = [
    finance,
    colleague(0),
    colleague(1),
    finance,
    colleague(2),
    accountant,
    colleague(3),
    finance,
    colleague(0),
    colleague(1),
    finance,
    colleague(2),
    colleague(3),
  ];
  pendingRequesters.forEach((requester, i) =>
    drafts.push({ requester, status: 'PendingApproval', hoursAgo: 2 + i * 19 + rng.int(0, 9) }),
  );
  drafts.push(
    {
      requester: finance,
      status: 'Accepted',
      hoursAgo: 300,
      actedBy: admin,
      actionRemarks: 'Approved',
    },
    {
      requester: colleague(0),
      status: 'Accepted',
      hoursAgo: 340,
      actedBy: accountant,
      actionRemarks: 'OK',
    },
    {
      requester: colleague(2),
      status: 'Accepted',
      hoursAgo: 420,
      actedBy: admin,
      actionRemarks: '',
    },
    {
      requester: finance,
      status: 'Rejected',
      hoursAgo: 380,
      actedBy: admin,
      actionRemarks: 'Please split this into two payments',
    },
    {
      requester: colleague(1),
      status: 'Rejected',
      hoursAgo: 460,
      actedBy: accountant,
      actionRemarks: 'Wrong account',
    },
    { requester: colleague(3), status: 'Cancelled', hoursAgo: 500 },
  );

  const main = accounts.find((a) => a.isDefaultAccount);
  const payroll = accounts.find((a) => a.currency === 'SGD' && a !== main);
  const foreign = accounts.filter((a) => a.currency !== 'SGD' && a.currency !== 'THB');
  if (!main) return [];

  return drafts.map((d, i): MockApproval => {
    const internal = payroll !== undefined && i % 4 === 2;
    const receiver = internal ? payroll : rng.pick(foreign);
    const target: CurrencyCode = receiver.currency;
    const createdAt = new Date(now - d.hoursAgo * HOUR_MS).toISOString();
    const rate = midRate('SGD', target);
    // Every fourth exchange had its receiving amount typed: the sending amount is then an estimate.
    const fixedSide = !internal && i % 4 === 1 ? 'target' : 'source';
    let sourceAmount = toMicros(String(rng.int(105, 450) * 100));
    let targetAmount: number | null = internal ? sourceAmount : null;
    if (fixedSide === 'target') {
      // A round receiving amount, as people type: whole thousands of yen, whole hundreds otherwise.
      const step = target === 'JPY' ? 1_000_000_000 : 100_000_000;
      const typed = targetForSource(sourceAmount, rate, target);
      targetAmount = typed - (typed % step);
      sourceAmount = sourceForTarget(targetAmount, rate, 'SGD');
    }
    const approvers = eligibleApprovers(policy, d.requester.userReferenceID, people);
    const decided = d.status === 'Accepted' || d.status === 'Rejected' || d.status === 'Cancelled';
    return {
      referenceId: `APR-${String(240_101 + i)}`,
      kind: internal ? 'internalTransfer' : 'exchange',
      status: d.status,
      requesterId: d.requester.userReferenceID,
      requesterName: d.requester.name,
      createdAt,
      updatedAt: decided ? new Date(now - (d.hoursAgo - 5) * HOUR_MS).toISOString() : createdAt,
      remarks: rng.pick(REMARKS),
      ...(d.actionRemarks !== undefined ? { actionRemarks: d.actionRemarks } : {}),
      ...(d.actedBy ? { actedBy: d.actedBy.name } : {}),
      senderAccount: main.accountNumber,
      senderAccountName: main.accountName,
      sourceCurrency: 'SGD',
      sourceAmount,
      receiverAccount: receiver.accountNumber,
      receiverName: receiver.accountName,
      targetCurrency: target,
      // An accepted exchange booked its receiving amount; a pending one knows it only when approved.
      targetAmount:
        d.status === 'Accepted' && targetAmount === null
          ? targetForSource(sourceAmount, rate, target)
          : targetAmount,
      fee: 0,
      approvers: approverNames(approvers),
      approvalLayers: layersOf(policy, approvers),
      fixedSide,
    };
  });
}
