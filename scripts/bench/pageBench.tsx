import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TransactionsPage } from '../../src/features/transactions/pages/TransactionsPage';

/**
 * Mounts the real TransactionsPage on the filled cache and times what a user waits for, from
 * inside the page (no browser round trips in the figures): the first rows, and each filter
 * change until the new rows (and then the new total) are on screen.
 */
export interface FilterFigure {
  name: string;
  /** From the click or keystroke to the new page of rows rendered: median of the passes. */
  rowsMs: number;
  /** To the exact total in 'Showing 1-15 of N' (later than the rows when it had to be counted). */
  totalMs: number;
  /** Each pass's rows time; the first pass is the first time the page does it (colder). */
  rowsMsByPass: number[];
  totalMsByPass: number[];
  total: string;
}

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Passes over the filter changes: the figures are their medians. */
const PASSES = 3;

export interface PageFigures {
  firstRowsMs: number;
  firstRowsPaintedMs: number;
  filters: FilterFigure[];
  domRows: { pageSize: number; rowsInPage: number; rowsInDom: number }[];
}

const $ = <T extends Element = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector);
const rowsInDom = () => document.querySelectorAll('tbody tr.txn-table__row').length;
const rangeText = () => $('.txn-pager__range')?.textContent ?? '';
const stale = () => $('.txn-page__rows--stale') !== null;

/** Resolves when `done` holds, checked on every DOM change (and at least every 5 ms). */
function when(done: () => boolean, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (done()) return resolve(performance.now());
    const observer = new MutationObserver(check);
    const timer = setInterval(check, 5);
    const deadline = setTimeout(() => finish(new Error('timed out')), timeoutMs);
    function finish(error?: Error) {
      observer.disconnect();
      clearInterval(timer);
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve(performance.now());
    }
    function check() {
      if (done()) finish();
    }
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

const nextPaint = () =>
  new Promise<number>((r) =>
    requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)),
  );

function clickButton(label: RegExp): void {
  const button = [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    label.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  );
  if (!button) throw new Error(`no button ${label}`);
  button.click();
}

function optionInput(option: string): HTMLInputElement {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === option);
  const input = label && document.getElementById(label.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no option ${option}`);
  return input;
}

/** Ticks an option of a filter list: opening and closing the list are not part of the change. */
function ticker(filter: string, option: () => string): Step {
  return {
    before: () => clickButton(new RegExp(`^${filter}: `)),
    act: () => optionInput(option()).click(),
    after: () => clickButton(new RegExp(`^${filter}: `)),
  };
}

/** Types into a controlled input the way React sees typing. */
function type(labelText: RegExp, value: string): void {
  const label = [...document.querySelectorAll('label')].find((l) =>
    labelText.test(l.textContent ?? ''),
  );
  const input = label && document.getElementById(label.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field ${labelText}`);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Picks an option of a native select the way React sees it. */
