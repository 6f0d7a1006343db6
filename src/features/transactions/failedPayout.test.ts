import { describe, expect, it } from 'vitest';
import { failedPayoutNotice } from './failedPayout';

describe('failedPayoutNotice', () => {
  it('explains a failed payout by its reason code', () => {
    expect(
      failedPayoutNotice({ type: 'PayOut', status: 'FAILED', reasonCode: 'BAD_FX_RATE' }),
    ).toEqual({
      title: 'Transfer has failed!',
      body: 'FX rate has shifted due to unusual long processing time. Funds have not been deducted from your account, please try again.',
    });
    expect(
      failedPayoutNotice({ type: 'PayOut', status: 'REJECTED', reasonCode: 'RETURN' })?.body,
    ).toContain('minus the processing fee');
    expect(
      failedPayoutNotice({ type: 'PayOut', status: 'FAILED', reasonCode: 'INSUFFICIENT_FUNDS' })
        ?.body,
    ).toContain('enough funds');
    expect(
      failedPayoutNotice({
        type: 'PayOut',
        status: 'FAILED',
        reasonCode: 'UNEXPECTED_TRANSACTION_ERROR',
      })?.body,
    ).toContain('There is an unexpected issue with this transaction. Please try again later.');
  });

  it('gives the default reason for a code it does not know', () => {
    expect(
      failedPayoutNotice({ type: 'PayOut', status: 'FAILED', reasonCode: 'SOMETHING_NEW' })?.body,
    ).toContain('verify the recipient details');
  });

  it('says nothing for a payout that did not fail, has no reason, or for other types', () => {
    expect(
      failedPayoutNotice({ type: 'PayOut', status: 'PENDING', reasonCode: 'RETURN' }),
    ).toBeNull();
    expect(failedPayoutNotice({ type: 'PayOut', status: 'FAILED' })).toBeNull();
    expect(
      failedPayoutNotice({ type: 'Sales', status: 'FAILED', reasonCode: 'RETURN' }),
    ).toBeNull();
  });
});
