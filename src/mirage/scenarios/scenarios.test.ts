import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  CARD_TRANSACTION_TYPES,
} from '../../shared/domain/transactions';
import { cashbackDescription } from '../../shared/domain/rewards';
import { defaultScenario, DEMO_HISTORY_DAYS, DEMO_TRANSACTION_COUNT } from './default';
import { emptyScenario } from './empty';
import { SCENARIO_USERS } from './demoUsers';
import { LARGE_EXTRA_TRANSACTIONS, largeScenario } from './large';
import { SCENARIOS } from './registry';

describe('default scenario ledger', () => {
  const scenario = defaultScenario();

  it('has SGD main and payroll and one account per other currency, with production prefixes', () => {
    expect(scenario.accounts.map((a) => `${a.currency} ${a.accountName}`)).toEqual([
      'SGD Main account',
      'SGD Payroll',
      'USD USD operations',
      'EUR EUR suppliers',
      'GBP GBP account',
      'JPY JPY account',
      'HKD HKD account',
      'AUD AUD account',
      'THB THB card funding',
    ]);
    const prefixes: Record<string, string> = {
      SGD: '885164',
      USD: '885165',
      GBP: '885166',
      EUR: '885167',
      HKD: '885169',
      AUD: '885170',
      JPY: '885171',
      THB: '880000',
    };
    for (const a of scenario.accounts) {
      expect(a.accountNumber.slice(0, 6)).toBe(prefixes[a.currency]);
      expect(a.accountNumber).toMatch(/^\d{12}$/);
      expect(a.accountHolderName).toBe('Demo Trading Pte. Ltd.');
      expect(Number.isSafeInteger(a.currentBalance)).toBe(true);
    }
    expect(scenario.accounts.filter((a) => a.isDefaultAccount).map((a) => a.accountName)).toEqual([
      'Main account',
    ]);
  });

  it('has a few hundred transactions of every type and every status, newest first, within the last 6 months', () => {
    const txns = scenario.transactions;
    // The drawn Cashback credits are replaced by one per account and month (seededCashback).
    expect(txns.length).toBeGreaterThan(DEMO_TRANSACTION_COUNT - 30);
    expect(txns.length).toBeLessThan(DEMO_TRANSACTION_COUNT + 30);
    expect(new Set(txns.map((t) => t.type))).toEqual(new Set(TRANSACTION_TYPES));
    expect(new Set(txns.map((t) => t.status))).toEqual(new Set(TRANSACTION_STATUSES));
    const times = txns.map((t) => Date.parse(t.createdAt));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - (DEMO_HISTORY_DAYS + 1) * 86_400_000);
    expect(new Set(txns.map((t) => t.displayReferenceId)).size).toBe(txns.length);
    expect(txns.every((t) => Number.isSafeInteger(t.amount) && t.amount > 0)).toBe(true);
  });

  it('books exchanges and internal transfers as a debit and a credit leg sharing a groupId', () => {
    const legs = scenario.transactions.filter(
      (t) => t.type === 'Exchange' || t.type === 'Transfer' || t.type === 'SmartExchange',
    );
    const groups = new Map<string | undefined, typeof legs>();
    for (const t of legs) groups.set(t.groupId, [...(groups.get(t.groupId) ?? []), t]);
    expect(groups.size).toBeGreaterThan(10);
    for (const [groupId, pair] of groups) {
      expect(groupId).toBeTruthy();
      expect(pair.map((t) => t.creditOrDebit).toSorted()).toEqual(['CREDIT', 'DEBIT']);
      const debit = pair.find((t) => t.creditOrDebit === 'DEBIT');
      const credit = pair.find((t) => t.creditOrDebit === 'CREDIT');
      expect(debit?.amount).toBe(debit?.sourceAmt);
      expect(credit?.amount).toBe(credit?.destinationAmt);
      expect(debit?.exchangeRate[0]?.exchangeRate).toBeGreaterThan(0);
    }
  });

  it("gives card transactions a card holder, the card number's last 4 digits and a merchant", () => {
    const cardTxns = scenario.transactions.filter((t) => CARD_TRANSACTION_TYPES.includes(t.type));
    expect(cardTxns.length).toBeGreaterThan(50);
    for (const t of cardTxns) {
      expect(t.nameOnCard).toBeTruthy();
      expect(t.cardNumber).toMatch(/^\d{4}$/);
      expect(t.merchant?.mcc).toMatch(/^\d{4}$/);
    }
  });

  it('gives failed payouts a reason code', () => {
    const failed = scenario.transactions.filter(
      (t) => t.type === 'PayOut' && ['REJECTED', 'CANCELLED', 'FAILED'].includes(t.status),
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((t) => typeof t.reasonCode === 'string' && t.reasonCode.length > 0)).toBe(
      true,
    );
  });

  it('is the same on every build (fixed seeds)', () => {
    const again = defaultScenario();
    expect(again.transactions.map((t) => [t.displayReferenceId, t.type, t.amount])).toEqual(
      scenario.transactions.map((t) => [t.displayReferenceId, t.type, t.amount]),
    );
    expect(again.approvalRequests.map((r) => [r.referenceId, r.sourceAmount])).toEqual(
      scenario.approvalRequests.map((r) => [r.referenceId, r.sourceAmount]),
    );
  });

  it("credits each account's month of completed card purchases less refunds at 1 %, on the 1st of the next month", () => {
    const current = new Date().toISOString().slice(0, 7);
    const owed = new Map<string, number>(); // `${account} ${month}` -> cashback
    for (const t of scenario.transactions) {
      const completed = t.status === 'SUCCESSFUL' || t.status === 'BOOKED';
      const payment = (t.type === 'Sales' || t.type === 'Refund') && completed && !!t.cardNumber;
      // 1 % rounded down to the cent, per payment; none on ATM withdrawals or anything else.
      expect(t.cashbackAmt).toBe(
        payment ? Math.floor(t.amount / 100 / 10_000) * 10_000 : undefined,
      );
      const month = (t.bookingTimestamp ?? t.createdAt).slice(0, 7);
      if (!payment || month >= current) continue;
      const key = `${t.vaAccountNumber} ${month}`;
      const sign = t.type === 'Refund' ? -1 : 1;
      owed.set(key, (owed.get(key) ?? 0) + sign * Math.floor(t.amount / 100 / 10_000) * 10_000);
    }
    const credits = scenario.transactions.filter((t) => t.type === 'Cashback');
    expect(credits.length).toBeGreaterThanOrEqual(5);
    const credited = new Map<string, number>();
    for (const c of credits) {
      const paid = new Date(c.createdAt);
      const month = new Date(Date.UTC(paid.getUTCFullYear(), paid.getUTCMonth() - 1, 1))
        .toISOString()
        .slice(0, 7);
      expect(c.createdAt).toBe(`${c.createdAt.slice(0, 7)}-01T00:00:00.000Z`);
      expect(c).toMatchObject({
        status: 'SUCCESSFUL',
        creditOrDebit: 'CREDIT',
        category: 'CASHBACK',
        description: cashbackDescription(month),
      });
      expect(credited.has(`${c.vaAccountNumber} ${month}`)).toBe(false);
      credited.set(`${c.vaAccountNumber} ${month}`, c.amount);
    }
    expect(credited).toEqual(new Map([...owed].filter(([, amount]) => amount > 0)));
  });

  it('has 13 requests waiting for approval, decided ones, and finance@demo.test among the requesters', () => {
    const pending = scenario.approvalRequests.filter((r) => r.status === 'PendingApproval');
    expect(pending).toHaveLength(13);
    expect(new Set(scenario.approvalRequests.map((r) => r.status))).toEqual(
      new Set(['PendingApproval', 'Accepted', 'Rejected', 'Cancelled']),
    );
    const finance = scenario.users.find((u) => u.email === 'finance@demo.test');
    expect(
      pending.filter((r) => r.requesterId === finance?.userReferenceID).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      scenario.approvalRequests.filter(
        (r) => r.requesterId === finance?.userReferenceID && r.status !== 'PendingApproval',
      ).length,
    ).toBeGreaterThanOrEqual(2);
    for (const r of pending) {
      expect(r.sourceAmount).toBeGreaterThan(10_000_000_000);
      expect(r.approvers).not.toContain(r.requesterName);
      expect(r.approvalLayers[0]?.approverRole).toEqual(['ADMIN', 'SUB_ADMIN', 'ACCOUNTANT']);
    }
  });

  it('leaves the internal transfer page toggle off (the dashboard tiles open the modal)', () => {
    expect(scenario.toggles.internalTransferPage).toBe(false);
    expect(scenario.toggles.approvals).toBe(true);
    expect(scenario.toggles.transfer2fa).toBe(true);
  });
});

