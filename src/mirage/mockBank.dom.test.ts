import { afterEach, describe, expect, it } from 'vitest';
import { startMockBank, type MockBankControls } from './mockBank';
import { SECURITY_KEY } from './stores/security';
import { FINANCE_TOTP_SECRET } from './scenarios/demoUsers';
import { ALL_STORES } from './stores/index';
import { transactionsStore } from './stores/transactions';
import { defaultScenario } from './scenarios/default';
import { readDemoCode } from '../shared/demoCodes';
import { call, loginAs, post, preMfa, signIn, verifyMfa } from './testing';

/** How many records the default scenario's history has. */
const SEEDED = defaultScenario().transactions.length;

let bank: MockBankControls | null = null;
afterEach(() => bank?.shutdown());

describe('startMockBank', () => {
  it('lists the demo users with their passwords, codes and the finance authenticator secret', () => {
    bank = startMockBank({ environment: 'test', mountPanel: false });
    const users = bank.demoUsers();
    expect(users.map((u) => `${u.email} ${u.role}`)).toEqual([
      'admin@demo.test admin',
      'subadmin@demo.test sub-admin',
      'finance@demo.test finance',
      'accountant@demo.test accountant',
      'general@demo.test general',
      'suspended@demo.test general',
      'fresh@demo.test admin',
      // The demo applicants, one per onboarding state (issue 12).
      'new@demo.test admin',
      'registry@demo.test admin',
      'pending@demo.test admin',
      'rejected@demo.test admin',
      'submitted@demo.test admin',
    ]);
    expect(
      users.every((u) => u.password === 'Demo@1234' && u.smsCode === '123456' && u.name.length > 3),
    ).toBe(true);
    expect(users.find((u) => u.email === 'finance@demo.test')).toMatchObject({
      secondFactor: 'TOTP',
      totpSecret: FINANCE_TOTP_SECRET,
    });
    expect(users.filter((u) => u.secondFactor === 'TOTP')).toHaveLength(1);
    expect(bank.currentTotp('finance@demo.test')).toMatch(/^\d{6}$/);
    expect(bank.currentTotp('admin@demo.test')).toBeNull();
    expect(bank.currentTotp('nobody@demo.test')).toBeNull();
  });

  it('names the same people on every start (fixed faker seed)', () => {
    bank = startMockBank({ environment: 'test', mountPanel: false });
    const names = bank.demoUsers().map((u) => u.name);
    bank.shutdown();
    bank = startMockBank({ environment: 'test', mountPanel: false });
    expect(bank.demoUsers().map((u) => u.name)).toEqual(names);
  });

  it('puts its controls on window.__mockBank and takes them away on shutdown, restoring fetch', () => {
    const before = window.fetch;
    bank = startMockBank({ environment: 'test', mountPanel: false });
    expect(window.__mockBank).toBe(bank);
    expect(window.fetch).not.toBe(before);
    bank.shutdown();
    bank = null;
    expect(window.__mockBank).toBeUndefined();
    expect(window.fetch).toBe(before);
  });

  it('starts an empty scenario with no users', async () => {
    bank = startMockBank({ scenario: 'empty', environment: 'test', mountPanel: false });
    expect(bank.scenario).toBe('empty');
    expect(bank.demoUsers()).toEqual([]);
    expect((await loginAs('admin@demo.test')).status).toBe(404);
  });

  it('refuses an unknown scenario by name', () => {
    expect(() =>
      startMockBank({ scenario: 'nope', environment: 'test', mountPanel: false }),
    ).toThrow(/Unknown mock scenario 'nope'/);
  });

  it('reset() wipes locks and other persisted state', async () => {
    bank = startMockBank({ environment: 'test', mountPanel: false });
    const { token, otpId } = await preMfa('general@demo.test');
    for (let i = 0; i < 5; i++) await verifyMfa(token, '000000', otpId);
    expect(localStorage.getItem(SECURITY_KEY)).not.toBeNull();
    expect((await loginAs('general@demo.test')).status).toBe(423);
    bank.reset();
    expect(localStorage.getItem(SECURITY_KEY)).toBeNull();
    expect((await loginAs('general@demo.test')).status).toBe(200);
  });

  it('mounts the demo panel into its own element and removes it on shutdown', () => {
    bank = startMockBank({ environment: 'test', mountPanel: true });
    expect(document.getElementById('mock-bank-panel')).not.toBeNull();
    bank.shutdown();
    bank = null;
    expect(document.getElementById('mock-bank-panel')).toBeNull();
  });

  it('leaves requests that are not the bank API to the web server', async () => {
    bank = startMockBank({ environment: 'test', mountPanel: false });
    // jsdom has no web server: a passed-through request fails in the network layer, not in Mirage.
    const outcome = await fetch('/config.json').then(
      (r) => `answered ${r.status}`,
      (e: unknown) => String(e),
    );
    expect(outcome).not.toMatch(/Mirage/);
    expect(bank.calls()).toEqual([]);
    await call('/v1/boom/auth/maintenance');
    expect(bank.calls()).toHaveLength(1);
  });

  it('gives the accounts with their balances and the approval requests, for e2e checks', () => {
    bank = startMockBank({ environment: 'test', mountPanel: false });
    expect(bank.accounts().map((a) => a.currency)).toEqual([
      'SGD',
      'SGD',
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'HKD',
      'AUD',
      'THB',
    ]);
    expect(bank.accounts()[0]?.currentBalance).toBe(486_250_750_000);
    expect(bank.approvals().filter((r) => r.status === 'PendingApproval')).toHaveLength(13);
    expect(bank.approvals()[0]).not.toHaveProperty('fixedSide');
  });

  it('sets a toggle that the bank serves and keeps across a restart until reset', async () => {
    bank = startMockBank({ environment: 'test', mountPanel: false });
    bank.setToggle('internalTransferPage', true);
    const { accessToken } = await signIn('general@demo.test');
    const toggles = async () =>
      (
        await call<{ features: Record<string, unknown> }>('/v1/boom/user/feature-toggle', {
          bearer: accessToken,
        })
      ).body.features;
    expect((await toggles()).internalTransferPage).toBe(true);
    bank.shutdown();
    bank = startMockBank({ environment: 'test', mountPanel: false });
    expect((await toggles()).internalTransferPage).toBe(true);
    bank.reset();
    expect((await toggles()).internalTransferPage).toBe(false);
  });

  it('reset() also forgets ledger changes: balances, names and booked transactions', async () => {
    bank = startMockBank({ environment: 'test', mountPanel: false });
    bank.setToggle('transfer2fa', false);
    const [main, payroll] = bank.accounts();
    const { accessToken } = await signIn('admin@demo.test');
    const body = {
      senderAccount: main?.accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: 5_000_000,
      receiverAccount: payroll?.accountNumber,
      targetCurrency: 'SGD',
      targetAmount: 5_000_000,
      toAmount: 5_000_000,
      calcSourceAmtFromDestinationAmt: false,
    };
    expect(
      (
        await post('/v1/boom/transfers', {
          bearer: accessToken,
          body,
          headers: { 'Idempotency-Key': 'k1' },
        })
      ).status,
    ).toBe(200);
    expect(localStorage.getItem(transactionsStore.key)).not.toBeNull();
    bank.reset();
    expect(localStorage.getItem(transactionsStore.key)).toBeNull();
    expect(bank.accounts()[0]?.currentBalance).toBe(main?.currentBalance);
    const first = await post<{ displayReferenceIds: string[] }>(
      '/v1/boom/transactions?pageSize=1',
      { bearer: accessToken, body: {} },
    );
    expect(first.body.displayReferenceIds).toHaveLength(SEEDED);
  });

  it('keeps the ledger changes small: only what changed is stored', async () => {
    bank = startMockBank({ environment: 'test', mountPanel: false });
    bank.setToggle('transfer2fa', false);
    const [main, payroll] = bank.accounts();
    const { accessToken } = await signIn('admin@demo.test');
    const body = {
      senderAccount: main?.accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: 5_000_000,
      receiverAccount: payroll?.accountNumber,
      targetCurrency: 'SGD',
      targetAmount: 5_000_000,
      toAmount: 5_000_000,
      calcSourceAmtFromDestinationAmt: false,
    };
    await post('/v1/boom/transfers', {
      bearer: accessToken,
      body,
      headers: { 'Idempotency-Key': 'k1' },
    });
    // Every store of the books together (security and onboarding records aside).
    const books = ALL_STORES.filter(
      (s) => !['mockbank:security', 'mockbank:applicants'].includes(s.key),
    );
    const stored = books.map((s) => localStorage.getItem(s.key) ?? '').join('');
    expect(stored.length).toBeLessThan(12_000);
  });

  it("tells a code dialog the demo user's code: by the pre-MFA token at login, else the user of the last bearer call", async () => {
    bank = startMockBank({ environment: 'test', mountPanel: false });
    expect(readDemoCode('SMS')).toBeNull();
    const { token } = await preMfa('finance@demo.test');
    const totp = readDemoCode('TOTP', { token });
    expect(totp?.email).toBe('finance@demo.test');
    expect(totp?.code).toBe(bank.currentTotp('finance@demo.test'));
    expect(totp?.secondsLeft).toBeGreaterThan(0);
    expect(readDemoCode('SMS', { token })).toEqual({ email: 'finance@demo.test', code: '123456' });
    const { accessToken } = await signIn('admin@demo.test');
    await call('/v1/boom/accounts', { bearer: accessToken });
    expect(readDemoCode('SMS')).toEqual({ email: 'admin@demo.test', code: '123456' });
    // An admin without an authenticator app has no TOTP to show.
    expect(readDemoCode('TOTP')).toBeNull();
    bank.shutdown();
    bank = null;
    expect(readDemoCode('SMS')).toBeNull();
  });
});
