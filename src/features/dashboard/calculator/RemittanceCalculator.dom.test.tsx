import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getPayoutFee, getPayoutFeeV3 } from '../../../api/fees';
import { getRate } from '../../../api/fx';
import { getTransferLimit } from '../../../api/limits';
import { session } from '../../../api/session';
import type { BankDatabase } from '../../../db/database';
import { writeMeta } from '../../../db/meta';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import { RemittanceCalculator } from './RemittanceCalculator';
import { AMOUNT_DEBOUNCE_MS } from './useCalculation';

/*
 * The calculator on its own (spec-2 §2 Calculators): the dashboard passes it the toggle
 * calculatorLocalTransfer and whether the role may move money, and DashboardPage.dom.test.tsx holds
 * that wiring. Rendered alone, it pays for no accounts, transactions or notices.
 */

// The rate, limit and fee calls (testPricing.ts).
vi.mock('../../../api/fx', () => import('./testPricing').then((m) => m.fxModule));
vi.mock('../../../api/limits', () => import('./testPricing').then((m) => m.limitsModule));
vi.mock('../../../api/fees', () => import('./testPricing').then((m) => m.feesModule));

let db: BankDatabase;
let location: ReturnType<typeof memoryLocation>;

beforeEach(async () => {
  session.claims = {
    role: 'finance',
    corpID: 'C',
    sub: 'U',
    email: 'finance@demo.test',
    exp: 0,
    scope: 'access',
  };
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  // It prices 500 ms after the last keystroke (spec-2 §5 Amounts): the tests fake setTimeout
  // and jump that wait after each change; the fake clock also runs on with real time, so findBy
  // and waitFor keep their timeouts.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(async () => {
  vi.useRealTimers();
  session.claims = null;
  vi.clearAllMocks();
  await deleteAllCacheDatabases();
});

const priced = () => act(() => vi.advanceTimersByTimeAsync(AMOUNT_DEBOUNCE_MS));