function choose(labelText: RegExp, value: string): void {
  const label = [...document.querySelectorAll('label')].find((l) =>
    labelText.test(l.textContent ?? ''),
  );
  const select = label && document.getElementById(label.htmlFor);
  if (!(select instanceof HTMLSelectElement)) throw new Error(`no select ${labelText}`);
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

interface Step {
  before?: () => void;
  act: () => void;
  after?: () => void;
}

async function measure(
  setup: Step[],
  step: Step,
): Promise<{ rowsMs: number; totalMs: number; total: string }> {
  for (const s of setup) {
    const before = rangeText();
    s.before?.();
    s.act();
    s.after?.();
    await when(() => !stale() && rangeText() !== before && !rangeText().includes('…'));
  }
  step.before?.();
  await nextPaint();
  const before = rangeText();
  const start = performance.now();
  step.act();
  const rowsAt = await when(
    () =>
      (!stale() && rangeText() !== before && rowsInDom() > 0) ||
      rangeText() === 'No rows' ||
      $('.ui-empty') !== null,
  );
  const totalAt = await when(() => !rangeText().includes('…'));
  step.after?.();
  await nextPaint();
  return { rowsMs: round(rowsAt - start), totalMs: round(totalAt - start), total: rangeText() };
}

/** The pager's text with no filter ('Showing 1–15 of 100,000'), read once the page is up. */
let unfiltered = '';

async function clearFilters(): Promise<void> {
  const button = document.querySelector<HTMLButtonElement>(
    'form[aria-label="Filter transactions"] .txn-filters__clear button',
  );
  if (button && !button.disabled) {
    button.click();
    await when(() => !stale() && rangeText() === unfiltered);
  }
  await nextPaint();
}

const round = (ms: number) => Math.round(ms * 10) / 10;

const sgdAccount = () =>
  [...document.querySelectorAll('label')]
    .map((l) => l.textContent ?? '')
    .find((t) => t.endsWith(' (SGD)')) ?? '';
const fixed = (text: string) => () => text;
const typing = (label: RegExp, value: string): Step => ({ act: () => type(label, value) });
const choosing = (label: RegExp, value: string): Step => ({ act: () => choose(label, value) });

let root: Root | null = null;

/** Renders the page into #root (again): a fresh mount. */
export function renderPage(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  root?.unmount();
  root = createRoot(container);
  root.render(
    <StrictMode>
      <TransactionsPage />
    </StrictMode>,
  );
}

export function unmountPage(): void {
  root?.unmount();
  root = null;
}

export async function mountPage(): Promise<PageFigures> {
  const start = performance.now();
  renderPage();
  const firstRowsAt = await when(() => rowsInDom() > 0);
  const paintedAt = await nextPaint();
  await when(() => !rangeText().includes('…'));
  unfiltered = rangeText();

  const filters: FilterFigure[] = [];
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  // [name, earlier filters (not timed), the timed change]
  const scenarios: [string, Step[], Step][] = [
    ['status Cancelled', [], ticker('Status', fixed('Cancelled'))],
    ['one account', [], ticker('Accounts', sgdAccount)],
    ['type Card Payment', [], ticker('Type', fixed('Card Payment'))],
    ['min amount 4,000 (SGD equivalent)', [], typing(/^Min amount/, '4,000')],
    ['start date 30 days ago', [], typing(/^Start date/, monthAgo)],
    [
      'account, then status Processing',
      [ticker('Accounts', sgdAccount)],
      ticker('Status', fixed('Processing')),
    ],
    [
      'type and status, then min amount 1,000',
      [ticker('Type', fixed('Card Payment')), ticker('Status', fixed('Completed'))],
      typing(/^Min amount/, '1,000'),
    ],
    [
      'account, then min amount 4,000 (its currency)',
      [ticker('Accounts', sgdAccount)],
      typing(/^Min amount/, '4,000'),
    ],
    ['card •••• 4242', [], ticker('Card', fixed('•••• 4242'))],
    ['cardholder ALEX TAN', [], ticker('Cardholder', fixed('ALEX TAN'))],
    ['amount type Credit', [], choosing(/^Amount type$/, 'CREDIT')],
    [
      'card, then amount type Credit',
      [ticker('Card', fixed('•••• 4242'))],
      choosing(/^Amount type$/, 'CREDIT'),
    ],
  ];
  // Clearing is a filter change too: from the last scenario back to all rows.
  scenarios.push([
    'clear filters',
    [],
    { act: () => document.querySelector<HTMLButtonElement>('.txn-filters__clear button')?.click() },
  ]);
  const runs = new Map<string, { rowsMs: number; totalMs: number; total: string }[]>();
  for (let pass = 0; pass < PASSES; pass++) {
    for (const [name, setup, step] of scenarios) {
      if (name !== 'clear filters') await clearFilters();
      runs.set(name, [...(runs.get(name) ?? []), await measure(setup, step)]);
    }
  }
  for (const [name, list] of runs) {
    const rows = list.map((r) => r.rowsMs);
    const totals = list.map((r) => r.totalMs);
    filters.push({
      name,
      rowsMs: median(rows),
      totalMs: median(totals),
      rowsMsByPass: rows,
      totalMsByPass: totals,
      total: list[0]?.total ?? '',
    });
  }

  const domRows: PageFigures['domRows'] = [];
  for (const pageSize of [15, 100]) {
    const select = document.querySelector<HTMLSelectElement>('.txn-pager__select');
    if (!select) throw new Error('no page size');
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(
      select,
      String(pageSize),
    );
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await when(() => rangeText().startsWith(`Showing 1–${pageSize} `));
    await nextPaint();
    domRows.push({ pageSize, rowsInPage: pageSize, rowsInDom: rowsInDom() });
  }
  return {
    firstRowsMs: round(firstRowsAt - start),
    firstRowsPaintedMs: round(paintedAt - start),
    filters,
    domRows,
  };
}
