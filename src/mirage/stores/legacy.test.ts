import { afterEach, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type { Transaction } from '../../shared/domain/transactions';
import { newAccount } from '../builders/accounts';
import { emptyScenario } from '../scenarios/empty';
import type { Scenario } from '../types';
import { AccountBook } from './accounts';
import { applicantsStore, LEGACY_APPLICANTS_KEY } from './applicants';
import { ApprovalBook } from './approvals';
import { AnswerBook } from './idempotency';
import { ALL_STORES, clearStores, restoreStores, snapshotStores } from './index';
import { LEGACY_LEDGER_KEY } from './legacyLedger';
import { PayoutBook } from './payouts';
import { PreferenceBook } from './preferences';
import { RecipientBook } from './recipients';
import { loadControls } from './controls';
import { LEGACY_STATE_KEY, loadState, securityStore } from './security';
import { loadSeen } from './seen';
import { TransactionBook } from './transactions';

afterEach(() => clearStores());

const account: Account = newAccount('SGD', 'Main', '0721000001', 0, 'Demo Pte Ltd');
const scenario = (): Scenario => ({ ...emptyScenario(), accounts: [account] });
const booked = {
  displayReferenceId: 'TXM1',
  createdAt: '2026-01-02T03:04:05.000Z',
  vaAccountNumber: account.accountNumber,
} as Transaction;

/** What builds before the per-area stores wrote under 'mockbank:ledger:v1' (LedgerChanges). */
const yesterdaysLedger = (name = 'empty') => ({
  scenario: name,
  accounts: [{ ...account, currentBalance: 1_000_000 }],
  recipients: [],
  transactions: [booked],
  openPayouts: { TXM1: { returns: false } },
  approvals: { 'APR-1': { referenceId: 'APR-1', status: 'PendingCheck' } },
  answers: { 'USR-1|k1': { fingerprint: 'POST /x {}', body: { ok: true }, at: Date.now() } },
  toggles: { approvals: true },
  guideClosed: { 'admin@demo.test': true },
});

describe("yesterday's demo state in localStorage", () => {
  it('the ledger key is split among the area stores of the same scenario', () => {
    localStorage.setItem(LEGACY_LEDGER_KEY, JSON.stringify(yesterdaysLedger()));
    const s = scenario();
    expect(new AccountBook(s).get(account.accountNumber)?.currentBalance).toBe(1_000_000);
    expect(new RecipientBook(s).list()).toEqual([]);
    expect(new TransactionBook(s).get('TXM1')).toEqual(booked);
    expect(new PayoutBook(s).open()).toEqual({ TXM1: { returns: false } });
    expect(new ApprovalBook(s).get('APR-1')?.status).toBe('PendingCheck');
    expect(new AnswerBook(s).get('USR-1|k1')?.body).toEqual({ ok: true });
    const preferences = new PreferenceBook(s);
    expect(preferences.toggles()).toEqual({ approvals: true });
    expect(preferences.guideClosed('admin@demo.test')).toBe(true);
  });

  it("another scenario's ledger is not applied", () => {
    localStorage.setItem(LEGACY_LEDGER_KEY, JSON.stringify(yesterdaysLedger('default')));
    const s = scenario();
    expect(new AccountBook(s).get(account.accountNumber)?.currentBalance).toBe(
      account.currentBalance,
    );
    expect(new TransactionBook(s).list()).toEqual([]);
  });

  it('an older ledger without the later fields, or a corrupt one, starts from the scenario', () => {
    localStorage.setItem(LEGACY_LEDGER_KEY, JSON.stringify({ scenario: 'empty', accounts: null }));
    expect(new AccountBook(scenario()).list()).toEqual([account]);
    expect(new PreferenceBook(scenario()).toggles()).toEqual({});
    localStorage.setItem(LEGACY_LEDGER_KEY, '{"scenario": "empty", "transactions": 42');
    expect(new TransactionBook(scenario()).list()).toEqual([]);
    expect(new AnswerBook(scenario()).get('USR-1|k1')).toBeUndefined();
  });

  it('the security state key is split among security, controls and seen, missing fields filled in', () => {
    localStorage.setItem(
      LEGACY_STATE_KEY,
      JSON.stringify({
        failures: { a: 1 },
        clockOffsetMs: 60_000,
        callouts: { 'admin@demo.test': ['tip'] },
        tutorialsViewed: { 'admin@demo.test': true },
      }),
    );
    const state = loadState();
    expect(state.failures).toEqual({ a: 1 });
    expect(state.locks).toEqual({});
    expect(state).not.toHaveProperty('clockOffsetMs');
    expect(loadControls()).toEqual({ clockOffsetMs: 60_000, announcements: [], maintenance: [] });
    expect(loadSeen()).toEqual({
      callouts: { 'admin@demo.test': ['tip'] },
      tutorialsViewed: { 'admin@demo.test': true },
      dismissedBanners: {},
    });
    localStorage.setItem(LEGACY_STATE_KEY, '"garbage"');
    expect(loadState().failures).toEqual({});
  });

  it('the applicants key is read as it was, without the sign-ups on their way; a foreign value is dropped', () => {
    const kept = {
      scenario: 'default',
      users: [],
      applications: {},
      members: {},
      invitations: {},
      tmData: { 'a@demo.test': { x: 1 } },
    };
    localStorage.setItem(
      LEGACY_APPLICANTS_KEY,
      JSON.stringify({ ...kept, signUps: { 'a@demo.test': {} } }),
    );
    expect(applicantsStore.load()).toEqual(kept);
    localStorage.setItem(LEGACY_APPLICANTS_KEY, '[1,2]');
    expect(applicantsStore.load()).toBeNull();
  });

  it('the demo reset forgets the old keys with the new ones', () => {
    localStorage.setItem(LEGACY_LEDGER_KEY, JSON.stringify(yesterdaysLedger()));
    localStorage.setItem(LEGACY_STATE_KEY, '{}');
    localStorage.setItem(LEGACY_APPLICANTS_KEY, '{}');
    securityStore.update((s) => void (s.failures.b = 2));
    clearStores();
    for (const key of [LEGACY_LEDGER_KEY, LEGACY_STATE_KEY, LEGACY_APPLICANTS_KEY])
      expect(localStorage.getItem(key)).toBeNull();
    for (const store of ALL_STORES) expect(localStorage.getItem(store.key)).toBeNull();
  });
});

describe('the whole state', () => {
  it('is saved and loaded as one object, each store with its version', () => {
    const s = scenario();
    new PreferenceBook(s).setToggle('approvals', true);
    securityStore.update((state) => void (state.failures.c = 3));
    const snapshot = snapshotStores();
    expect(Object.keys(snapshot).toSorted()).toEqual(['mockbank:preferences', 'mockbank:security']);
    expect(snapshot['mockbank:preferences']?.version).toBe(1);
    clearStores();
    expect(loadState().failures).toEqual({});
    restoreStores(JSON.parse(JSON.stringify(snapshot)) as typeof snapshot);
    expect(loadState().failures).toEqual({ c: 3 });
    expect(new PreferenceBook(s).toggles()).toEqual({ approvals: true });
  });

  it('every store has its own key', () => {
    const keys = ALL_STORES.map((store) => store.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
