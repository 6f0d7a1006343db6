import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listAccounts } from '../../shared/contracts/accounts';
import { login, registerDevice } from '../../shared/contracts/auth';
import { sendPayoutCode, verifyPayoutCode } from '../../shared/contracts/payoutCodes';
import { listRecipients } from '../../shared/contracts/recipients';
import { firstTransactionPage } from '../../shared/contracts/transactions';
import type { Account } from '../../shared/domain/accounts';
import { codeBindingOf, payoutAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { Recipient } from '../../shared/domain/recipient';
import { toMicros } from '../../shared/money';
import { call, loginAs, post, setBankBase, signIn } from '../testingCalls';
import {
  pay,
  PAYMENT_PATH,
  payoutRequest,
  recipientsOf,
  withPayoutCode,
  type PaymentAnswer,
} from '../testingPayments';

/**
 * `npm run bank:soak [-- --seconds 180 --concurrency 8 --state]` (issue 22): the mock bank as a
 * child process on 127.0.0.1 (never another interface), mixed traffic at a fixed concurrency for
 * a bounded time, then a report: requests/s, p50/p99 latency per kind of request, the bank's
 * memory after a warm-up and at the end (after a full GC: the child runs with --expose-gc and
 * prints its memory on SIGUSR2, http/serve.ts), and whether the sum of balances moved only by the
 * acknowledged payouts. Exits 1 if the books do not balance, the heap grew past HEAP_GROWTH_BOUND,
 * a replayed key got another answer, or the bank answered 5xx. scripts/bank-soak.mjs builds this
 * file and the bank with Vite and runs it; the test suite never does.
 */

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const SERVE = option('serve') ?? '';
const SECONDS = Number(option('seconds') ?? 180);
const CONCURRENCY = Number(option('concurrency') ?? 8);
const WARMUP_SECONDS = Math.min(20, Math.max(2, Math.round(SECONDS / 9)));
const WITH_STATE = args.includes('--state');
/** How much the bank's heap (after a full GC) may grow from the warm-up to the end. */
const HEAP_GROWTH_BOUND = 8 * 1024 * 1024;

/** Who pays: each may ask for 5 payout codes in 10 minutes (codeSends.ts), then gets 429. */
const PAYERS = ['admin@demo.test', 'subadmin@demo.test', 'fresh@demo.test'];
/** Who only signs in and reads (SMS second factor, remembered after the first time). */
const READERS = ['accountant@demo.test', 'general@demo.test'];

// ---- Latency per kind of request, measured around fetch (the calls of testingCalls.ts) ----

const latencies = new Map<string, number[]>();
const statuses = new Map<string, Map<number, number>>();
let measuring = false;
let requests = 0;
let serverErrors = 0;

function kindOf(method: string, path: string, headers: Headers): string {
  const named = headers.get('x-soak-kind');
  if (named) return named;
  if (path === registerDevice.path) return 'sign-in: device';
  if (path === login.path) return 'sign-in: password';
  if (path.includes('generate-mfa-otp')) return 'sign-in: code sent';
  if (path.includes('verify-mfa-otp')) return 'sign-in: code verified';
  if (path === listAccounts.path && method === 'GET') return 'read: accounts';
  if (path === firstTransactionPage.path) return 'read: transactions';
  if (path === listRecipients.path && method === 'GET') return 'read: recipients';
  if (path === sendPayoutCode.path) return 'payout: code sent';
  if (path === verifyPayoutCode.path) return 'payout: code verified';
  if (path === PAYMENT_PATH.FAST) return 'payout';
  return `other: ${method} ${path}`;
}

const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = new URL(String(input));
  const method = init?.method ?? 'GET';
  const kind = kindOf(method, url.pathname, new Headers(init?.headers));
  const started = performance.now();
  const response = await realFetch(input, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (measuring) {
    requests++;
    if (response.status >= 500) serverErrors++;
    const list = latencies.get(kind) ?? [];
    list.push(ms);
    latencies.set(kind, list);
    const byStatus = statuses.get(kind) ?? new Map<number, number>();
    byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
    statuses.set(kind, byStatus);
  }
  return new Response(text, { status: response.status, headers: response.headers });
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

// ---- The bank as a child process ----

interface Memory {
  rss: number;
  heapUsed: number;
}

function startBank(stateFile: string | null): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      SERVE,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      ...(stateFile ? ['--state', stateFile] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url && output.includes('Point the app')) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`the bank exited (${code}): ${output}`)));
  });
}

