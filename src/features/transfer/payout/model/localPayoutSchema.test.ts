import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../../../shared/currencies';
import type { TransferLimit } from '../../../../shared/domain/fx';
import { localReferenceRule } from '../../../../shared/domain/payouts';
import { readForm } from '../../../../shared/forms/readForm';
import {
  anAccount,
  EUR_ACCOUNT as EUR,
  M,
  OCBC_RECIPIENT as OCBC,
  USD_ACCOUNT,
} from '../../../../test/payouts';
import { buildRecipient } from '../../../../test/recipientRecords';
import { toPaymentRequest } from './draft';
import {
  emptyLocalValues,
  localPayoutSchema,
  localSenders,
  localValuesFromDraft,
  type LocalPayoutContext,
  type LocalPayoutField,
  type LocalPayoutSchema,
  type LocalPayoutValues,
} from './localPayoutSchema';

const SGD = anAccount({ currentBalance: 500_000 * M });
const USD = { ...USD_ACCOUNT, currentBalance: 100 * M };
const JPY = anAccount({
  accountNumber: '885171000001',
  accountName: 'JPY account',
  currency: 'JPY',
  currentBalance: 1_000_000 * M,
});
const ACCOUNTS = [SGD, USD, JPY, EUR];

/** The bank's local table (constants.tsv): SGD 1 to 200,000, USD 1 to 1,000,000, JPY 100 to 45,000,000. */
const LIMITS: Partial<Record<CurrencyCode, TransferLimit>> = {
  SGD: { currency: 'SGD', min: 1 * M, max: 200_000 * M },
  USD: { currency: 'USD', min: 1 * M, max: 1_000_000 * M },
  JPY: { currency: 'JPY', min: 100 * M, max: 45_000_000 * M },
};

function context(overrides: Partial<LocalPayoutContext> = {}): LocalPayoutContext {
  return {
    recipient: OCBC,
    accounts: ACCOUNTS,
    integrationOn: false,
    notificationOn: true,
    limitOf: (currency) => LIMITS[currency],
    feeFor: (currency) => (currency === 'SGD' ? 0 : 8 * M),
    ...overrides,
  };
}

/** A limits table with room above S$200,000. */
const generous = (): TransferLimit => ({ currency: 'SGD', min: M, max: 300_000 * M });

const file = (name: string, size = 10) => ({
  fileName: name,
  fileType: 'application/pdf',
  bufferFile: 'QQ==',
  size,
});

const values = (overrides: Partial<LocalPayoutValues> = {}): LocalPayoutValues => ({
  ...emptyLocalValues([]),
  senderAccount: SGD.accountNumber,
  amount: '1,250.50',
  ...overrides,
});

const check = (v: Partial<LocalPayoutValues>, c: Partial<LocalPayoutContext> = {}) =>
  readForm<LocalPayoutSchema, LocalPayoutField>(localPayoutSchema(context(c)), values(v));
const errorsOf = (v: Partial<LocalPayoutValues>, c: Partial<LocalPayoutContext> = {}) =>
  check(v, c).errors;

describe('the local payout draft', () => {
  it('is what the form says, in micro-units, with the reference collapsed and trimmed', () => {
    expect(check({ reference: '  Invoice   42 /\tMarch  ', purpose: 'SUPP' }).data).toEqual({
      senderAccountNo: SGD.accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: 1_250_500_000,
      destinationAmount: 1_250_500_000,
      calcSourceAmtFromDestinationAmt: false,
      fee: 0,
      chargeAt: 'DEBTOR',
      reference: 'Invoice 42 / March',
      purposeOfPayment: 'SUPP',
      isTransferNotiEnabled: false,
      transferNotiRecipients: [],
      transferNotiRemarks: '',
      attachments: [],
    });
  });

  it('carries the fee the bank gave for the amount', () => {
    const recipient = buildRecipient({ currency: 'USD', swiftCodeValue: 'OCBCSGSG' });
    expect(
      check({ senderAccount: USD.accountNumber, amount: '50' }, { recipient }).data,
    ).toMatchObject({ sourceCurrency: 'USD', sourceAmount: 50 * M, fee: 8 * M });
  });

  it('comes back whole through the form values (Back from the review keeps everything)', () => {
    const draft = check({
      reference: 'Rent',
      purpose: 'RENT',
      notify: true,
      emails: ['a@b.co'],
      remarks: 'Thanks',
      attachments: [
        { fileName: 'a.pdf', fileType: 'application/pdf', bufferFile: 'QQ==', size: 1 },
      ],
    }).data;
    if (!draft) throw new Error('expected a draft');
    const again = readForm(localPayoutSchema(context()), localValuesFromDraft(draft));
    expect(again.data).toEqual(draft);
    expect(localValuesFromDraft(draft).amount).toBe('1250.50');
  });

  it('waits for the fee of the amount typed, saying nothing', () => {
    expect(check({}, { feeFor: () => undefined })).toEqual({ data: undefined, errors: {} });
  });

  it('sends an MCA payout in the currency of the account it comes from', () => {
    const mca = buildRecipient({ currency: 'MCA', swiftCodeValue: 'OCBCSGSG' });
    const draft = check(
      { senderAccount: EUR.accountNumber, amount: '10' },
      { recipient: mca },
    ).data;
    if (!draft) throw new Error('expected a draft');
    expect(toPaymentRequest(draft, mca)).toMatchObject({
      sourceCurrency: 'EUR',
      destinationCurrency: 'EUR',
    });
  });
});

