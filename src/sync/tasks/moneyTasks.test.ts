import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../api/session';
import { BankDatabase } from '../../db/database';
import { PENDING_COUNT_KEY, readMeta, SGD_RATES_KEY, writeMeta } from '../../db/meta';
import type { Account } from '../../shared/domain/accounts';
import type { ApprovalRequest } from '../../shared/domain/approvals';
import type { Transaction } from '../../shared/domain/transactions';
import { accountsTask } from './accountsTask';
import { approvalsTask } from './approvalsTask';
import { transactionsTask } from './transactionsTask';

let db: BankDatabase;
beforeEach(async () => {
  db = new BankDatabase(`money-tasks-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
  session.claims = null;
});

const account = (
  accountNumber: string,
  currency: Account['currency'],
  accountOrder: number,
): Account => ({
  accountNumber,
  accountName: `${currency} account`,
  currency,
  currentBalance: 1_000_000,
  accountHolderName: 'Demo',
  bankName: 'Bank',
  bankSwift: 'BANKSGSG',
  isDefaultAccount: accountOrder === 0,
  isLowAccountBalance: false,
  accountOrder,
});

const txn = (i: number): Transaction => ({
  displayReferenceId: `T${String(i).padStart(5, '0')}`,
  type: i % 2 ? 'Sales' : 'PayIn',
  category: 'FAST',
  status: i % 3 ? 'SUCCESSFUL' : 'PENDING',
  amount: i * 10_000,
  currency: 'SGD',
  creditOrDebit: i % 2 ? 'DEBIT' : 'CREDIT',
  sourceCcy: 'SGD',
  sourceAmt: i * 10_000,
  destinationCcy: 'SGD',
  destinationAmt: i * 10_000,
  createdAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
  bookingTimestamp: null,
  debtorName: 'A',
  creditorName: 'B',
  debtorAccountNumber: '1',
  creditorAccountNumber: '2',
  vaAccountNumber: i % 2 ? 'SGD-1' : 'USD-1',
  vaAccountName: 'Main',
  exchangeRate: [],
  fees: 0,
  totalAttachments: 0,
});

describe('accountsTask', () => {
  it('replaces the accounts and caches SGD bid rates, leaving out a rate that failed', async () => {
    await db.accounts.put({
      accountNumber: 'GONE',
      currency: 'SGD',
      accountOrder: 9,
      data: account('GONE', 'SGD', 9),
    });
    const task = accountsTask({
      fetchAccounts: async () => [
        account('S1', 'SGD', 0),
        account('U1', 'USD', 1),
        account('E1', 'EUR', 2),
      ],
      fetchRate: async (sell) => {
        if (sell === 'EUR') throw new Error('rate unavailable');
        return {
          referenceId: 'Q',
          sellCurrency: sell,
          buyCurrency: 'SGD',
          bidRate: 1_340_000,
          validTo: '',
          country: 'SG',
        };
      },
    });
    await task.run(db, () => undefined);
    expect(await db.accounts.orderBy('accountOrder').primaryKeys()).toEqual(['S1', 'U1', 'E1']);
    expect(await readMeta(db, SGD_RATES_KEY)).toEqual({ SGD: 1_000_000, USD: 1_340_000 });
  });
});

describe('transactionsTask', () => {
  it('writes the first page and then pages by ids, reporting progress and dropping rows the bank no longer has', async () => {
    const all = Array.from({ length: 250 }, (_, i) => txn(i));
    await db.transactions.put({
      id: 'OLD',
      accountNumber: 'X',
      date: '2020-01-01',
      type: 'PayIn',
      status: 'Completed',
      amount: 1,
      data: txn(999),
    });
    const asked: number[] = [];
    const progress: number[] = [];
    let yields = 0;
    const task = transactionsTask({
      fetchFirstPage: async (_filter, size) => ({
        displayReferenceIds: all.map((t) => t.displayReferenceId),
        transactions: all.slice(0, size),
      }),
      fetchByIds: async (ids) => {
        asked.push(ids.length);
        return all.filter((t) => ids.includes(t.displayReferenceId));
      },
      yieldFn: async () => {
        yields += 1;
      },
    });
    await task.run(db, (done) => progress.push(done));
    expect(asked).toEqual([100, 50]);
    expect(yields).toBe(2);
    expect(progress).toEqual([100, 200, 250]);
    expect(await db.transactions.count()).toBe(250);
    expect(await db.transactions.get('OLD')).toBeUndefined();
    const row = await db.transactions.get('T00003');
    expect(row).toMatchObject({
      accountNumber: 'SGD-1',
      type: 'Sales',
      status: 'Processing',
      amount: 30_000,
    });
    // The compound index serves one account's rows in date order.
    const sgd = await db.transactions
      .where('[accountNumber+date]')
      .between(['SGD-1', ''], ['SGD-1', '\uffff'])
      .count();
    expect(sgd).toBe(125);
  });
});

const request = (referenceId: string): ApprovalRequest => ({
  referenceId,
  kind: 'exchange',
  status: 'PendingApproval',
  requesterId: 'U',
  requesterName: 'Fin',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  remarks: 'please',
  senderAccount: 'S1',
  senderAccountName: 'SGD',
  sourceCurrency: 'SGD',
  sourceAmount: 20_000_000_000,
  receiverAccount: 'U1',
  receiverName: 'USD',
  targetCurrency: 'USD',
  targetAmount: null,
  fee: 0,
  approvers: 'Admin',
  approvalLayers: [],
});

describe('approvalsTask', () => {
  const deps = {
    fetchFirstPage: async (filter: string) =>
      filter === 'pending'
        ? { firstPageResults: [request('P1')], ids: ['P1', 'P2'], totalPendingRequestIds: 2 }
        : { firstPageResults: [request('M1')], ids: ['M1'], totalPendingRequestIds: 2 },
    fetchByIds: async (ids: string[]) => ids.map(request),
  };

  it('keeps the pending list and my requests with the pending count', async () => {
    session.claims = {
      role: 'admin',
      email: 'admin@demo.test',
      sub: 'U1',
      corpID: 'C',
    } as typeof session.claims;
    await writeMeta(db, 'toggles', { approvals: true });
    await db.approvals.put({
      referenceId: 'DONE',
      list: 'completed',
      createdAt: '',
      data: request('DONE'),
    });
    await approvalsTask(deps).run(db, () => undefined);
    expect(await db.approvals.get('DONE')).toBeUndefined();
    expect(await db.approvals.where('list').equals('pending').primaryKeys()).toEqual(['P1', 'P2']);
    expect(await db.approvals.where('list').equals('mine').primaryKeys()).toEqual(['M1']);
    expect(await readMeta(db, PENDING_COUNT_KEY)).toBe(2);
  });

  it('asks nothing and empties the store for a role outside the approvals area or with the toggle off', async () => {
    await db.approvals.put({
      referenceId: 'X',
      list: 'pending',
      createdAt: '',
      data: request('X'),
    });
    const refuse = {
      fetchFirstPage: async () => Promise.reject(new Error('must not be called')),
      fetchByIds: deps.fetchByIds,
    };
    session.claims = {
      role: 'general',
      email: 'general@demo.test',
      sub: 'U5',
      corpID: 'C',
    } as typeof session.claims;
    await approvalsTask(refuse).run(db, () => undefined);
    expect(await db.approvals.count()).toBe(0);
    session.claims = {
      role: 'admin',
      email: 'admin@demo.test',
      sub: 'U1',
      corpID: 'C',
    } as typeof session.claims;
    await writeMeta(db, 'toggles', { approvals: false });
    await approvalsTask(refuse).run(db, () => undefined);
    expect(await readMeta(db, PENDING_COUNT_KEY)).toBe(0);
  });
});