/** The child's memory after a full GC: SIGUSR2 makes it print one `Memory {...}` line. */
function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    let line = '';
    const read = (chunk: Buffer) => {
      line += chunk.toString();
      const found = /Memory (\{[^\n]*\})/.exec(line)?.[1];
      if (!found) return;
      child.stdout?.off('data', read);
      resolve(JSON.parse(found) as Memory);
    };
    child.stdout?.on('data', read);
    child.kill('SIGUSR2');
  });
}

// ---- Traffic ----

interface Session {
  email: string;
  deviceId: string;
  bearer: string;
  rememberToken: string;
}

interface Paid {
  key: string;
  body: unknown;
  bearer: string;
  answer: PaymentAnswer;
}

const paid: Paid[] = [];
let replayMismatches = 0;
const codesLeft = new Map(PAYERS.map((email) => [email, 5]));
/**
 * When each payer may pay next: its 5 payouts spread over the measured time, so that payouts run
 * from start to end instead of all in the warm-up; once they are spent it asks over the cap.
 */
const nextPayoutAt = new Map<string, number>();
let payoutSpacingMs = 0;

/** First sign-in of a user on a device: password and the SMS code, the browser remembered. */
async function firstSignIn(email: string, deviceId: string): Promise<Session> {
  const signedIn = await signIn(email, { deviceId, remember: true });
  if (!signedIn.accessToken || !signedIn.rememberToken)
    throw new Error(`${email} could not sign in: ${JSON.stringify(signedIn)}`);
  return { email, deviceId, bearer: signedIn.accessToken, rememberToken: signedIn.rememberToken };
}

/** A later sign-in: password, the second factor remembered for this browser. */
async function signInAgain(session: Session): Promise<void> {
  const answer = await loginAs(session.email, session.deviceId, undefined, session.rememberToken);
  if (answer.status === 200 && !answer.body.otpRequired) session.bearer = answer.body.jwtToken;
}

const read = [
  (s: Session) => call(listAccounts.path, { bearer: s.bearer }),
  (s: Session) => post(`${firstTransactionPage.path}?pageSize=15`, { bearer: s.bearer, body: {} }),
  (s: Session) => call(listRecipients.path, { bearer: s.bearer }),
];

async function payout(s: Session, recipient: Recipient, n: number): Promise<void> {
  const accounts = (await call<{ accounts: Account[] }>(listAccounts.path, { bearer: s.bearer }))
    .body.accounts;
  const from = accounts.find((a) => a.accountName === 'Main account');
  if (!from) return;
  // A small amount, apart for each payout (S$1.00 to S$9.99).
  const cents = String(n % 100).padStart(2, '0');
  const request = payoutRequest(from, recipient, toMicros(`${1 + (n % 9)}.${cents}`));
  const left = codesLeft.get(s.email) ?? 0;
  if (left > 0 && Date.now() < (nextPayoutAt.get(s.email) ?? 0)) {
    await read[n % read.length]!(s);
    return;
  }
  if (left <= 0) {
    // Over its code cap a payer still asks: the bank refuses with 429 and moves nothing.
    await post(sendPayoutCode.path, {
      bearer: s.bearer,
      body: {
        ...codeBindingOf(payoutAuthorisation(request, from.accountName, recipient)),
        otpType: 'SMS',
      },
      headers: { 'X-Soak-Kind': 'payout: code over the cap' },
    });
    return;
  }
  codesLeft.set(s.email, left - 1);
  nextPayoutAt.set(s.email, Date.now() + payoutSpacingMs);
  const body = await withPayoutCode(s.bearer, request, from, recipient);
  const key = crypto.randomUUID();
  const answer = await pay(s.bearer, 'FAST', body, key);
  if (answer.status === 200) paid.push({ key, body, bearer: s.bearer, answer: answer.body });
}

