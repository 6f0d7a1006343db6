import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_MESSAGES } from '../../api/ApiError';
import type { MoneyIntent } from '../../api/client';
import { describeCodeFailure } from '../../api/codeFailures';
import { NO_ANSWER, NO_ANSWER_TITLE } from '../../api/unknownOutcome';
import type { CodeAuthorisation } from '../../shared/domain/codeAuthorisation';
import { TRANSFER_FAILED_TITLE } from './failure';
import {
  createMoneyAction,
  type CodeSession,
  type MoneyActionOptions,
  type MoneyDeps,
} from './moneyAction';

/*
 * The money-action protocol's branches, once each, in Node. The bank here is a ledger that keeps
 * the first answer of each idempotency key, as the real one does (src/mirage: bank.idempotent),
 * and can lose an answer on the way back after it moved the money.
 */

interface Pay {
  amount: number;
  reference?: string;
}
interface Paid {
  moved: number;
  held: boolean;
}

function fakeBank() {
  const answers = new Map<string, Paid>();
  const bank = {
    balance: 1_000_000_000,
    sent: [] as { request: Pay; key: string }[],
    loseNextAnswer: false,
    refuseWith: null as ApiError | null,
    holdAbove: Infinity,
    send: async (request: Pay, intent: MoneyIntent): Promise<Paid> => {
      await Promise.resolve();
      bank.sent.push({ request, key: intent.idempotencyKey });
      if (bank.refuseWith) throw bank.refuseWith;
      let answer = answers.get(intent.idempotencyKey);
      if (!answer) {
        const held = request.amount > bank.holdAbove;
        if (!held) bank.balance -= request.amount;
        answer = { moved: held ? 0 : request.amount, held };
        answers.set(intent.idempotencyKey, answer);
      }
      if (bank.loseNextAnswer) {
        bank.loseNextAnswer = false;
        throw new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' });
      }
      return answer;
    },
  };
  return bank;
}

const AUTHORISATION: CodeAuthorisation = {
  kind: 'internalTransfer',
  amount: 100_000_000,
  currency: 'SGD',
  from: { name: 'Main', number: '885164302117' },
  to: { name: 'Savings', number: '885164302125' },
};

function codeSession(verify: CodeSession['verify']): CodeSession {
  return {
    authorisation: AUTHORISATION,
    send: () => Promise.resolve({ destination: '+65 ****1234', resendInSeconds: 179 }),
    verify,
    describe: describeCodeFailure,
  };
}

function setUp(options: Partial<MoneyActionOptions<Pay, Paid>> = {}) {
  const bank = fakeBank();
  let key = 0;
  const deps: MoneyDeps = {
    isOffline: () => false,
    newIntent: () => ({ idempotencyKey: `K-${++key}` }),
  };
  const onAnswer = vi.fn<(result: Paid, request: Pay) => void>();
  const model = createMoneyAction<Pay, Paid>(
    { send: bank.send, isHeld: (paid) => paid.held, onAnswer, ...options },
    deps,
  );
  const settled = () => vi.waitFor(() => expect(model.getState().busy).toBe(false));
  return { bank, deps, model, onAnswer, settled };
}

const withCode = (
  verify: CodeSession['verify'],
  more: Partial<MoneyActionOptions<Pay, Paid>> = {},
) => {
  const open = vi.fn<(authorisation: CodeAuthorisation) => CodeSession>(() => codeSession(verify));
  const set = setUp({
    codeRequired: true,
    code: { open, withCode: (request, _method, reference) => ({ ...request, reference }) },
    ...more,
  });
  return { ...set, open };
};

