import type { Account } from '../../../shared/domain/accounts';
import type { PaymentRequest } from '../../../shared/domain/payouts';
import type { Recipient } from '../../../shared/domain/recipient';
import { businessAccountCurrency } from '../../../shared/domain/recipients/classification';
import {
  payoutRequest,
  recipientsOf,
  tradeQuote,
  withPayoutCode,
  type PayoutOptions,
} from '../../testingPayments';
import type { Example, Examples, Fixtures } from './example';

const isDbs = (r: Recipient) => (r.recipientBankCode ?? '').startsWith('DBSSSGSG');
const localSgd = (r: Recipient) => r.recipientType === 'LOCAL' && r.currency === 'SGD';

/**
 * A payout of a few dollars from the admin's richest SGD account to the first recipient `find`
 * names, with a verified code (transfer2fa is on); each example its own amount. The admin's
 * payouts are never held for approval.
 */
async function payout(
  f: Fixtures,
  find: (r: Recipient) => boolean,
  amount: number,
  options: PayoutOptions = {},
  extra: Record<string, unknown> = {},
): Promise<Example> {
  const from = f.accounts
    .filter((a) => a.currency === 'SGD')
    .toSorted((a, b) => (b.currentBalance ?? 0) - (a.currentBalance ?? 0))[0] as Account;
  const to = (await recipientsOf(f.token)).find(find) as Recipient;
  const body = payoutRequest(from, to, amount, options, extra);
  return { body: await withPayoutCode(f.token, body, from, to) };
}

/** The request of a local payout from the admin's richest SGD account (no code: nothing is sent). */
export async function localPayoutDraft(f: Fixtures, amount: number): Promise<PaymentRequest> {
  const from = f.accounts
    .filter((a) => a.currency === 'SGD')
    .toSorted((a, b) => (b.currentBalance ?? 0) - (a.currentBalance ?? 0))[0] as Account;
  const to = (await recipientsOf(f.token)).find((r) => localSgd(r) && !isDbs(r)) as Recipient;
  return payoutRequest(from, to, amount);
}

export const PAYMENT_EXAMPLES: Examples = {
  // FAST to a Singapore bank other than DBS: free.
  'payments.sendLocal': (f) => payout(f, (r) => localSgd(r) && !isDbs(r), 5_000_000),
  // ACT to an account at DBS that is not one of this product's business accounts.
  'payments.sendAct': (f) =>
    payout(
      f,
      (r) => localSgd(r) && isDbs(r) && !businessAccountCurrency(r.recipientAccountNo),
      6_000_000,
    ),
  // P2P to another company's business account of this product: the p2p toggle on.
  'payments.sendP2p': (f) => {
    f.setToggle('p2p', true);
    return payout(
      f,
      (r) => localSgd(r) && businessAccountCurrency(r.recipientAccountNo) !== null,
      7_000_000,
    );
  },
  // A remittance of S$8.00 to the US in USD at a quote, the fee (S$10) beside it.
  'payments.sendRemittance': async (f) =>
    payout(
      f,
      (r) => r.recipientType === 'OVERSEAS' && r.bankCtry === 'US',
      8_000_000,
      { fee: 10_000_000, quote: await tradeQuote(f.token, 'SGD', 'USD') },
      { purposeOfPayment: 'IR001', customerMessage: 'Contract test' },
    ),
};