async function replay(): Promise<void> {
  const one = paid[Math.floor(Math.random() * paid.length)];
  if (!one) return;
  const again = await post<PaymentAnswer>(PAYMENT_PATH.FAST, {
    bearer: one.bearer,
    body: one.body,
    headers: { 'Idempotency-Key': one.key, 'X-Soak-Kind': 'payout: replayed key' },
  });
  if (again.status !== 200 || JSON.stringify(again.body) !== JSON.stringify(one.answer))
    replayMismatches++;
}

const malformed = [
  // Not JSON at all.
  (s: Session) =>
    postRaw('malformed: not JSON', listAccounts.path, s.bearer, '{"currency": "USD",'),
  // A payout without its fields.
  (s: Session) =>
    post(PAYMENT_PATH.FAST, {
      bearer: s.bearer,
      body: { senderAccountNo: 42 },
      headers: { 'Idempotency-Key': crypto.randomUUID(), 'X-Soak-Kind': 'malformed: payout' },
    }),
  // A payout code for an amount that is not a number.
  (s: Session) =>
    post(sendPayoutCode.path, {
      bearer: s.bearer,
      body: { purpose: 'transfer', amount: 'a lot', otpType: 'SMS' },
      headers: { 'X-Soak-Kind': 'malformed: payout code' },
    }),
];

let base = '';
/** A POST whose body is the raw text given (not JSON), as a careless client would send it. */
async function postRaw(kind: string, path: string, bearer: string, text: string) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Request-Id': crypto.randomUUID(),
      'X-Device-Id': 'soak-raw',
      Authorization: `Bearer ${bearer}`,
      'X-Soak-Kind': kind,
    },
    body: text,
  });
}

const badTokens = [
  () => call(listAccounts.path, { bearer: 'not-a-token', headers: { 'X-Soak-Kind': 'bad token' } }),
  (s: Session) =>
    // A token with its signature changed.
    call(listAccounts.path, {
      bearer: `${s.bearer.slice(0, -4)}AAAA`,
      headers: { 'X-Soak-Kind': 'bad token' },
    }),
];

async function worker(
  w: number,
  until: () => boolean,
  signedIn: ReadonlyMap<string, Session>,
  recipients: ReadonlyMap<string, Recipient>,
) {
  const email = [...PAYERS, ...READERS][w % (PAYERS.length + READERS.length)] as string;
  const session = { ...signedIn.get(email)! };
  let n = w * 1000;
  while (!until()) {
    n++;
    const roll = n % 20;
    if (roll < 8) await read[n % read.length]!(session);
    else if (roll < 10) await signInAgain(session);
    else if (roll < 12 && PAYERS.includes(email)) await payout(session, recipients.get(email)!, n);
    else if (roll < 15) await replay();
    else if (roll < 18) await malformed[n % malformed.length]!(session);
    else await badTokens[n % badTokens.length]!(session);
  }
}

