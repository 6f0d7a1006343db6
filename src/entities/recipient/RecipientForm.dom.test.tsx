import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { addRecipient, checkRecipientDuplicate } from '../../api/recipients';
import type { BankDatabase } from '../../db/database';
import { PAYOUT_CONFIG_KEY, readMeta, TOGGLES_KEY, writeMeta } from '../../db/meta';
import { deleteAllCacheDatabases } from '../../db/userDatabase';
import type { MockBankControls } from '../../mirage/mockBank';
import type { PayoutConfig } from '../../shared/domain/corridors';
import type { Recipient } from '../../shared/domain/recipient';
import { recipientSchema } from '../../shared/domain/recipients/schema';
import type { RecipientFormValues } from '../../shared/domain/recipients/types';
import { clearToasts, toastStore } from '../../shared/ui/toastStore';
import { payoutConfigTask } from '../../sync/tasks/payoutConfigTask';
import { signInAdmin, startBankWithClient } from '../../test/bankSession';
import { LOCAL_RECIPIENT, overseasRecipient } from '../../test/recipients';
import { RecipientForm, type RecipientFormProps } from './RecipientForm';
import { toNewRecipient } from './recipientFormModel';

// The real API client and mock bank; the calls are watched, not replaced (except one failure).
vi.mock('../../api/recipients', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../api/recipients')>();
  return {
    ...real,
    checkRecipientDuplicate: vi.fn<typeof real.checkRecipientDuplicate>(
      real.checkRecipientDuplicate,
    ),
    addRecipient: vi.fn<typeof real.addRecipient>(real.addRecipient),
  };
});
// The cache is written through, not filled by a background sync of the whole list.
vi.mock('../../sync/syncEngine', () => ({
  syncNow: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));

const DUPLICATE = 'Recipient already exists. Please check your input.';
const FAILURE_TITLE = 'Something Went Wrong!';
const ADD_FAILURE = 'Sorry, the recipient cannot be added. Please try again later.';
const OFFLINE =
  "You're offline. Moving money needs a connection, so nothing was sent. Please try again when you're back online.";

let bank: MockBankControls;
let db: BankDatabase;

beforeEach(async () => {
  bank = startBankWithClient();
  db = await signInAdmin({});
});
afterEach(async () => {
  bank.shutdown();
  clearToasts();
  vi.restoreAllMocks();
  vi.mocked(checkRecipientDuplicate).mockClear();
  vi.mocked(addRecipient).mockClear();
  await deleteAllCacheDatabases();
});

function renderForm(props: Partial<RecipientFormProps> = {}) {
  const onAdded = vi.fn<(recipient: Recipient) => void>();
  const onStepChange = vi.fn<(step: 'form' | 'confirm') => void>();
  render(
    <RecipientForm
      type="OVERSEAS"
      onAdded={onAdded}
      onCancel={() => undefined}
      onStepChange={onStepChange}
      {...props}
    />,
  );
  return { onAdded, onStepChange };
}

/** Inputs by their accessible name: the required mark is aria-hidden, so 'Recipient name'. */
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const options = (name: string) => [...select(name).options].map((o) => o.value);
const choose = (name: string, value: string) =>
  fireEvent.change(select(name), { target: { value } });
const type = (name: string, value: string) => {
  fireEvent.input(input(name), { target: { value } });
  fireEvent.blur(input(name));
};
/** The message linked to an input with aria-describedby. */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const LABELS: Partial<Record<keyof RecipientFormValues, string>> = {
  name: 'Recipient name',
  contactCountryCode: 'Country code',
  contactNumber: 'Contact number',
  address: 'Address line 1',
  city: 'City',
  state: 'State/Province',
  postal: 'Postal code',
  email: 'Email',
  bankName: 'Bank name',
  accountNumber: 'Account number',
  swiftCodeValue: 'SWIFT code',
  bankCode: 'Bank code',
};

/** Country, currency and account type first (their effects), then every text field given. */
function fill(values: RecipientFormValues, routingLabel?: string) {
  if (values.country !== 'SG') choose('Country/Area', values.country);
  choose('Currency', values.currency);
  if (values.accountType)
    fireEvent.click(radio(values.accountType === 'CORPORATE' ? 'Corporate' : 'Individual'));
  for (const [field, label] of Object.entries(LABELS))
    if (values[field as keyof RecipientFormValues])
      type(label, values[field as keyof RecipientFormValues]);
  if (routingLabel) type(routingLabel, values.routingCodeValue);
}

/** The local example as the form sends it. */
const localRequest = () =>
  toNewRecipient(recipientSchema({ type: 'LOCAL' }).parse(LOCAL_RECIPIENT), 'Transfers');

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const toasts = () =>
  toastStore.toasts.map(({ kind, title, message }) => ({ kind, title, message }));

describe('RecipientForm: overseas', () => {
  it('shows the sort code mismatch of a GBP IBAN under the sort code, keeps the values, then adds the valid recipient into the cache', async () => {
    const { onAdded, onStepChange } = renderForm();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      ['Country/Area and Currency'],
    );
    const gbp = overseasRecipient('GBP');
    fill({ ...gbp, routingCodeValue: '601614' }, 'SORT code');
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      ['Country/Area and Currency', 'Recipient Details', 'Account Details'],
    );
    next();
    const sort = input('SORT code');
    await waitFor(() =>
      expect(messageOf(sort)).toBe('The SORT code does not match the IBAN number'),
    );
    expect(sort.getAttribute('aria-invalid')).toBe('true');
    expect(sort.value).toBe('601614');
    expect(input('Account number').value).toBe('GB29NWBK60161331926819');
    expect(checkRecipientDuplicate).not.toHaveBeenCalled();

    type('SORT code', '601613');
    // The mismatch is gone; a full 6-digit code shows only the field's limit notice.
    await waitFor(() =>
      expect(messageOf(input('SORT code'))).toBe('6 character limit is reached.'),
    );
    expect(input('SORT code').getAttribute('aria-invalid')).toBeNull();
    next();
    expect(await screen.findByRole('heading', { name: 'Review recipient details' })).toBeDefined();
    expect(onStepChange).toHaveBeenLastCalledWith('confirm');
    const summary = Object.fromEntries(
      [...document.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(summary).toMatchObject({
      'Country/Area': 'United Kingdom',
      Currency: 'GBP',
      'Account type': 'Individual',
      'Recipient name': 'Jane Doe',
      'Account number': 'GB29NWBK60161331926819',
      'SORT code': '601613',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    const added = onAdded.mock.calls[0]![0];
    expect(added).toMatchObject({
      recipientType: 'OVERSEAS',
      currency: 'GBP',
      recipientAccountNo: 'GB29NWBK60161331926819',
      routingCodeType: 'SORT',
      routingCodeValue: '601613',
      payoutPurpose: 'Transfers',
    });
    expect((await db.recipients.get(added.displayReferenceId))?.data).toEqual(added);
  });

  it('applies the currency effects: KRW sets +82, CNY forces Corporate, BRL gives CPF or CNPJ', async () => {
    renderForm();
    choose('Country/Area', 'KR');
    choose('Currency', 'KRW');
    expect(input('Country code').value).toBe('+82');
    expect(input('Country code').readOnly).toBe(true);

    choose('Country/Area', 'CN');
    choose('Currency', 'CNY');
    expect(radio('Corporate').checked).toBe(true);
    expect(radio('Individual').disabled).toBe(true);

    choose('Country/Area', 'BR');
    choose('Currency', 'BRL');
    expect(radio('Individual').disabled).toBe(false);
    fireEvent.click(radio('Individual'));
    expect(input('Taxpayer ID type').value).toBe('CPF');
    fireEvent.click(radio('Corporate'));
    expect(input('Taxpayer ID type').value).toBe('CNPJ');
    expect(input('Taxpayer ID type').readOnly).toBe(true);
  });

  it('keeps VND individual unless the VND corporate toggle is on', async () => {
    renderForm();
    choose('Country/Area', 'VN');
    choose('Currency', 'VND');
    expect(radio('Individual').checked).toBe(true);
    expect(radio('Corporate').disabled).toBe(true);
    await act(() => writeMeta(db, TOGGLES_KEY, { vndCorporate: true }));
    await waitFor(() => expect(radio('Corporate').disabled).toBe(false));
    fireEvent.click(radio('Corporate'));
    expect(radio('Corporate').checked).toBe(true);
  });

  it('clears the currency when the new country does not allow it, keeps it when it does', () => {
    renderForm();
    choose('Country/Area', 'GB');
    choose('Currency', 'GBP');
    choose('Country/Area', 'DE');
    expect(select('Currency').value).toBe('');
    expect([...select('Currency').options].map((o) => o.value)).toEqual(['', 'EUR', 'USD']);
    choose('Currency', 'USD');
    choose('Country/Area', 'FR');
    expect(select('Currency').value).toBe('USD');
  });

  it("offers the bank's synced corridors, and the product's own before the first sync", async () => {
    renderForm();
    // Nothing synced yet (a first start offline): the product's own corridors.
    expect(options('Country/Area')).toContain('DE');
    choose('Country/Area', 'GB');
    expect(options('Currency')).toEqual(['', 'GBP', 'USD']);
    // The sync asks the bank for its corridors and routes and keeps them.
    await act(() => payoutConfigTask().run(db, () => undefined));
    expect(
      bank
        .calls()
        .map((c) => c.path)
        .filter((path) => path.startsWith('/boom/v2/payouts/config/')),
    ).toEqual(['/boom/v2/payouts/config/corridors', '/boom/v2/payouts/config/routes']);
    // A later answer: Germany is no longer paid, and GBP goes to the UK by telegraphic transfer only.
    const synced = await readMeta<PayoutConfig>(db, PAYOUT_CONFIG_KEY);
    if (!synced) throw new Error('the payout configuration was not stored');
    await act(() =>
      writeMeta(db, PAYOUT_CONFIG_KEY, {
        ...synced,
        corridors: synced.corridors
          .filter((c) => c.country !== 'DE')
          .map((c) =>
            c.country === 'GB' ? { ...c, currencies: [{ currency: 'GBP', route: 'TT' }] } : c,
          ),
      } satisfies PayoutConfig),
    );
    await waitFor(() => expect(options('Country/Area')).not.toContain('DE'));
    expect(options('Currency')).toEqual(['', 'GBP']);
    choose('Currency', 'GBP');
    // The telegraphic route's SWIFT-field limit, not GBP's 70.
    expect(input('Recipient name').maxLength).toBe(35);
  });

  it('stops the name at the currency limit and says so', () => {
    renderForm();
    choose('Country/Area', 'GB');
    choose('Currency', 'GBP');
    const name = input('Recipient name');
    expect(name.maxLength).toBe(70);
    expect(name.getAttribute('aria-required')).toBe('true');
    fireEvent.input(name, { target: { value: 'A'.repeat(70) } });
    expect(messageOf(name)).toBe('70 character limit is reached.');
  });

  it('goes Back from the review with every value kept', async () => {
    const { onStepChange } = renderForm();
    const brl = overseasRecipient('BRL');
    fill(brl, 'Branch code');
    type('Taxpayer registration number', brl.identificationValue);
    fireEvent.click(radio('Checking'));
    next();
    await screen.findByRole('heading', { name: 'Review recipient details' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onStepChange.mock.calls.map(([step]) => step)).toEqual(['confirm', 'form']);
    expect(select('Country/Area').value).toBe('BR');
    expect(select('Currency').value).toBe('BRL');
    expect(radio('Individual').checked).toBe(true);
    expect(radio('Checking').checked).toBe(true);
    for (const [label, value] of [
      ['Recipient name', 'Jane Doe'],
      ['Taxpayer ID type', 'CPF'],
      ['Taxpayer registration number', '123.456.789-09'],
      ['Account number', '123456789'],
      ['Branch code', '1234'],
      ['Bank code', '001'],
      ['Contact number', '5551234567'],
      ['City', 'Springfield'],
    ])
      expect([label, input(label!).value]).toEqual([label, value]);
  });
});

describe('RecipientForm: local', () => {
  it('adds a local SGD recipient in Singapore and writes it into the cache', async () => {
    const { onAdded } = renderForm({ type: 'LOCAL' });
    expect([...select('Country/Area').options].map((o) => o.textContent)).toEqual(['Singapore']);
    expect(select('Currency').value).toBe('SGD');
    expect(screen.queryByRole('radio', { name: 'Individual' })).toBeNull();
    fill(LOCAL_RECIPIENT);
    next();
    expect(await screen.findByRole('heading', { name: 'Confirm recipient details' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    const added = onAdded.mock.calls[0]![0];
    expect(added).toMatchObject({
      recipientType: 'LOCAL',
      currency: 'SGD',
      recipientCountry: 'SG',
      recipientAccountNo: '5012345678',
      swiftCodeValue: 'OCBCSGSG',
    });
    expect((await db.recipients.get(added.displayReferenceId))?.data).toEqual(added);
  });

  it('fills the SWIFT code from the Singapore bank picked, and sends the bank by its name', async () => {
    const { onAdded } = renderForm({ type: 'LOCAL' });
    const banks = [...select('Bank').options].map((o) => o.textContent);
    expect(banks.slice(0, 4)).toEqual([
      'Select a bank',
      'DBS Bank / POSB',
      'OCBC Bank',
      'UOB (United Overseas Bank)',
    ]);
    expect(banks.at(-1)).toBe('Other bank');
    expect(screen.queryByRole('textbox', { name: 'Bank name' })).toBeNull();
    choose('Bank', 'DBSSSGSG');
    const swift = input('SWIFT code');
    expect([swift.value, swift.readOnly]).toEqual(['DBSSSGSG', true]);
    expect(messageOf(select('Bank'))).toBe('The SWIFT code is filled in from the bank you picked.');
    type('Recipient name', 'Lim Trading Pte Ltd');
    type('Account number', '0123456789');
    next();
    expect(await screen.findByRole('heading', { name: 'Confirm recipient details' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(onAdded.mock.calls[0]![0]).toMatchObject({
      recipientBankName: 'DBS Bank / POSB',
      swiftCodeValue: 'DBSSSGSG',
    });
  });

  it("'Other bank' takes the bank name and SWIFT code as typed, under the spec's SWIFT rule", async () => {
    renderForm({ type: 'LOCAL' });
    choose('Bank', 'OCBCSGSG');
    choose('Bank', 'OTHER');
    const swift = input('SWIFT code');
    expect([swift.value, swift.readOnly]).toEqual(['', false]);
    type('Bank name', 'Deutsche Bank');
    type('SWIFT code', 'DEUTMYKL');
    type('Recipient name', 'Lim Trading Pte Ltd');
    type('Account number', '0123456789');
    next();
    await waitFor(() =>
      expect(messageOf(input('SWIFT code'))).toBe('Please enter a valid SWIFT code for Singapore.'),
    );
    expect(input('Bank name').value).toBe('Deutsche Bank');
  });

  it('shows the listed bank of a recipient given, its SWIFT code filled', () => {
    renderForm({ type: 'LOCAL', initialValues: LOCAL_RECIPIENT });
    expect(select('Bank').value).toBe('OCBCSGSG');
    expect(input('SWIFT code').readOnly).toBe(true);
  });

  it('refuses a duplicate on the duplicate check: the text under the account number and the notice', async () => {
    await addRecipient(localRequest());
    vi.mocked(addRecipient).mockClear();
    renderForm({ type: 'LOCAL' });
    fill(LOCAL_RECIPIENT);
    next();
    const account = input('Account number');
    await waitFor(() => expect(messageOf(account)).toBe(DUPLICATE));
    expect(account.value).toBe('5012345678');
    expect(toasts()).toEqual([{ kind: 'error', title: FAILURE_TITLE, message: undefined }]);
    expect(addRecipient).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Confirm recipient details' })).toBeNull();
  });

  it('returns to the form with the duplicate text when the add itself is refused as a duplicate', async () => {
    const { onAdded } = renderForm({ type: 'LOCAL' });
    fill(LOCAL_RECIPIENT);
    next();
    await screen.findByRole('heading', { name: 'Confirm recipient details' });
    // Another user adds the same recipient between the check and Confirm.
    await addRecipient(localRequest());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(messageOf(input('Account number'))).toBe(DUPLICATE));
    expect(document.activeElement).toBe(input('Account number'));
    expect(input('Recipient name').value).toBe(LOCAL_RECIPIENT.name);
    expect(toasts()).toEqual([{ kind: 'error', title: FAILURE_TITLE, message: undefined }]);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("says the add failed with the spec's notice and stays on the confirmation", async () => {
    renderForm({ type: 'LOCAL' });
    fill(LOCAL_RECIPIENT);
    next();
    await screen.findByRole('heading', { name: 'Confirm recipient details' });
    vi.mocked(addRecipient).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_SERVER_ERROR' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'error', title: FAILURE_TITLE, message: ADD_FAILURE }]),
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDefined();
  });

  it('refuses offline before sending anything, with the values kept', async () => {
    renderForm({ type: 'LOCAL' });
    fill(LOCAL_RECIPIENT);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    next();
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE);
    expect(checkRecipientDuplicate).not.toHaveBeenCalled();
    expect(input('Account number').value).toBe('5012345678');
  });

  it('refuses Confirm offline on the confirmation and sends nothing', async () => {
    renderForm({ type: 'LOCAL' });
    fill(LOCAL_RECIPIENT);
    next();
    await screen.findByRole('heading', { name: 'Confirm recipient details' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE);
    expect(addRecipient).not.toHaveBeenCalled();
  });
});

describe('RecipientForm: claims', () => {
  it('enables Save only once a value differs from the initial values, and saves without the duplicate check', async () => {
    const gbp = overseasRecipient('GBP');
    const { onAdded } = renderForm({ purpose: 'Claims', initialValues: gbp });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(save.disabled).toBe(true);
    type('Recipient name', 'Jane Doer');
    expect(save.disabled).toBe(false);
    type('Recipient name', 'Jane Doe');
    expect(save.disabled).toBe(true);
    type('City', 'Shelbyville');
    fireEvent.click(save);
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(onAdded.mock.calls[0]![0]).toMatchObject({
      payoutPurpose: 'Claims',
      recipientCity: 'Shelbyville',
    });
    expect(checkRecipientDuplicate).not.toHaveBeenCalled();
    expect(
      within(document.body).queryByRole('heading', { name: 'Review recipient details' }),
    ).toBeNull();
  });
});