describe('sending accounts', () => {
  it("are the recipient's currency; an MCA recipient's any Singapore account currency", () => {
    const THB = anAccount({ accountNumber: '880000000001', currency: 'THB' });
    const all = [...ACCOUNTS, THB];
    expect(localSenders(all, OCBC)).toEqual([SGD]);
    expect(localSenders(all, buildRecipient({ currency: 'USD' }))).toEqual([USD]);
    expect(localSenders(all, buildRecipient({ currency: 'MCA' }))).toEqual(all);
  });

  it("start on the first in the bank's order, or on none", () => {
    expect(emptyLocalValues([USD, SGD]).senderAccount).toBe(USD.accountNumber);
    expect(emptyLocalValues([]).senderAccount).toBe('');
  });
});

describe('amount rules', () => {
  it("asks for an account on the amount once one is typed, on the account otherwise: 'Please select an account'", () => {
    expect(errorsOf({ senderAccount: '' })).toEqual({ amount: 'Please select an account' });
    expect(errorsOf({ senderAccount: '', amount: '' })).toEqual({
      senderAccount: 'Please select an account',
    });
  });

  it('requires an amount', () => {
    expect(errorsOf({ amount: '  ' })).toEqual({ amount: 'This field is required' });
  });

  it('refuses a decimal point in a zero-decimal currency rather than dropping it', () => {
    const recipient = buildRecipient({ currency: 'JPY' });
    expect(errorsOf({ senderAccount: JPY.accountNumber, amount: '1000.5' }, { recipient })).toEqual(
      { amount: 'JPY amounts are whole numbers. Please remove the decimal point.' },
    );
  });

  it("holds the bank's minimum: 'Min amount for this transfer: {amount}'", () => {
    expect(errorsOf({ amount: '0.99' })).toEqual({
      amount: 'Min amount for this transfer: S$1.00',
    });
    const recipient = buildRecipient({ currency: 'JPY' });
    expect(errorsOf({ senderAccount: JPY.accountNumber, amount: '99' }, { recipient })).toEqual({
      amount: 'Min amount for this transfer: JP¥100',
    });
    // Limits not known yet: the spec's default minimum, 0.01.
    expect(errorsOf({ amount: '0.00' }, { limitOf: () => undefined })).toEqual({
      amount: 'Min amount for this transfer: S$0.01',
    });
  });

  it("refuses an amount the balance cannot pay with the fee: 'Amount exceeds available balance'", () => {
    const recipient = buildRecipient({ currency: 'USD', swiftCodeValue: 'OCBCSGSG' });
    const usd = { senderAccount: USD.accountNumber };
    expect(errorsOf({ ...usd, amount: '92.01' }, { recipient })).toEqual({
      amount: 'Amount exceeds available balance',
    });
    expect(errorsOf({ ...usd, amount: '92' }, { recipient })).toEqual({});
    // Over the balance by itself: said before the fee is known.
    expect(errorsOf({ ...usd, amount: '100.01' }, { recipient, feeFor: () => undefined })).toEqual({
      amount: 'Amount exceeds available balance',
    });
  });

  it("caps SGD at S$200,000.00 while the local integration is off: 'Maximum amount for transfer is S$200,000.00.'", () => {
    const above = { amount: '200,000.01' };
    expect(errorsOf(above, { limitOf: generous })).toEqual({
      amount: 'Maximum amount for transfer is S$200,000.00.',
    });
    expect(errorsOf({ amount: '200,000' }, { limitOf: generous })).toEqual({});
    expect(errorsOf(above, { limitOf: generous, integrationOn: true, feeFor: () => 0 })).toEqual({
      reference: 'This field is required',
      purpose: 'This field is required',
    });
  });

  it("holds the bank's maximum: 'Max amount for this transfer: {amount}'", () => {
    const recipient = buildRecipient({ currency: 'USD', swiftCodeValue: 'OCBCSGSG' });
    const rich = anAccount({ ...USD, currentBalance: 2_000_000 * M });
    expect(
      errorsOf(
        { senderAccount: rich.accountNumber, amount: '1,000,000.01' },
        { recipient, accounts: [rich] },
      ),
    ).toEqual({ amount: 'Max amount for this transfer: US$1,000,000.00' });
  });
});

