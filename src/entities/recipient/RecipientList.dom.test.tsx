import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../api/client';
import { clearSession, establishSession } from '../../api/session';
import type { BankDatabase } from '../../db/database';
import { recipientRow } from '../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../db/userDatabase';
import type { MockBankControls } from '../../mirage/mockBank';
import { call, signIn, startTestBank } from '../../mirage/testing';
import type { Recipient, RecipientListType } from '../../shared/domain/recipient';
import { clearToasts, toastStore } from '../../shared/ui/toastStore';
import { startSync, stopSync, syncNow } from '../../sync/syncEngine';
import { recipientsTask } from '../../sync/tasks/recipientsTask';
import { togglesTask } from '../../sync/tasks/togglesTask';
import { buildRecipient } from '../../test/recipientRecords';
import { RecipientList } from './RecipientList';

// The lists against the real mock bank (its seeded recipients, its role rules and faults),
// synced into the real cache: only the toggles and recipients stores, to keep the test quick.
let bank: MockBankControls;
let db: BankDatabase;

beforeAll(() => {
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
});
beforeEach(() => {
  bank = startTestBank();
});
afterEach(async () => {
  stopSync();
  clearSession();
  clearToasts();
  vi.restoreAllMocks();
  bank.shutdown();
  await deleteAllCacheDatabases();
});

async function signedInAs(email: string) {
  const claims = establishSession(await signIn(email), {
    companyName: 'Demo Trading Pte. Ltd.',
    status: 'UserStatusApproved',
  });
  db = await openUserDatabase(claims);
  await startSync({ db, tasks: [togglesTask(), recipientsTask()] });
}

function renderList(
  type: RecipientListType,
  props: {
    canManage?: boolean;
    onMakeTransfer?: (r: Recipient) => void;
    initialSearch?: string;
    ownAccountsOf?: string[];
  } = {},
) {
  const onSelect = vi.fn<(r: Recipient) => void>();
  const onAdd = vi.fn<() => void>();
  const list = (shown: { type: RecipientListType; canManage: boolean }) => (
    <RecipientList
      type={shown.type}
      onSelect={onSelect}
      onAdd={onAdd}
      canManage={shown.canManage}
      {...(props.onMakeTransfer ? { onMakeTransfer: props.onMakeTransfer } : {})}
      initialSearch={props.initialSearch}
      ownAccountsOf={props.ownAccountsOf}
    />
  );
  let shown = { type, canManage: props.canManage ?? true };
  const view = render(list(shown));
  /** Renders the same list with other props (the Send Money dialog's tabs switch the type). */
  const rerender = (change: Partial<typeof shown>) => {
    shown = { ...shown, ...change };
    view.rerender(list(shown));
  };
  return { onSelect, onAdd, rerender };
}

const LOCAL_NAMES = [
  'Albert Brown',
  'Daniel, Witting and Orn',
  'Goyette - Cassin',
  'Miller Wilderman',
  'Mueller - Quigley',
  'Nikolaus - Upton',
  'Runte Group',
];

const names = () =>
  Array.from(document.querySelectorAll('.rcp-row__name'), (el) => el.textContent ?? '');
const shownNames = async (expected: string[]) => waitFor(() => expect(names()).toEqual(expected));
/** A row's picking button, found by the name it starts with. */
const row = (name: string) =>
  screen.getByRole('button', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipients' }), {
    target: { value: text },
  });
const openMenu = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name: `Options for ${name}` }));
const toasts = () =>
  toastStore.toasts.map(({ kind, title, message }) => ({ kind, title, message }));
const deleteCalls = () =>
  bank.calls().filter((c) => c.method === 'DELETE' && c.path === '/boom/v2/payouts/recipients');