describe('other scenarios', () => {
  it('keeps the empty scenario empty', () => {
    const empty = emptyScenario();
    expect([empty.accounts, empty.transactions, empty.approvalRequests]).toEqual([[], [], []]);
  });

  it('builds the large scenario with 100,000 extra transactions, each with its own id', () => {
    const large = largeScenario();
    const extra = large.transactions.length - defaultScenario().transactions.length;
    expect(extra).toBeGreaterThan(LARGE_EXTRA_TRANSACTIONS - 3_000);
    expect(extra).toBeLessThan(LARGE_EXTRA_TRANSACTIONS + 100);
    expect(new Set(large.transactions.map((t) => t.displayReferenceId)).size).toBe(
      large.transactions.length,
    );
    // The login page lists a scenario's users before its ledger is built (demoUsers.ts).
    expect(large.users.map((u) => u.email)).toEqual(SCENARIO_USERS.large?.map((u) => u.email));
  });
});

describe('the demo users the login page lists before the bank loads', () => {
  it('name the same scenarios as the registry', () => {
    expect(Object.keys(SCENARIO_USERS).toSorted()).toEqual(Object.keys(SCENARIOS).toSorted());
  });

  it('are the users each light scenario builds, in order (the team, then the applicants)', () => {
    for (const [name, build] of Object.entries({
      default: defaultScenario,
      empty: emptyScenario,
    })) {
      const scenario = build();
      const signIn = [...scenario.users, ...(scenario.applicants?.users ?? [])];
      expect(signIn.map((u) => [u.email, u.role, u.suspended])).toEqual(
        (SCENARIO_USERS[name] ?? []).map((u) => [u.email, u.role, u.suspended ?? false]),
      );
    }
  });
});