describe('reference and purpose', () => {
  it("takes letters, digits, space and / - ? : ( ) . , ' + only", () => {
    expect(errorsOf({ reference: "Inv/1-2?:(a).b,c'd+e" })).toEqual({});
    expect(errorsOf({ reference: 'Invoice #42' })).toEqual({
      reference: "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +",
    });
  });

  it('is required with the local integration on, optional without it', () => {
    expect(errorsOf({}, { integrationOn: true })).toEqual({
      reference: 'This field is required',
      purpose: 'This field is required',
    });
    expect(errorsOf({ reference: ' \t ', purpose: '' })).toEqual({});
  });

  it("refuses a right-to-left override, a zero-width joiner or NUL with the list's text, never drops it", () => {
    const chars = "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +";
    for (const reference of ['Invoice\u202Efdp.exe', 'Inv\u200D42', 'Inv\u000042', '\u200B'])
      expect(errorsOf({ reference })).toEqual({ reference: chars });
  });

  it('has 35 characters to a business account of the product, 11 to DBS or by telegraphic transfer, 30 otherwise', () => {
    const product = buildRecipient({
      recipientAccountNo: '885164123456',
      swiftCodeValue: 'DBSSSGSG',
    });
    const dbs = buildRecipient({ recipientAccountNo: '0721234567', swiftCodeValue: 'DBSSSGSGXXX' });
    expect(localReferenceRule(product, 'SGD').max).toBe(35);
    expect(localReferenceRule(dbs, 'SGD').max).toBe(11);
    expect(localReferenceRule(OCBC, 'USD').max).toBe(11);
    expect(localReferenceRule(OCBC, 'SGD').max).toBe(30);
    expect(errorsOf({ reference: 'x'.repeat(31) })).toEqual({
      reference: '30 character limit is reached.',
    });
    // Counted once the spaces are collapsed.
    expect(errorsOf({ reference: `${'x'.repeat(15)}     ${'y'.repeat(14)}` })).toEqual({});
  });
});

describe('payment advice and attachments', () => {
  const notify = { notify: true, emails: ['ap@supplier.test'] };

  it('sends the e-mails and remarks only while the switch is on', () => {
    expect(check({ ...notify, remarks: ' Paid \n in full ' }).data).toMatchObject({
      isTransferNotiEnabled: true,
      transferNotiRecipients: ['ap@supplier.test'],
      transferNotiRemarks: 'Paid \n in full',
    });
    expect(check({ ...notify, notify: false, remarks: 'x' }).data).toMatchObject({
      isTransferNotiEnabled: false,
      transferNotiRecipients: [],
      transferNotiRemarks: '',
    });
    // Without the transferNotification toggle the section is not offered: nothing is sent.
    expect(check(notify, { notificationOn: false }).data).toMatchObject({
      isTransferNotiEnabled: false,
      transferNotiRecipients: [],
    });
  });

  it('adds an e-mail typed but not added yet, and needs at least one', () => {
    expect(check({ notify: true, emailDraft: ' Boss@Supplier.test ' }).data).toMatchObject({
      transferNotiRecipients: ['Boss@Supplier.test'],
    });
    expect(errorsOf({ notify: true })).toEqual({ emailDraft: 'This field is required' });
  });

  it('refuses a bad e-mail, a duplicate ignoring case, a sixth and a 76th character', () => {
    expect(errorsOf({ ...notify, emailDraft: 'ap@' })).toEqual({
      emailDraft: 'Please enter a valid email address.',
    });
    expect(errorsOf({ ...notify, emailDraft: ' AP@Supplier.TEST' })).toEqual({
      emailDraft: 'You have already entered this email. Please enter a different one.',
    });
    const five = ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co'];
    expect(errorsOf({ notify: true, emails: five })).toEqual({});
    expect(errorsOf({ notify: true, emails: five, emailDraft: 'f@x.co' })).toEqual({
      emailDraft: 'You have reached the maximum of 5 recipients',
    });
    expect(errorsOf({ ...notify, emailDraft: `${'a'.repeat(70)}@x.com` })).toEqual({
      emailDraft: '75 character limit is reached.',
    });
  });

  it('keeps remarks to 500 characters', () => {
    expect(errorsOf({ ...notify, remarks: 'r'.repeat(500) })).toEqual({});
    expect(errorsOf({ ...notify, remarks: 'r'.repeat(501) })).toEqual({
      remarks: '500 character limit is reached.',
    });
  });

  it('takes up to 5 files of 5 MB of the listed types', () => {
    const five = ['a.png', 'b.JPG', 'c.jpeg', 'd.docx', 'e.xlsx'].map((n) => file(n));
    expect(check({ attachments: five }).data?.attachments).toEqual(five);
    expect(errorsOf({ attachments: [...five, file('f.csv')] })).toEqual({
      attachments: 'File upload limit exceeded',
    });
    expect(errorsOf({ attachments: [file('big.pdf', 5 * 1024 * 1024)] })).toEqual({});
    expect(errorsOf({ attachments: [file('big.pdf', 5 * 1024 * 1024 + 1)] })).toEqual({
      attachments: 'File size too large',
    });
    expect(errorsOf({ attachments: [file('run.exe')] })).toEqual({
      attachments: 'Please attach a png, jpg, jpeg, pdf, doc, docx, xls, xlsx or csv file.',
    });
  });
});