describe('RecipientList', () => {
  it('lists the local recipients apart from the overseas ones, from the cache, with its freshness', async () => {
    await signedInAs('finance@demo.test');
    const { onAdd } = renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    expect(await screen.findByText(/^Last updated /)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Popular destinations' })).toBeNull();
    // A row shows the account number, the bank and the currency.
    expect(row('Runte Group').textContent).toBe('USRunte Group885165169615 · DBS Bank LtdUSD');
    fireEvent.click(screen.getByRole('button', { name: 'Add Local Recipient' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('lists the overseas recipients with the popular destinations, which narrow it by country', async () => {
    await signedInAs('finance@demo.test');
    const { rerender } = renderList('OVERSEAS');
    await waitFor(() => expect(names()).toHaveLength(15));
    expect(names()).not.toContain('Runte Group');
    expect(screen.getByRole('button', { name: 'Add Overseas Recipient' })).toBeTruthy();
    const destinations = screen.getByRole('group', { name: 'Popular destinations' });
    expect(
      within(destinations)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Malaysia', 'US', 'Indonesia', 'UK']);
    const us = within(destinations).getByRole('button', { name: 'US' });
    fireEvent.click(us);
    expect(us.getAttribute('aria-pressed')).toBe('true');
    await shownNames(['Darrion Barrows', 'Kreiger Group']);
    fireEvent.click(within(destinations).getByRole('button', { name: 'UK' }));
    await shownNames(['Rippin - Wolf']);
    expect(us.getAttribute('aria-pressed')).toBe('false');
    // The local list, in the same place, is not narrowed by the overseas shortcut.
    rerender({ type: 'LOCAL' });
    await shownNames(LOCAL_NAMES);
    rerender({ type: 'OVERSEAS' });
    await shownNames(['Rippin - Wolf']);
    // With a search, both apply; pressed again, the shortcut lets go.
    search('zzz');
    expect(await screen.findByText('No recipients found')).toBeTruthy();
    search('');
    fireEvent.click(screen.getByRole('button', { name: 'UK' }));
    await waitFor(() => expect(names()).toHaveLength(15));
  });

  it('searches account name, account number and currency case-insensitively, and says when nothing matches', async () => {
    await signedInAs('finance@demo.test');
    renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    search('GOYETTE');
    await shownNames(['Goyette - Cassin']);
    search('885164');
    await shownNames(['Goyette - Cassin']);
    search('uSd');
    await shownNames(['Runte Group']);
    search('no such recipient');
    await shownNames([]);
    expect(screen.getByText('No recipients found')).toBeTruthy();
    expect(screen.getByText('Try another name, account number or currency.')).toBeTruthy();
  });

  it('dims the rows that cannot be paid, with the reason as tooltip, and does not pick them', async () => {
    await signedInAs('finance@demo.test');
    const { onSelect } = renderList('OVERSEAS');
    await waitFor(() => expect(names()).toHaveLength(15));
    const reasons = {
      'Mills LLC': 'Transfer in NZD is currently unavailable.',
      'Carroll, Goyette and Goldner':
        'Transferring to VND is currently only available for individual accounts',
      'Cornell Lemke': 'Transferring to CNY is currently only available for corporate accounts',
    };
    for (const [name, reason] of Object.entries(reasons)) {
      const button = row(name);
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')).toBe(
        screen.getByRole('tooltip', { name: reason }),
      );
      // Written in the row too, seen without hovering (a phone has none); not in its name.
      expect(button.querySelector('.rcp-row__reason')?.textContent).toBe(reason);
      expect(
        screen.getByRole('button', { name: (n) => n.startsWith(name) && !n.includes(reason) }),
      ).toBe(button);
      fireEvent.click(button);
    }
    expect(onSelect).not.toHaveBeenCalled();
    // Escape hides the tooltips (WCAG 1.4.13) until the row loses focus.
    const mills = row('Mills LLC');
    fireEvent.keyDown(mills, { key: 'Escape' });
    expect(mills.closest('li')?.className).toContain('rcp-row--tips-hidden');
    fireEvent.blur(mills);
    expect(mills.closest('li')?.className).not.toContain('rcp-row--tips-hidden');
    // A payable row is a button that picks its recipient.
    const savanah = row('Savanah Goldner');
    expect(savanah.tagName).toBe('BUTTON');
    expect(savanah.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(savanah);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ recipientAccountName: 'Savanah Goldner', currency: 'VND' }),
    );
    // With the VND corporate capability on, VND companies can be paid.
    bank.setToggle('vndCorporate', true);
    await act(() => syncNow(['toggles']));
    await waitFor(() =>
      expect(row('Carroll, Goyette and Goldner').getAttribute('aria-disabled')).toBeNull(),
    );
  });

  it("starts on the currency a link came for ('Send CNY'): its recipients, the dimmed one saying why", async () => {
    await signedInAs('finance@demo.test');
    const { onSelect } = renderList('OVERSEAS', { initialSearch: 'CNY' });
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search recipients' }).value,
    ).toBe('CNY');
    const currencies = Array.from(
      document.querySelectorAll('.rcp-row__currency'),
      (el) => el.textContent,
    );
    expect(currencies).toEqual(['CNY', 'CNY']);
    const dimmed = row('Cornell Lemke');
    expect(dimmed.querySelector('.rcp-row__reason')?.textContent).toBe(
      'Transferring to CNY is currently only available for corporate accounts',
    );
    const payable = screen
      .getAllByRole('button')
      .find((b) => b.classList.contains('rcp-row__main') && b !== dimmed);
    expect(payable?.querySelector('.rcp-row__reason')).toBeNull();
    fireEvent.click(payable!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ currency: 'CNY' }));
    search('');
    await waitFor(() => expect(names()).toHaveLength(15));
  });

  it("lists only the company's and the user's own accounts for a withdrawal, and says so", async () => {
    await signedInAs('finance@demo.test');
    renderList('LOCAL', { ownAccountsOf: ['Demo Trading Pte. Ltd.', 'ALBERT BROWN'] });
    await shownNames(['Albert Brown']);
    expect(
      screen.getByText(
        'Only accounts held in the name of Demo Trading Pte. Ltd. or ALBERT BROWN are shown: a withdrawal goes to your own account.',
      ),
    ).toBeTruthy();
    search('Goyette');
    await shownNames([]);
    expect(screen.getByText('No recipients found')).toBeTruthy();
  });

  it('says when the user has no account of their own to withdraw to', async () => {
    await signedInAs('finance@demo.test');
    const { onAdd } = renderList('LOCAL', { ownAccountsOf: ['Demo Trading Pte. Ltd.'] });
    expect(await screen.findByText('No bank account of yours yet')).toBeTruthy();
    expect(
      screen.getByText(
        "Add your company's or your own bank account in Singapore to withdraw to it.",
      ),
    ).toBeTruthy();
    expect(names()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Local Recipient' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('cuts a name after 35 characters, with the full name as tooltip', async () => {
    await signedInAs('finance@demo.test');
    const long = 'Marina Bay Precision Engineering Services Pte Ltd';
    await db.recipients.put(
      recipientRow(
        buildRecipient({
          displayReferenceId: 'RCP-LONG',
          recipientAccountName: long,
          recipientNickName: long,
        }),
      ),
    );
    renderList('LOCAL');
    await waitFor(() => expect(names()).toContain('Marina Bay Precision Engineering Se...'));
    const button = row('Marina Bay Precision Engineering Se...');
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(long);
    expect(row('Daniel, Witting and Orn').getAttribute('aria-describedby')).toBeNull();
  });

  it('cuts names after 18 characters on a small screen', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(max-width: 575px)',
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      await signedInAs('finance@demo.test');
      renderList('LOCAL');
      await waitFor(() => expect(names()).toContain('Daniel, Witting an...'));
      expect(screen.getByRole('tooltip', { name: 'Daniel, Witting and Orn' })).toBeTruthy();
      expect(names()).toContain('Albert Brown');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens a row menu with View details and Delete recipient, moved by arrows, closed by Escape', async () => {
    await signedInAs('finance@demo.test');
    renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    const trigger = screen.getByRole('button', { name: 'Options for Albert Brown' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Options for Albert Brown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['View details', 'Delete recipient']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows a recipient's details with Delete and Make a transfer", async () => {
    await signedInAs('finance@demo.test');
    const onMakeTransfer = vi.fn<(r: Recipient) => void>();
    const { onSelect } = renderList('OVERSEAS', { onMakeTransfer });
    await waitFor(() => expect(names()).toHaveLength(15));
    openMenu('Rippin - Wolf');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    const dialog = screen.getByRole('dialog', { name: 'Recipient details' });
    const value = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([
      value('Name'),
      value('Account number'),
      value('Bank'),
      value('SWIFT code'),
      value('SORT code'),
      value('Country'),
      value('Currency'),
    ]).toEqual([
      'Rippin - Wolf',
      '86821268',
      'Barclays Bank',
      'BARCGB22',
      '200000',
      'United Kingdom',
      'GBP',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a transfer' }));
    expect(onMakeTransfer).toHaveBeenCalledWith(
      expect.objectContaining({ recipientAccountName: 'Rippin - Wolf' }),
    );
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A recipient that cannot be paid: the reason, and no transfer.
    openMenu('Mills LLC');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    const dimmed = screen.getByRole('dialog', { name: 'Recipient details' });
    expect(within(dimmed).getByRole('alert').textContent).toBe(
      'Transfer in NZD is currently unavailable.',
    );
    expect(
      within(dimmed).getByRole<HTMLButtonElement>('button', { name: 'Make a transfer' }).disabled,
    ).toBe(true);
  });

  it("shows the bank's current record when the details open online, and keeps it in the cache", async () => {
    await signedInAs('finance@demo.test');
    renderList('OVERSEAS');
    await waitFor(() => expect(names()).toHaveLength(15));
    // The device's copy is behind the bank's (synced before the bank's record changed).
    const cached = (await db.recipients.toArray())
      .map((r) => r.data)
      .find((r) => r.recipientAccountName === 'Rippin - Wolf');
    if (!cached) throw new Error('Rippin - Wolf is not cached');
    await db.recipients.put(recipientRow({ ...cached, recipientBankName: 'Old Bank Name' }));
    openMenu('Rippin - Wolf');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    const dialog = screen.getByRole('dialog', { name: 'Recipient details' });
    const bankName = () =>
      within(dialog).getByText('Bank', { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(bankName()).toBe('Barclays Bank'));
    expect(
      bank
        .calls()
        .filter(
          (c) => c.path === `/boom/v2/payouts/recipients/detail/${cached.displayReferenceId}`,
        ),
    ).toHaveLength(1);
    await waitFor(async () =>
      expect((await db.recipients.get(cached.displayReferenceId))?.data.recipientBankName).toBe(
        'Barclays Bank',
      ),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says when another user deleted the recipient, drops it and offers no transfer', async () => {
    await signedInAs('finance@demo.test');
    renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    const gone = (await db.recipients.toArray()).find(
      (r) => r.data.recipientAccountName === 'Runte Group',
    );
    if (!gone) throw new Error('Runte Group is not cached');
    // A colleague deletes it on another device after this one synced.
    const colleague = await signIn('admin@demo.test', { deviceId: 'device-colleague' });
    const deleted = await call('/boom/v2/payouts/recipients', {
      method: 'DELETE',
      bearer: colleague.accessToken,
      deviceId: 'device-colleague',
      body: { recipientDisplayReferenceID: gone.id },
    });
    expect(deleted.status).toBe(200);
    openMenu('Runte Group');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    const dialog = screen.getByRole('dialog', { name: 'Recipient details' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The intended recipient has been deleted. Please refresh the page to update the list of valid recipients.',
    );
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Make a transfer' }).disabled,
    ).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    // What the device knew stays readable; the list and the cache drop it.
    expect(within(dialog).getByText('Runte Group', { selector: 'dd' })).toBeTruthy();
    await shownNames(LOCAL_NAMES.filter((n) => n !== 'Runte Group'));
    expect(await db.recipients.get(gone.id)).toBeUndefined();
  });

  it('shows the cached record offline without asking the bank', async () => {
    await signedInAs('finance@demo.test');
    renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    bank.clearCalls();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openMenu('Albert Brown');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    const dialog = screen.getByRole('dialog', { name: 'Recipient details' });
    expect(within(dialog).getByText('Albert Brown', { selector: 'dd' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bank.calls().filter((c) => c.path.includes('/recipients/detail/'))).toEqual([]);
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Make a transfer' }).disabled,
    ).toBe(false);
  });

  it("'Make a transfer' picks the recipient when no other action is given", async () => {
    await signedInAs('finance@demo.test');
    const { onSelect } = renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    openMenu('Albert Brown');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make a transfer' }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ recipientAccountName: 'Albert Brown' }),
    );
  });

  it('confirms a delete with the spec texts, deletes for all users and drops the row', async () => {
    await signedInAs('admin@demo.test');
    renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    // From the details dialog; Cancel deletes nothing.
    openMenu('Albert Brown');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete recipient' });
    expect(Array.from(confirm.querySelectorAll('.rcp-delete p'), (p) => p.textContent)).toEqual([
      'Are you sure you would like to delete the below recipient?',
      'Albert Brown',
      'The recipient will be deleted for all users. This action cannot be undone.',
    ]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteCalls()).toHaveLength(0);
    // Focus goes back to the row's menu button.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Options for Albert Brown' }),
    );
    // From the row menu.
    openMenu('Albert Brown');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete recipient' }));
    confirm = screen.getByRole('dialog', { name: 'Delete recipient' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await shownNames(LOCAL_NAMES.filter((n) => n !== 'Albert Brown'));
    // The cache drops the row as the bank answers; the notice follows in the same task.
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual([
      {
        kind: 'success',
        title: 'Success',
        message: 'Recipient has been successfully deleted for all users.',
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteCalls()).toHaveLength(1);
    // The row is gone: focus goes to the search box.
    expect(document.activeElement).toBe(
      screen.getByRole('searchbox', { name: 'Search recipients' }),
    );
    // Gone at the bank too: the next sync keeps it out.
    await act(() => syncNow(['recipients']));
    expect(await db.recipients.count()).toBe(21);
  });

  it('tells the spec failure notice and keeps the row when the bank fails the delete', async () => {
    await signedInAs('admin@demo.test');
    renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    bank.faults.failNext('/boom/v2/payouts/recipients', 'INTERNAL_SERVER_ERROR', 500);
    openMenu('Runte Group');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete recipient' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Unsuccessful',
          message:
            'An unexpected error occured - unable to delete recipient at the moment. Please try again later.',
        },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names()).toEqual(LOCAL_NAMES);
  });

  it('counts a recipient another user already deleted as deleted, and drops it', async () => {
    await signedInAs('admin@demo.test');
    renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    bank.faults.failNext('/boom/v2/payouts/recipients', 'RECIPIENT_NOT_FOUND', 404);
    openMenu('Runte Group');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete recipient' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await shownNames(LOCAL_NAMES.filter((n) => n !== 'Runte Group'));
    expect(toasts().map((t) => t.title)).toEqual(['Success']);
  });

  it('offers no Delete to a role that may not manage recipients, and the bank refuses it anyway', async () => {
    await signedInAs('accountant@demo.test');
    const { rerender } = renderList('LOCAL', { canManage: false });
    await shownNames(LOCAL_NAMES);
    openMenu('Albert Brown');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['View details']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'View details' }));
    const dialog = screen.getByRole('dialog', { name: 'Recipient details' });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Offered by mistake: the bank answers 403 and the failure notice shows.
    rerender({ canManage: true });
    openMenu('Albert Brown');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete recipient' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts().map((t) => t.title)).toEqual(['Unsuccessful']));
    expect(deleteCalls()).toHaveLength(1);
    expect(await db.recipients.count()).toBe(22);
  });

  it('refuses to delete offline before sending anything, and says so', async () => {
    await signedInAs('admin@demo.test');
    renderList('LOCAL');
    await shownNames(LOCAL_NAMES);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openMenu('Albert Brown');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete recipient' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete recipient' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert.textContent).toBe(
      "You're offlineYou're offline. Deleting a recipient needs a connection, so nothing was sent. Please try again when you're back online.",
    );
    expect(deleteCalls()).toHaveLength(0);
    expect(toasts()).toEqual([]);
    expect(names()).toEqual(LOCAL_NAMES);
  });
});