/** Every account's balance summed per currency, as the admin reads them. */
async function balances(bearer: string): Promise<Record<string, number>> {
  const { body } = await call<{ accounts: Account[] }>(listAccounts.path, { bearer });
  const sums: Record<string, number> = {};
  for (const a of body.accounts)
    sums[a.currency] = (sums[a.currency] ?? 0) + (a.currentBalance ?? 0);
  return sums;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  const dir = WITH_STATE ? mkdtempSync(join(tmpdir(), 'bank-soak-')) : null;
  const { child, url } = await startBank(dir ? join(dir, 'state.json') : null);
  base = url;
  setBankBase(url);
  try {
    // One SMS code per user (a user may ask for one every 3 minutes, codeSends.ts): each user's
    // browser is remembered, and its clients sign in again with the password alone.
    const signedIn = new Map<string, Session>();
    for (const email of [...PAYERS, ...READERS])
      signedIn.set(email, await firstSignIn(email, `soak-${email}`));
    const admin = signedIn.get('admin@demo.test')!;
    const recipients = new Map<string, Recipient>();
    for (const email of PAYERS) {
      const fast = (await recipientsOf(signedIn.get(email)!.bearer)).find(
        (r) =>
          r.recipientType === 'LOCAL' &&
          r.currency === 'SGD' &&
          !(r.recipientBankCode ?? '').startsWith('DBSSSGSG'),
      );
      if (fast) recipients.set(email, fast);
    }
    const start = await balances(admin.bearer);

    const began = Date.now();
    const warmEnd = began + WARMUP_SECONDS * 1000;
    const end = began + SECONDS * 1000;
    payoutSpacingMs = (end - warmEnd) / 5;
    for (const email of PAYERS) nextPayoutAt.set(email, warmEnd);
    let startMemory: Memory | null = null;
    let measuredFrom = warmEnd;
    const samples: string[] = [];
    // After the warm-up, the first sample starts the measures; then one every 15 s.
    const sampler = (async () => {
      let next = warmEnd;
      while (next < end) {
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
        const m = await memoryOf(child);
        if (!startMemory) {
          startMemory = m;
          measuredFrom = Date.now();
          measuring = true;
        }
        samples.push(`${Math.round((Date.now() - began) / 1000)} s ${mb(m.heapUsed)}`);
        next += 15_000;
      }
    })();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, w) =>
        worker(w, () => Date.now() >= end, signedIn, recipients),
      ),
    );
    measuring = false;
    await sampler;
    const measuredSeconds = (Date.now() - measuredFrom) / 1000;
    const endMemory = await memoryOf(child);

    const finish = await balances(admin.bearer);
    const debited: Record<string, number> = {};
    for (const p of paid)
      for (const t of p.answer.touched.transactions)
        if (t.creditOrDebit === 'DEBIT')
          debited[t.currency] = (debited[t.currency] ?? 0) + t.amount;
    const currencies = [...new Set([...Object.keys(start), ...Object.keys(finish)])];
    const unbalanced = currencies.filter(
      (c) => (start[c] ?? 0) - (finish[c] ?? 0) !== (debited[c] ?? 0),
    );

    const first = startMemory as Memory | null;
    const heapGrowth = first ? endMemory.heapUsed - first.heapUsed : 0;
    console.log(
      `\nMock bank soak: ${SECONDS} s (${WARMUP_SECONDS} s warm-up not measured), ${CONCURRENCY} clients, state ${WITH_STATE ? 'in a file (--state)' : 'in memory'}`,
    );
    console.log(
      `Requests: ${requests} in ${measuredSeconds.toFixed(0)} s = ${(requests / measuredSeconds).toFixed(0)} requests/s; 5xx answers: ${serverErrors}`,
    );
    console.log('Latency per kind (ms):');
    for (const [kind, ms] of [...latencies].toSorted(([a], [b]) => a.localeCompare(b))) {
      const sorted = ms.toSorted((a, b) => a - b);
      const byStatus = [...(statuses.get(kind) ?? [])].map(([s, n]) => `${s}×${n}`).join(' ');
      console.log(
        `  ${kind.padEnd(28)} n=${String(ms.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)}  p99 ${percentile(sorted, 99).toFixed(1).padStart(6)}  (${byStatus})`,
      );
    }
    console.log(
      `Memory (after a full GC): start ${first ? `heap ${mb(first.heapUsed)}, RSS ${mb(first.rss)}` : 'not sampled'}; end heap ${mb(endMemory.heapUsed)}, RSS ${mb(endMemory.rss)}; heap growth ${mb(heapGrowth)} (bound ${mb(HEAP_GROWTH_BOUND)})`,
    );
    console.log(`Heap samples: ${samples.join(', ')}`);
    console.log(
      `Payouts acknowledged: ${paid.length}; replays answered differently: ${replayMismatches}`,
    );
    for (const c of currencies)
      console.log(
        `Books ${c}: start ${start[c] ?? 0}, end ${finish[c] ?? 0}, moved ${(start[c] ?? 0) - (finish[c] ?? 0)}, acknowledged payouts ${debited[c] ?? 0} micro-units`,
      );
    const failures = [
      ...(unbalanced.length ? [`the books do not balance in ${unbalanced.join(', ')}`] : []),
      ...(heapGrowth > HEAP_GROWTH_BOUND ? [`the heap grew by ${mb(heapGrowth)}`] : []),
      ...(replayMismatches ? [`${replayMismatches} replays were answered differently`] : []),
      ...(serverErrors ? [`${serverErrors} answers were 5xx`] : []),
      ...(first ? [] : ['memory was not sampled after the warm-up']),
    ];
    console.log(
      failures.length ? `FAILED: ${failures.join('; ')}` : 'OK: books balance, memory flat',
    );
    return failures.length ? 1 : 0;
  } finally {
    child.kill('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
