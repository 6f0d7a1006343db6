import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildBank } from '../../../scripts/bank-build.mjs';
import type { Account } from '../../shared/domain/accounts';
import type { Recipient } from '../../shared/domain/recipient';
import type { Transaction } from '../../shared/domain/transactions';
import { toMicros } from '../../shared/money';
import type { BankHandler, BankRouter } from '../router';
import { call, post, setBankBase, signIn } from '../testingCalls';
import { BankError } from '../types';
import { flushedAfterEach, openStateFile } from './fileStorage';
import {
  pay,
  payoutRequest,
  recipientsOf,
  withPayoutCode,
  type PaymentAnswer,
} from '../testingPayments';

/**
 * `npm run bank -- --state FILE` (http/fileStorage.ts): the real server in a child process,
 * killed with SIGKILL while payouts run and started again on the same file.
 */
let dir = '';
let build = '';
let serve = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bank-state-'));
  // Built inside node_modules, where its imports (zod ...) resolve; about 0.2 s.
  build = mkdtempSync(join(process.cwd(), 'node_modules', '.bank-state-test-'));
  serve = await buildBank(build);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
});

interface Child {
  process: ChildProcess;
  url: string;
  output: () => string;
}
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  setBankBase('');
});

/** Starts serve.mjs with `args` on a free port; resolves once it listens (or rejects if it exits). */
function startBank(...args: string[]): Promise<Child> {
  const child = spawn(process.execPath, [serve, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url && output.includes('Point the app')) {
        setBankBase(url);
        resolve({ process: child, url, output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`bank exited (${code}): ${output}`)));
  });
}

/** Runs serve.mjs with `args` to its end: its exit code and what it printed. */
function runBank(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [serve, '--port', '0', ...args]);
  children.push(child);
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

function killed(child: Child): Promise<void> {
  return new Promise((resolve) => {
    child.process.once('exit', () => resolve());
    child.process.kill('SIGKILL');
  });
}

const mainAccount = async (bearer: string): Promise<Account> => {
  const { body } = await call<{ accounts: Account[] }>('/v1/boom/accounts', { bearer });
  const found = body.accounts.find((a) => a.accountName === 'Main account');
  if (!found) throw new Error('no Main account');
  return found;
};
/** The main account's debits whose message starts with `tag`, from the bank's ledger. */
async function taggedDebits(bearer: string, account: Account, tag: string): Promise<Transaction[]> {
  const page = await post<{ transactions: Transaction[] }>('/v1/boom/transactions?pageSize=100', {
    bearer,
    body: { vaNumbers: [account.accountNumber], amountType: 'DEBIT', transactionType: ['PayOut'] },
  });
  return page.body.transactions.filter((t) => t.customerMessage?.startsWith(tag));
}
const fastRecipient = (recipients: Recipient[]): Recipient => {
  const found = recipients.find(
    (r) =>
      r.recipientType === 'LOCAL' &&
      r.currency === 'SGD' &&
      !(r.recipientBankCode ?? '').startsWith('DBSSSGSG'),
  );
  if (!found) throw new Error('no FAST recipient');
  return found;
};

/** The demo users who may pay out with an SMS code: each may ask for 5 codes in 10 minutes. */
const PAYERS = ['admin@demo.test', 'subadmin@demo.test', 'fresh@demo.test'];

interface Sent {
  key: string;
  body: unknown;
  bearer: string;
  tag: string;
  answer?: PaymentAnswer;
}

