/**
 * The benchmark page (npm run bench drives it in headless Chromium). Everything measured is the
 * app's own code: the sync engine and transactionsTask write into the user's Dexie database
 * through the real API client (src/api/transactions.ts: contract calls whose answers are checked
 * against their schemas), with `fetch` answered in memory by prepared JSON texts; then the real
 * TransactionsPage is mounted on the filled cache.
 */
import '../../src/shared/ui/styles/index.css';
import { configureApiClient } from '../../src/api/client';
import { setAnswerChecks } from '../../src/api/contractCall';
import { session } from '../../src/api/session';
import { getTransactionsFirstPage } from '../../src/api/transactions';
import { storeTokens } from '../../src/api/tokens';
import { TOGGLES_KEY, writeMeta } from '../../src/db/meta';
import {
  currentDatabase,
  deleteAllCacheDatabases,
  openUserDatabase,
} from '../../src/db/userDatabase';
import type { SyncTask } from '../../src/sync/syncTask';
import { NO_FILTER, type TransactionListFilter } from '../../src/db/transactionQuery';
import { amountBasis, amountRanges } from '../../src/features/transactions/amountFilter';
import { countTransactions, readTransactionPage } from '../../src/db/transactionReads';
import { startSync } from '../../src/sync/syncEngine';
import { accountsTask } from '../../src/sync/tasks/accountsTask';
import { transactionsTask } from '../../src/sync/tasks/transactionsTask';
import * as z from 'zod/mini';
import { transactionsByIds } from '../../src/shared/contracts/transactions';
import { MAX_PAGING_IDS, type Transaction } from '../../src/shared/domain/transactions';
import { BENCH_ACCOUNTS, BENCH_CARDS, BENCH_RATES, generateTransactions } from './generate';
import { mountPage, renderPage, unmountPage, type PageFigures } from './pageBench';

/** Long tasks (over 50 ms) of the main thread while watched (PerformanceObserver 'longtask'). */
function watchLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask', buffered: false });
  return {
    stop() {
      for (const entry of observer.takeRecords())
        tasks.push({ start: entry.startTime, duration: entry.duration });
      observer.disconnect();
      return tasks;
    },
  };
}

const respond = (text: string) =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * The bank, as `fetch` answers: the id list and each page prepared before timing as the JSON text
 * a response body would carry, so the client reads, parses and checks every answer as it would
 * over the network. Pages are held as whole texts, not 100,000 objects, so the benchmark's own
 * heap does not add garbage-collection pauses a real app fetching page by page would not have.
 * A call with a referenceIds body is a page by ids; any other, the first page with every id.
 */
function answerFetchFrom(transactions: Transaction[], pageSize = MAX_PAGING_IDS): void {
  const newest = transactions.toReversed();
  const ids = newest.map((t) => t.displayReferenceId);
  const pages = new Map<string, { count: number; json: string }>();
  for (let i = 0; i < newest.length; i += pageSize) {
    const page = newest.slice(i, i + pageSize);
    pages.set(page[0]?.displayReferenceId ?? '', {
      count: page.length,
      json: JSON.stringify(page),
    });
  }
  const pageOf = (list: string[]): string => {
    const page = pages.get(list[0] ?? '');
    if (!page || page.count !== list.length)
      throw new Error('the sync asked for a page the benchmark did not prepare');
    return page.json;
  };
  const firstPage = `{"displayReferenceIds":${JSON.stringify(ids)},"transactions":${pageOf(ids.slice(0, pageSize))}}`;
  globalThis.fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      referenceIds?: string[];
    };
    return respond(body.referenceIds ? `{"transactions":${pageOf(body.referenceIds)}}` : firstPage);
  };
}

export interface SyncFigures {
  records: number;
  /** Whether the client checked each answer against its contract (src/api/contractCall.ts). */
  answerChecks: boolean;
  storedRows: number;
  ms: number;
  recordsPerSecond: number;
  /** Main-thread tasks over 50 ms during the sync, and the longest (0 when none). */
  longTasks: number;
  longestTaskMs: number;
  /** Where they fell: before the id list arrived, while pages were written, after the last write. */
  longTasksByPhase: { start: number[]; writing: number[]; end: number[] };
}