describe('the money-action protocol', () => {
  it('refuses offline before anything is sent, and no intent is made', () => {
    const { bank, deps, model } = setUp();
    deps.isOffline = () => true;
    const newIntent = vi.spyOn(deps, 'newIntent');
    model.confirm({ amount: 100 });
    expect(model.getState()).toMatchObject({
      busy: false,
      notice: { kind: 'offline', message: CLIENT_MESSAGES.offline },
    });
    expect(bank.sent).toEqual([]);
    expect(newIntent).not.toHaveBeenCalled();
  });

  it('says the action’s own offline text when it has one', () => {
    const { deps, model } = setUp({ offlineText: 'Changing a request needs a connection.' });
    deps.isOffline = () => true;
    model.confirm({ amount: 100 });
    expect(model.getState().notice?.message).toBe('Changing a request needs a connection.');
  });

  it('sends once for a double click, busy from the click until the answer', async () => {
    const { bank, model, onAnswer, settled } = setUp();
    model.confirm({ amount: 100 });
    model.confirm({ amount: 100 });
    expect(model.getState().busy).toBe(true);
    await settled();
    expect(bank.sent).toHaveLength(1);
    expect(model.getState().outcome).toEqual({
      kind: 'success',
      result: { moved: 100, held: false },
    });
    expect(onAnswer).toHaveBeenCalledWith({ moved: 100, held: false }, { amount: 100 });
  });

  it('a lost answer is an unknown outcome; Try again sends the same request under the same key and the bank moves the money once', async () => {
    const { bank, model, settled } = setUp();
    bank.loseNextAnswer = true;
    model.confirm({ amount: 100 });
    await settled();
    expect(model.getState().outcome).toEqual({
      kind: 'failure',
      code: 'NETWORK_ERROR',
      title: NO_ANSWER_TITLE,
      message: NO_ANSWER,
      retryable: true,
    });
    expect(model.getState().request).toEqual({ amount: 100 });
    model.retry();
    await settled();
    expect(bank.sent).toHaveLength(2);
    expect(bank.sent[1]).toEqual(bank.sent[0]);
    expect(bank.balance).toBe(1_000_000_000 - 100);
    expect(model.getState()).toMatchObject({
      outcome: { kind: 'success', result: { moved: 100 } },
      request: null,
    });
    // The answer ended the intent: the next confirm is a new one.
    model.confirm({ amount: 100 });
    await settled();
    expect(bank.sent[2]!.key).not.toBe(bank.sent[0]!.key);
    expect(bank.balance).toBe(1_000_000_000 - 200);
  });

  it('confirming the unanswered request again (after OK) is the same retry, even offline', async () => {
    const { bank, deps, model, settled } = setUp();
    bank.loseNextAnswer = true;
    model.confirm({ amount: 100 });
    await settled();
    model.dismissOutcome();
    // The client lets an unanswered intent go again; the protocol does not refuse it either.
    deps.isOffline = () => true;
    model.confirm({ amount: 100 });
    await settled();
    expect(bank.sent.map((s) => s.key)).toEqual(['K-1', 'K-1']);
    expect(bank.balance).toBe(1_000_000_000 - 100);
  });

  it('an answered refusal ends the intent: no Try again, the next confirm is a new key', async () => {
    const { bank, model, settled } = setUp();
    bank.refuseWith = new ApiError({ kind: 'http', status: 400, code: 'INSUFFICIENT_FUND' });
    model.confirm({ amount: 100 });
    await settled();
    expect(model.getState().outcome).toMatchObject({
      kind: 'failure',
      title: TRANSFER_FAILED_TITLE,
      retryable: false,
    });
    model.retry();
    expect(bank.sent).toHaveLength(1);
    bank.refuseWith = null;
    model.confirm({ amount: 100 });
    await settled();
    expect(bank.sent.map((s) => s.key)).toEqual(['K-1', 'K-2']);
  });

  it('a request held for approval is its own outcome, and moved nothing', async () => {
    const { bank, model, settled } = setUp();
    bank.holdAbove = 50;
    model.confirm({ amount: 100 });
    await settled();
    expect(model.getState().outcome).toEqual({
      kind: 'approval',
      result: { moved: 0, held: true },
    });
    expect(bank.balance).toBe(1_000_000_000);
  });

  describe('with a code step', () => {
    it('asks for the code bound to what it authorises, then sends the request with its reference', async () => {
      const { bank, model, open, settled } = withCode(() => Promise.resolve('OTP-1'));
      model.confirm({ amount: 100 }, AUTHORISATION);
      expect(open).toHaveBeenCalledWith(AUTHORISATION);
      expect(model.getState().code?.authorisation).toBe(AUTHORISATION);
      expect(bank.sent).toEqual([]);
      const session = model.getState().code!;
      model.codeVerified('SMS', await session.verify('SMS', '123456'));
      await settled();
      expect(bank.sent).toEqual([{ request: { amount: 100, reference: 'OTP-1' }, key: 'K-1' }]);
    });

    it('with nothing to show, no code is asked for and nothing is sent', () => {
      const { bank, model, open } = withCode(() => Promise.resolve('OTP-1'));
      model.confirm({ amount: 100 });
      expect(open).not.toHaveBeenCalled();
      expect(model.getState().busy).toBe(false);
      expect(bank.sent).toEqual([]);
    });

    it('a wrong code or a lock sends nothing and says why (describeCodeFailure); leaving the step frees Confirm', async () => {
      const wrong = new ApiError({
        kind: 'http',
        status: 400,
        code: 'INVALID_OTP',
        remainingAttempts: 3,
      });
      const { bank, model, open } = withCode(() => Promise.reject(wrong));
      model.confirm({ amount: 100 }, AUTHORISATION);
      const session = model.getState().code!;
      await expect(session.verify('SMS', '000000')).rejects.toBe(wrong);
      expect(session.describe(wrong, 'SMS').lines).toEqual([
        'To keep your account secure, your account will be locked for 30 mins after 3 more failed attempts.',
      ]);
      const locked = new ApiError({ kind: 'http', status: 403, code: 'ACCOUNT_LOCKED' });
      expect(session.describe(locked, 'SMS')).toMatchObject({
        tone: 'error',
        lock: 'ACCOUNT_LOCKED',
      });
      expect(model.getState().busy).toBe(true);
      model.codeClosed();
      expect(model.getState()).toMatchObject({ busy: false, code: null });
      expect(bank.sent).toEqual([]);
      // The same code step comes back (a code already sent stays valid), under a new intent.
      model.confirm({ amount: 100 }, AUTHORISATION);
      expect(model.getState().code).toBe(session);
      expect(open).toHaveBeenCalledTimes(1);
    });

    it('a quote that ran out while the code was entered stops the request: nothing is sent', () => {
      const { bank, model } = withCode(() => Promise.resolve('OTP-1'), {
        expired: () => true,
        expiredText: 'The exchange rate has expired, so nothing was sent.',
      });
      model.confirm({ amount: 100 }, AUTHORISATION);
      model.codeVerified('SMS', 'OTP-1');
      expect(model.getState()).toMatchObject({
        busy: false,
        notice: { kind: 'expired', message: 'The exchange rate has expired, so nothing was sent.' },
      });
      expect(bank.sent).toEqual([]);
    });

    it('Try again of a lost answer asks for no new code: the request goes with the code it had', async () => {
      const { bank, model, open, settled } = withCode(() => Promise.resolve('OTP-1'));
      bank.loseNextAnswer = true;
      model.confirm({ amount: 100 }, AUTHORISATION);
      model.codeVerified('SMS', 'OTP-1');
      await settled();
      model.retry();
      await settled();
      expect(open).toHaveBeenCalledTimes(1);
      expect(bank.sent).toEqual([
        { request: { amount: 100, reference: 'OTP-1' }, key: 'K-1' },
        { request: { amount: 100, reference: 'OTP-1' }, key: 'K-1' },
      ]);
      expect(bank.balance).toBe(1_000_000_000 - 100);
    });
  });
});
