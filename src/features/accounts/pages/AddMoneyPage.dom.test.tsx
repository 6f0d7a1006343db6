import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPaynowQr, type BeneficiaryAddress, type PaynowQrAnswer } from '../../../api/accounts';
import { TOGGLES_KEY, writeMeta } from '../../../db/meta';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { accountRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Account } from '../../../shared/domain/accounts';
import { forgetBeneficiaryAddress } from '../queries';
import { AddMoneyPage } from './AddMoneyPage';
import { anAccount } from '../../../test/payouts';

vi.mock('../../../api/accounts', () => ({
  getAccounts: vi.fn<() => Promise<Account[]>>(),
  getPaynowQr: vi.fn<(va: string) => Promise<PaynowQrAnswer>>(),
  getBeneficiaryAddress: vi.fn<() => Promise<BeneficiaryAddress>>(() =>
    Promise.resolve({
      beneficiaryAddress: '1 Raffles Place, #20-01, Singapore 048616',
      bankAddress: '12 Marina Boulevard, Singapore 018982',
    }),
  ),
}));

const MAIN: Account = anAccount({ currentBalance: 1_500_000_000 });
const USD: Account = {
  ...MAIN,
  accountNumber: '885165410552',
  accountName: 'USD operations',
  currency: 'USD',
  isDefaultAccount: false,
  accountOrder: 1,
};
const THB: Account = {
  ...MAIN,
  accountNumber: '880000104733',
  accountName: 'THB card funding',
  currency: 'THB',
  isDefaultAccount: false,
  accountOrder: 2,
};

beforeEach(async () => {
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.accounts.bulkPut([MAIN, USD, THB].map(accountRow));
  await writeMeta(db, TOGGLES_KEY, { paynowQr: false });
});
afterEach(async () => {
  forgetBeneficiaryAddress();
  await deleteAllCacheDatabases();
});

async function renderAt(path: string) {
  const [pathname, search] = path.split('?');
  const location = memoryLocation({ path: pathname ?? path, searchPath: search ?? '' });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AddMoneyPage />
    </Router>,
  );
  await screen.findByLabelText('Account to fund');
}

const facts = (title: string) => {
  const section = screen.getByRole('region', { name: title });
  const terms = within(section)
    .getAllByRole('term')
    .map((t) => t.textContent);
  const values = within(section)
    .getAllByRole('definition')
    .map((d) => d.textContent);
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
};

describe('AddMoneyPage (/add-money)', () => {
  it('shows how to fund an SGD account: FAST with the plain holder name, and SWIFT on behalf of it', async () => {
    await renderAt('/add-money');
    expect(screen.queryByRole('heading', { name: 'How to top up' })).toBeNull();
    expect(facts('FAST (local bank transfer)')).toEqual({
      'Bank name': 'DBS Bank Ltd',
      'Account number': '885164302117',
      'Account holder name': 'Demo Trading Pte. Ltd.',
    });
    await screen.findByText('12 Marina Boulevard, Singapore 018982');
    expect(facts('Overseas transfer (SWIFT)')).toEqual({
      'Beneficiary name': 'YouBiz on behalf of Demo Trading Pte. Ltd.',
      'Beneficiary address': '1 Raffles Place, #20-01, Singapore 048616',
      'Account number': '885164302117',
      'Bank name': 'DBS Bank Ltd',
      'SWIFT code': 'DBSSSGSG',
      'Bank address': '12 Marina Boulevard, Singapore 018982',
      Currency: 'SGD',
    });
  });

  it('gives another currency the SWIFT details only, and THB its notice', async () => {
    await renderAt('/add-money');
    const select = screen.getByLabelText('Account to fund');
    fireEvent.change(select, { target: { value: USD.accountNumber } });
    expect(screen.queryByRole('region', { name: 'FAST (local bank transfer)' })).toBeNull();
    expect(facts('Overseas transfer (SWIFT)')['Account number']).toBe('885165410552');
    fireEvent.change(select, { target: { value: THB.accountNumber } });
    expect(screen.queryByRole('region', { name: 'Overseas transfer (SWIFT)' })).toBeNull();
    expect(
      screen.getByText(
        'Funds cannot be received into a THB account. Use it for card linking, and top it up with an account to account transfer or a currency exchange.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Currency exchange' }).getAttribute('href')).toBe(
      '/transfer/currency-exchange',
    );
  });

  it('adds the step guide when opened with the how-to-topup flag (the dashboard tile)', async () => {
    await renderAt('/add-money?howToTopup=true');
    const guide = screen.getByRole('heading', { name: 'How to top up' }).closest('section, div');
    expect(guide).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Choose the account you want to fund.',
      "In your other bank's app or online banking, pay the account with the details below: PayNow or FAST from a bank in Singapore, or an overseas transfer by SWIFT.",
      'FAST and PayNow usually arrive within minutes; an overseas transfer can take 1 to 3 business days.',
      'The money shows in your balance and your transactions once it arrives.',
    ]);
  });

  describe('with the paynowQr toggle on', () => {
    beforeEach(async () => {
      await writeMeta(await openUserDatabase({ corpID: 'C', sub: 'U' }), TOGGLES_KEY, {
        paynowQr: true,
      });
    });

    it('shows PayNow first for an SGD account: the QR, the UEN and the reference', async () => {
      vi.mocked(getPaynowQr).mockResolvedValue({
        payload: '00020101021126...6304ABCD',
        uen: '201912345K',
        reference: MAIN.accountNumber,
        payeeName: 'YOUBIZ PTE LTD',
      });
      await renderAt('/add-money');
      await screen.findByRole('region', { name: 'PayNow' });
      const ways = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
      expect(ways[0]).toBe('add-money-paynow');
      expect(
        await screen.findByRole('img', {
          name: 'PayNow QR code for Main account, account 885164302117',
        }),
      ).toBeTruthy();
      expect(getPaynowQr).toHaveBeenCalledWith(MAIN.accountNumber);
      expect(screen.getByText('201912345K')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Account to fund'), {
        target: { value: USD.accountNumber },
      });
      expect(screen.queryByRole('region', { name: 'PayNow' })).toBeNull();
    });
  });
});