describe('the bank keeps its state in a file (--state FILE)', () => {
  it('SIGKILL while payouts run loses no acknowledged payout, books none twice, and a replayed key after the restart moves nothing', async () => {
    const file = join(dir, 'kill.json');
    const first = await startBank('--state', file);
    const payers = await Promise.all(
      PAYERS.map(async (email) => {
        const bearer = (await signIn(email)).accessToken;
        return { bearer, recipient: fastRecipient(await recipientsOf(bearer)) };
      }),
    );
    const before = await mainAccount(payers[0]!.bearer);
    // Each payer's five payouts with their codes (a payer may ask for 5 codes in 10 minutes),
    // amounts and messages apart, so the ledger tells which payout each debit is.
    const sent: Sent[] = (
      await Promise.all(
        payers.map(async ({ bearer, recipient }, p) => {
          const bodies: Sent[] = [];
          for (let i = 0; i < 5; i++) {
            const tag = `KILL ${p}-${i}`;
            const request = payoutRequest(
              before,
              recipient,
              toMicros(`1.${p}${i}`),
              {},
              {
                customerMessage: tag,
              },
            );
            const body = await withPayoutCode(bearer, request, before, recipient);
            bodies.push({ key: crypto.randomUUID(), body, bearer, tag });
          }
          return bodies;
        }),
      )
    ).flat();
    // Each payer sends its payouts one after another, the three payers at once; the bank is
    // killed as the fourth answer arrives, with the other payers' payouts on their way.
    let acknowledged = 0;
    let down = false;
    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    await Promise.all(
      payers.map(async ({ bearer }) => {
        for (const one of sent.filter((s) => s.bearer === bearer)) {
          if (down) return;
          const answer = await pay(bearer, 'FAST', one.body, one.key).catch(() => null);
          if (answer?.status !== 200) continue; // null: the bank was killed under this call
          one.answer = answer.body;
          if (++acknowledged === 4) {
            down = true;
            first.process.kill('SIGKILL');
          }
        }
      }),
    );
    expect(acknowledged).toBeGreaterThanOrEqual(4);
    expect(acknowledged).toBeLessThan(sent.length);
    await exited;

    const second = await startBank('--state', file);
    expect(second.output()).toContain(`State of scenario 'default' loaded from ${file}`);
    const admin = (await signIn('admin@demo.test')).accessToken;
    const debits = await taggedDebits(admin, before, 'KILL ');
    const acked = sent.filter((s) => s.answer);
    // Every acknowledged payout is in the ledger once, with the id its answer gave.
    for (const s of acked) {
      const ids = s.answer!.touched.transactions.map((t) => t.displayReferenceId);
      expect(
        debits.filter((d) => d.customerMessage === s.tag).map((d) => d.displayReferenceId),
      ).toEqual(ids);
    }
    // A payout whose answer was lost may be there or not, never twice; nothing else was booked.
    const tags = debits.map((d) => d.customerMessage);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags.every((t) => sent.some((s) => s.tag === t))).toBe(true);
    const after = await mainAccount(admin);
    const debited = debits.reduce((sum, d) => sum + d.amount, 0);
    expect(after.currentBalance).toBe((before.currentBalance ?? 0) - debited);

    // Each acknowledged key, sent again by its payer after a new sign-in, gets the same answer.
    const bearers = new Map<string, string>();
    for (const [p, email] of PAYERS.entries())
      bearers.set(payers[p]!.bearer, (await signIn(email)).accessToken);
    for (const s of acked)
      expect(await pay(bearers.get(s.bearer)!, 'FAST', s.body, s.key)).toEqual({
        status: 200,
        body: s.answer,
      });
    expect((await mainAccount(admin)).currentBalance).toBe(after.currentBalance);
    // Every other key sent again, as a client does after a lost answer: a payout that reached
    // the file answers as it was, one that did not is made now; none is booked twice.
    for (const s of sent.filter((one) => !one.answer))
      expect((await pay(bearers.get(s.bearer)!, 'FAST', s.body, s.key)).status).toBe(200);
    const finalDebits = await taggedDebits(admin, before, 'KILL ');
    expect(finalDebits.map((d) => d.customerMessage).toSorted()).toEqual(
      sent.map((s) => s.tag).toSorted(),
    );
    expect(
      finalDebits.filter((d) => debits.some((e) => e.displayReferenceId === d.displayReferenceId)),
    ).toHaveLength(debits.length);
    expect((await mainAccount(admin)).currentBalance).toBe(
      (before.currentBalance ?? 0) - finalDebits.reduce((sum, d) => sum + d.amount, 0),
    );
    await killed(second);
  });

  it('a restart without --state starts from the scenario: nothing is kept', async () => {
    const first = await startBank();
    expect(first.output()).toContain(
      'State: in memory only (a restart starts from the scenario; --state FILE keeps it)',
    );
    const bearer = (await signIn('admin@demo.test')).accessToken;
    const start = await mainAccount(bearer);
    const from = await mainAccount(bearer);
    const recipient = fastRecipient(await recipientsOf(bearer));
    const body = await withPayoutCode(
      bearer,
      payoutRequest(from, recipient, toMicros('5.00')),
      from,
      recipient,
    );
    expect((await pay(bearer, 'FAST', body)).status).toBe(200);
    expect((await mainAccount(bearer)).currentBalance).toBeLessThan(start.currentBalance ?? 0);
    await killed(first);

    await startBank();
    const again = (await signIn('admin@demo.test')).accessToken;
    expect((await mainAccount(again)).currentBalance).toBe(start.currentBalance);
  });

  it('a truncated state file does not stop start-up: it is moved aside and the bank starts from the scenario', async () => {
    const file = join(dir, 'truncated.json');
    writeFileSync(file, '{"mockBankState":1,"scenario":"default","savedAt":"2026-11-27T10:00');
    const bank = await startBank('--state', file);
    const aside = readdirSync(dir).find((name) => name.startsWith('truncated.json.corrupt-'));
    expect(aside).toBeDefined();
    expect(bank.output()).toContain(
      `State: The state file ${file} could not be read (it is not JSON (a truncated or damaged file)): moved aside to ${aside}; starting from scenario 'default', changes are kept in ${file}.`,
    );
    expect(readFileSync(join(dir, aside!), 'utf8')).toBe(
      '{"mockBankState":1,"scenario":"default","savedAt":"2026-11-27T10:00',
    );
    const bearer = (await signIn('admin@demo.test')).accessToken;
    expect((await mainAccount(bearer)).currentBalance).toBe(486_250_750_000);
  });

  it('a state file of another scenario is refused, not overwritten', async () => {
    const file = join(dir, 'large.json');
    const text =
      '{"mockBankState":1,"scenario":"large","savedAt":"2026-11-27T10:00:00.000Z",\n"items":{}}\n';
    writeFileSync(file, text);
    expect(await runBank('--state', file)).toEqual({
      code: 1,
      output: `The state file ${file} holds the state of scenario 'large', not 'default': start with --scenario large, or give another file.\n`,
    });
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});

describe('the state file is written before the answer', () => {
  it('a kill right after an answer loses nothing: the change is on disk when the handler returns, a refusal that counts included', () => {
    const file = join(dir, 'order.json');
    const { state, router, handlers } = wrapped(file);
    router.post('/pay', () => {
      state.setItem('mockbank:accounts', '{"version":1,"value":{"moved":5}}');
      return { ok: true };
    });
    router.post('/login', () => {
      state.setItem('mockbank:security', '{"version":1,"value":{"attempts":1}}');
      throw new BankError(401, 'RESOURCE_NOT_FOUND', 'wrong');
    });
    expect(handlers.get('/pay')!({} as never)).toEqual({ ok: true });
    expect(onDisk(file)).toEqual({ 'mockbank:accounts': { version: 1, value: { moved: 5 } } });
    expect(() => handlers.get('/login')!({} as never)).toThrow(BankError);
    expect(onDisk(file)).toEqual({
      'mockbank:accounts': { version: 1, value: { moved: 5 } },
      'mockbank:security': { version: 1, value: { attempts: 1 } },
    });
    expect(readdirSync(dir).filter((name) => name.startsWith('order.json.tmp-'))).toEqual([]);
  });

  it('keeps a text that is not JSON as it was written, across a restart', () => {
    const file = join(dir, 'text.json');
    const first = wrapped(file);
    first.router.get('/x', () => {
      first.state.setItem('plain', 'not json {');
      first.state.setItem('quoted', '"a JSON string"');
    });
    first.handlers.get('/x')!({} as never);
    const again = openStateFile(file, 'default');
    expect([again.start, again.getItem('plain'), again.getItem('quoted')]).toEqual([
      'loaded',
      'not json {',
      '"a JSON string"',
    ]);
  });
});

/** The handlers flushedAfterEach registers, by path, called as an adapter would. */
function wrapped(file: string) {
  const state = openStateFile(file, 'default');
  const handlers = new Map<string, BankHandler>();
  const add = (path: string, handler: BankHandler) => void handlers.set(path, handler);
  const router: BankRouter = { get: add, post: add, put: add, patch: add, del: add };
  return { state, router: flushedAfterEach(router, state), handlers };
}

const onDisk = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { items: Record<string, unknown> }).items;