function renderCalculator({ localOn = false, mayTransfer = true } = {}) {
  location = memoryLocation({ path: '/dashboard', record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <RemittanceCalculator localOn={localOn} mayTransfer={mayTransfer} />
    </Router>,
  );
  return within(screen.getByRole('region', { name: 'Calculator' }));
}

describe('RemittanceCalculator', () => {
  it("asks for a destination, prices whole yen, and 'Make a transfer' goes overseas", async () => {
    const calculator = renderCalculator();
    fireEvent.click(calculator.getByRole('button', { name: 'Make a transfer' }));
    expect(calculator.getByText('Please select a destination')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/dashboard');

    fireEvent.change(calculator.getByLabelText('Destination'), { target: { value: 'JP' } });
    await priced();
    // 1,000.00 SGD at 113.456789: 113,456.789 yen, rounded down to whole yen; the fee is S$10.00.
    expect(await calculator.findByText('S$10.00')).toBeTruthy();
    // The fee says it comes on top of the amount, and what leaves the account with it.
    const result = (term: string) =>
      calculator.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(result('Fee (added on top)')).toBe('S$10.00');
    expect(result('You pay in total')).toBe('S$1,010.00');
    expect(calculator.getByLabelText<HTMLInputElement>('Recipient gets').value).toBe('113456');
    expect(vi.mocked(getRate)).toHaveBeenLastCalledWith('SGD', 'JPY');
    expect(vi.mocked(getPayoutFee)).toHaveBeenLastCalledWith({
      senderAmount: 1_000_000_000,
      senderCurrency: 'SGD',
      destinationCountryCode: 'JP',
    });
    fireEvent.click(calculator.getByRole('button', { name: 'Make a transfer' }));
    expect(location.history?.at(-1)).toBe('/transfer/overseas?country=JP&currency=JPY');
  });

  it("offers the bank's synced corridors as destinations, the product's own before", async () => {
    const calculator = renderCalculator();
    const destinations = () =>
      calculator
        .getAllByRole('option')
        .filter((o) => o.closest('select') === calculator.getByLabelText('Destination'))
        .map((o) => o.textContent);
    expect(destinations()).toContain('Germany');
    // The sync stored the bank's corridors: Japan and Malaysia only.
    await act(() =>
      writeMeta(db, 'payoutConfig', {
        corridors: [
          { country: 'JP', currencies: [{ currency: 'JPY', route: 'LOCAL' }] },
          { country: 'MY', currencies: [{ currency: 'MYR', route: 'LOCAL' }] },
        ],
        routes: [],
      }),
    );
    await waitFor(() =>
      expect(destinations()).toEqual(['Select a destination', 'Malaysia', 'Japan']),
    );
  });

  it("says when what arrives is outside the destination currency's limits", async () => {
    const calculator = renderCalculator();
    const youSend = calculator.getByLabelText<HTMLInputElement>('You send');
    const messageOfYouSend = () =>
      (youSend.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join('');
    fireEvent.change(calculator.getByLabelText('Destination'), { target: { value: 'JP' } });
    await priced();
    // S$1,000.00 is 113,456 yen: within 100 to 45,000,000.
    await waitFor(() =>
      expect(calculator.getByLabelText<HTMLInputElement>('Recipient gets').value).toBe('113456'),
    );
    expect(messageOfYouSend()).toBe('');
    expect(vi.mocked(getTransferLimit)).toHaveBeenLastCalledWith('JPY', 'overseas');
    // S$0.50 is 56 yen.
    fireEvent.change(youSend, { target: { value: '0.50' } });
    await priced();
    await waitFor(() => expect(messageOfYouSend()).toBe('Min amount for this transfer: JP¥100'));
    // S$400,000.00 is 45,382,715 yen.
    fireEvent.change(youSend, { target: { value: '400000' } });
    await priced();
    await waitFor(() =>
      expect(messageOfYouSend()).toBe('Max amount for this transfer: JP¥45,000,000'),
    );
    fireEvent.change(youSend, { target: { value: '396000' } });
    await priced();
    await waitFor(() =>
      expect(calculator.getByLabelText<HTMLInputElement>('Recipient gets').value).toBe('44928888'),
    );
    expect(messageOfYouSend()).toBe('');
  });

  it("prices a typed 'Recipient gets' with the v3 fee call, in whole yen", async () => {
    const calculator = renderCalculator();
    fireEvent.change(calculator.getByLabelText('Destination'), { target: { value: 'JP' } });
    await priced();
    const gets = calculator.getByLabelText<HTMLInputElement>('Recipient gets');
    const youSend = calculator.getByLabelText<HTMLInputElement>('You send');
    await waitFor(() => expect(gets.value).toBe('113456'));
    vi.mocked(getPayoutFee).mockClear();
    // A yen amount has no decimals: nothing is priced.
    fireEvent.change(gets, { target: { value: '100000.5' } });
    expect(await calculator.findByText('JPY amounts have no decimals.')).toBeTruthy();
    // JP¥100,000 at 113.456789 needs S$881.3935..., rounded up to the cent.
    fireEvent.change(gets, { target: { value: '100000' } });
    await priced();
    await waitFor(() => expect(youSend.value).toBe('881.40'));
    expect(gets.value).toBe('100000');
    expect(vi.mocked(getPayoutFeeV3)).toHaveBeenLastCalledWith({
      senderAmount: 881_400_000,
      senderCurrency: 'SGD',
      destinationCountryCode: 'JP',
      destinationAmount: 100_000_000_000,
      calculateSourceAmtFromDestAmt: true,
    });
    expect(vi.mocked(getPayoutFee)).not.toHaveBeenCalled();
    expect(calculator.getByText('S$10.00')).toBeTruthy();
    // Typing 'You send' again goes back to the v2 call.
    fireEvent.change(youSend, { target: { value: '2000' } });
    await priced();
    await waitFor(() => expect(gets.value).toBe('226913'));
    expect(vi.mocked(getPayoutFee)).toHaveBeenLastCalledWith({
      senderAmount: 2_000_000_000,
      senderCurrency: 'SGD',
      destinationCountryCode: 'JP',
    });
  });

  it('sends Singapore to the local transfer page, with the local limits', async () => {
    const calculator = renderCalculator({ localOn: true });
    fireEvent.change(calculator.getByLabelText('Destination'), { target: { value: 'SG' } });
    // A payout to Singapore is local: the local table's limits.
    await waitFor(() =>
      expect(vi.mocked(getTransferLimit)).toHaveBeenLastCalledWith('SGD', 'local'),
    );
    fireEvent.click(calculator.getByRole('button', { name: 'Make a transfer' }));
    expect(location.history?.at(-1)).toBe('/transfer/local?currency=SGD');
  });

  it('prices without a fee, and offers no transfer, for a role that may not move money', async () => {
    const limited = renderCalculator({ mayTransfer: false });
    expect(limited.queryByRole('button', { name: 'Make a transfer' })).toBeNull();
    // The bank refuses the fee calls to a role that may not transfer: it prices without a fee.
    fireEvent.change(limited.getByLabelText('Destination'), { target: { value: 'JP' } });
    await priced();
    await waitFor(() =>
      expect(limited.getByLabelText<HTMLInputElement>('Recipient gets').value).toBe('113456'),
    );
    expect(vi.mocked(getPayoutFee)).not.toHaveBeenCalled();
    expect(limited.queryByText('Please reload or try again later')).toBeNull();
  });
});