async function runSync(count: number, withPage = false, answerChecks = true): Promise<SyncFigures> {
  unmountPage();
  await deleteAllCacheDatabases();
  session.claims = {
    role: 'admin',
    email: 'bench@demo.test',
    sub: 'bench-user',
    corpID: 'CORP-BENCH',
    exp: 0,
    scope: 'access',
  };
  const db = await openUserDatabase({ corpID: 'CORP-BENCH', sub: 'bench-user' });
  await writeMeta(db, TOGGLES_KEY, { receipt: true });
  configureApiClient({ baseUrl: 'https://bank.bench' });
  storeTokens({ accessToken: 'bench-access', refreshToken: 'bench-refresh' });
  answerFetchFrom(generateTransactions(count));
  setAnswerChecks(answerChecks);
  const marks = { firstPage: 0, lastWrite: 0 };
  // The app's own fetchers (src/api/transactions.ts); the first page's arrival is timed.
  const inner = transactionsTask({
    fetchFirstPage: async (filter, size) => {
      const page = await getTransactionsFirstPage(filter, size);
      marks.firstPage = performance.now();
      return page;
    },
  });
  const timed: SyncTask = {
    store: inner.store,
    run: (database, report) =>
      inner.run(database, (done, total) => {
        marks.lastWrite = performance.now();
        report(done, total);
      }),
  };
  const tasks = [
    accountsTask({
      fetchAccounts: async () => BENCH_ACCOUNTS,
      fetchRate: async (sell) => ({
        referenceId: 'Q',
        sellCurrency: sell,
        buyCurrency: 'SGD',
        bidRate: BENCH_RATES[sell] ?? 1_000_000,
        validTo: '',
        country: 'SG',
      }),
    }),
    timed,
  ];
  // The transactions page open while the first sync fills it: its live query re-reads as rows land.
  if (withPage) renderPage();
  // Let the page settle (fonts, first paint, the generator's garbage) so it is not counted as sync work.
  await new Promise((r) => setTimeout(r, 500));
  const watch = watchLongTasks();
  const start = performance.now();
  await startSync({ db, tasks, intervalMs: 3_600_000 });
  const ms = performance.now() - start;
  await new Promise((r) => setTimeout(r, 100));
  const long = watch.stop();
  unmountPage();
  const phase = (at: number) =>
    at < marks.firstPage ? 'start' : at <= marks.lastWrite ? 'writing' : 'end';
  const longTasksByPhase = { start: [] as number[], writing: [] as number[], end: [] as number[] };
  for (const t of long) longTasksByPhase[phase(t.start)].push(Math.round(t.duration));
  setAnswerChecks(true);
  return {
    records: count,
    answerChecks,
    storedRows: await db.transactions.count(),
    ms: Math.round(ms),
    recordsPerSecond: Math.round(count / (ms / 1000)),
    longTasks: long.length,
    longestTaskMs: Math.round(Math.max(0, ...long.map((t) => t.duration))),
    longTasksByPhase,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The answer check alone: the pages of `count` transactions parsed from JSON, then checked
 * against the contract's answer schema (as contractCall does), without fetch or IndexedDB.
 */
function measureAnswerCheck(count: number): {
  rows: number;
  jsonParseMs: number;
  checkMs: number;
  checkMicrosPerRow: number;
} {
  const all = generateTransactions(count);
  const pages: string[] = [];
  for (let i = 0; i < all.length; i += MAX_PAGING_IDS)
    pages.push(JSON.stringify({ transactions: all.slice(i, i + MAX_PAGING_IDS) }));
  let start = performance.now();
  const parsed = pages.map((text) => JSON.parse(text) as unknown);
  const jsonParseMs = performance.now() - start;
  start = performance.now();
  for (const answer of parsed)
    if (!z.safeParse(transactionsByIds.answer, answer).success)
      throw new Error('a generated page breaks the contract');
  const checkMs = performance.now() - start;
  return {
    rows: count,
    jsonParseMs: round(jsonParseMs),
    checkMs: round(checkMs),
    checkMicrosPerRow: round((checkMs * 1000) / count),
  };
}

/** The amount filter as the page builds it: SGD equivalents over every account, or one account's currency. */
function amounts(min: number, accounts: string[] = []): TransactionListFilter['amounts'] {
  return amountRanges(min, null, amountBasis(BENCH_ACCOUNTS, accounts, BENCH_RATES), BENCH_RATES);
}

/** The filters whose bare query times the benchmark prints. */
function probeFilters(): Record<string, Partial<TransactionListFilter>> {
  const acc = BENCH_ACCOUNTS.map((a) => a.accountNumber);
  const [first = '', second = ''] = acc;
  const card = BENCH_CARDS[0] ?? { cardNumber: '', nameOnCard: '' };
  return {
    none: {},
    oneAccount: { accounts: [first] },
    twoAccounts: { accounts: [first, second] },
    typeSales: { types: ['Sales'] },
    statusCancelled: { statuses: ['Cancelled'] },
    statusCompleted: { statuses: ['Completed'] },
    amountMinSgdEquivalent: { amounts: amounts(4_000_000_000) },
    amountMinOneAccount: { accounts: [first], amounts: amounts(4_000_000_000, [first]) },
    oneCard: { panTails: [card.cardNumber] },
    oneCardholder: { cardHolderNames: [card.nameOnCard] },
    amountTypeCredit: { amountType: 'CREDIT' },
    lastMonth: { startDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) },
    accountAndStatus: { accounts: [first], statuses: ['Processing'] },
    typeStatusAmount: {
      types: ['Sales'],
      statuses: ['Completed'],
      amounts: amounts(1_000_000_000),
    },
    cardAndCredit: { panTails: [card.cardNumber], amountType: 'CREDIT' },
  };
}

/**
 * The query alone (no React, no live query): reading the first page, and, where that read could
 * not tell the total, counting it (countTransactions), five times each.
 */
async function probeQueries(
  filters: Record<string, Partial<TransactionListFilter>> = probeFilters(),
) {
  const db = currentDatabase();
  if (!db) throw new Error('run the sync first');
  const out: Record<string, { ms: number[]; countMs?: number[]; total: number }> = {};
  for (const [name, partial] of Object.entries(filters)) {
    const filter = { ...NO_FILTER, ...partial };
    const ms: number[] = [];
    const countMs: number[] = [];
    let total = 0;
    for (let i = 0; i < 5; i++) {
      let start = performance.now();
      const page = await readTransactionPage(db, filter, 0, 15);
      ms.push(round(performance.now() - start));
      if (page.total === null) {
        start = performance.now();
        total = await countTransactions(db, filter);
        countMs.push(round(performance.now() - start));
      } else total = page.total;
    }
    out[name] = countMs.length ? { ms, countMs, total } : { ms, total };
  }
  return out;
}

/** After a reload: the cache as the app finds it at start (opened, not yet read), then the page. */
async function openCachedPage(): Promise<PageFigures & { databaseOpenMs: number }> {
  session.claims = {
    role: 'admin',
    email: 'bench@demo.test',
    sub: 'bench-user',
    corpID: 'CORP-BENCH',
    exp: 0,
    scope: 'access',
  };
  const start = performance.now();
  await openUserDatabase({ corpID: 'CORP-BENCH', sub: 'bench-user' });
  const databaseOpenMs = Math.round(performance.now() - start);
  return { databaseOpenMs, ...(await mountPage()) };
}

declare global {
  interface Window {
    __bench: {
      runSync: (count: number, withPage?: boolean, answerChecks?: boolean) => Promise<SyncFigures>;
      measureAnswerCheck: typeof measureAnswerCheck;
      probeQueries: typeof probeQueries;
      mountPage: () => Promise<PageFigures>;
      openCachedPage: typeof openCachedPage;
      accounts: string[];
    };
  }
}

window.__bench = {
  runSync,
  measureAnswerCheck,
  probeQueries,
  mountPage,
  openCachedPage,
  accounts: BENCH_ACCOUNTS.map((a) => a.accountNumber),
};
