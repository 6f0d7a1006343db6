import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/ApiError';
import { NO_ANSWER_TITLE } from '../../../../api/unknownOutcome';
import {
  BAD_FX_RATE,
  describePayoutFailure,
  goesBackAStep,
  RECIPIENT_DELETED,
  REMITTANCE_FAILURE,
} from './payoutOutcome';

const http = (code: string, description?: string) =>
  new ApiError({ kind: 'http', status: 400, code, description });

describe('what a refused payout shows (spec-2 §8)', () => {
  it('a deleted recipient and a shifted rate have their own texts; the rate goes back a step', () => {
    const deleted = describePayoutFailure(http('RECIPIENT_NOT_FOUND'), false);
    expect([deleted.title, deleted.message]).toEqual(['Transfer has failed!', RECIPIENT_DELETED]);
    expect(goesBackAStep(deleted, false)).toBe(false);
    const shifted = describePayoutFailure(http('BAD_FX_RATE_ERROR'), true);
    expect(shifted.message).toBe(
      'FX rate has shifted due to unusual long processing time. Funds have not been deducted from your account, please try again.',
    );
    expect(shifted.message).toBe(BAD_FX_RATE);
    expect(goesBackAStep(shifted, false)).toBe(true);
  });

  it('a limit keeps the bank’s words; other failures: check the details (remittance) or the unexpected issue', () => {
    expect(
      describePayoutFailure(
        http('FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT', 'Max amount for this transfer: S$200,000.00'),
        false,
      ).message,
    ).toBe('Max amount for this transfer: S$200,000.00');
    expect(describePayoutFailure(http('INTERNAL_SERVER_ERROR'), true).message).toMatch(
      new RegExp(`^${REMITTANCE_FAILURE} Contact us at `),
    );
    expect(describePayoutFailure(http('INTERNAL_SERVER_ERROR'), false).message).toBe(
      'There is an unexpected issue with this transaction. Please try again later.',
    );
  });

  it('no answer stays an unknown outcome that may be tried again, and does not go back', () => {
    const lost = describePayoutFailure(
      new ApiError({ kind: 'timeout', status: 0, code: 'TIMEOUT' }),
      true,
    );
    expect([lost.title, lost.retryable]).toEqual([NO_ANSWER_TITLE, true]);
    expect(goesBackAStep(lost, true)).toBe(false);
  });
});
