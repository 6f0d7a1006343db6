import type { Account } from '../../../shared/domain/accounts';
import type { CodeBinding } from '../../../shared/domain/transfers';
import { payoutReference, signIn } from '../../testingCalls';
import type { Examples } from './example';

/** The admin's two richest SGD accounts: an internal transfer of a few dollars between them. */
function sgdPair(accounts: Account[]): [string, string] {
  const sgd = accounts
    .filter((a) => a.currency === 'SGD')
    .toSorted((a, b) => (b.currentBalance ?? 0) - (a.currentBalance ?? 0));
  return [sgd[0]?.accountNumber ?? '', sgd[1]?.accountNumber ?? ''];
}

/** A transfer binding between them; each example its own amount, so no code waits for a resend. */
export function binding(accounts: Account[], amount: number): CodeBinding {
  const [subject, payee] = sgdPair(accounts);
  return { purpose: 'transfer', subject, payee, amount, currency: 'SGD' };
}

let finance: Promise<string> | undefined;
/** finance@demo.test, signed in once: it has an authenticator app and requests waiting for approval. */
export const financeToken = () =>
  (finance ??= signIn('finance@demo.test').then((t) => t.accessToken));

export const TRANSFER_EXAMPLES: Examples = {
  // An internal transfer of S$1.00 with a verified code (transfer2fa is on); the admin is never held.
  'transfers.submit': async (f) => {
    const [sellAccount, buyAccount] = sgdPair(f.accounts);
    const otpReferenceID = await payoutReference(f.token, binding(f.accounts, 1_000_000));
    return {
      body: {
        sellAccount,
        sellAmount: 1_000_000,
        buyAccount,
        buyAmount: 1_000_000,
        rate: 1_000_000,
        calcSourceAmtFromDestinationAmt: false,
        otpReferenceID,
      },
    };
  },
};
