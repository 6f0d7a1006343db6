import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../api/ApiError';
import { setCardLimit } from '../../../api/cards';
import { sendPayoutCode, verifyPayoutCode } from '../../../api/payoutCodes';
import { session } from '../../../api/session';
import { PROFILE_KEY, writeMeta } from '../../../db/meta';
import { cardRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { aCard } from '../test/cards';
import { EditLimitPage } from './EditLimitPage';

type Api = typeof import('../../../api/cards');

vi.mock('../../../api/cards', () => ({ setCardLimit: vi.fn<Api['setCardLimit']>() }));
vi.mock('../../../api/payoutCodes', () => ({
  sendPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').sendPayoutCode>(),
  verifyPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutCode>(),
  verifyPayoutTotp: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutTotp>(),
}));

const CARD = aCard();

beforeEach(async () => {
  session.claims = {
    role: 'admin',
    corpID: 'C',
    sub: 'U',
    email: 'admin@demo.test',
    exp: 0,
    scope: 'access',
  };
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await writeMeta(db, PROFILE_KEY, { userReferenceID: 'USR-ADM' });
  await db.cards.put(cardRow(CARD));
  vi.mocked(sendPayoutCode).mockResolvedValue({
    otpRefID: 'OTP-1',
    otpType: 'SMS',
    maskedEmail: '',
    maskedPhone: '****4321',
    resendInSeconds: 60,
  });
  vi.mocked(verifyPayoutCode).mockResolvedValue({
    isVerified: true,
    remainingAttempts: 5,
    referenceId: 'OTP-REF',
  });
});

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  clearToasts();
  session.claims = null;
  await deleteAllCacheDatabases();
});

function renderAt(cardId: string) {
  const location = memoryLocation({ path: `/cards/${cardId}/edit-limit`, record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/cards/:cardId/edit-limit">
        <EditLimitPage />
      </Route>
    </Router>,
  );
  return location;
}

async function typeLimit(value: string) {
  const field = await screen.findByLabelText('Monthly spending limit (USD)');
  expect((field as HTMLInputElement).value).toBe('3000.00');
  fireEvent.change(field, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
}

describe('/cards/{cardId}/edit-limit', () => {
  it("lowers the limit in one call: 'Card Limits saved', back to the cards", async () => {
    vi.mocked(setCardLimit).mockResolvedValue({ ...CARD, spendingLimit: 500_000_000 });
    const location = renderAt(CARD.id);
    await typeLimit('500');
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => t.title)).toEqual(['Card Limits saved']),
    );
    expect(vi.mocked(setCardLimit).mock.calls[0]?.slice(0, 3)).toEqual([CARD.id, 500_000_000, {}]);
    expect(sendPayoutCode).not.toHaveBeenCalled();
    expect(location.history?.at(-1)).toBe('/cards');
  });

  it('raises it only with a code bound to the card and the new limit', async () => {
    vi.mocked(setCardLimit).mockResolvedValue({ ...CARD, spendingLimit: 5_000_000_000 });
    renderAt(CARD.id);
    await typeLimit('5,000');
    const code = await screen.findByRole('dialog', { name: 'Verify via SMS' });
    expect(within(code).getByText('Raise the limit of card •••• 1195')).toBeTruthy();
    expect(within(code).getByText('USD 5,000.00')).toBeTruthy();
    expect(sendPayoutCode).toHaveBeenCalledWith(
      { purpose: 'card', subject: CARD.id, payee: 'limit', amount: 5_000_000_000, currency: 'USD' },
      'SMS',
    );
    await within(code).findByText('Enter the 6-digit code we sent to ****4321.');
    fireEvent.change(within(code).getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(code).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(setCardLimit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(setCardLimit).mock.calls[0]?.slice(0, 3)).toEqual([
      CARD.id,
      5_000_000_000,
      { otpReferenceID: 'OTP-REF' },
    ]);
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => t.title)).toEqual(['Card Limits saved']),
    );
  });

  it("says 'Unable to save Card Limits' when the bank refuses, and checks the amount first", async () => {
    vi.mocked(setCardLimit).mockRejectedValue(
      new ApiError({ kind: 'http', status: 403, code: 'NO_PERMISSION_API' }),
    );
    renderAt(CARD.id);
    await typeLimit('abc');
    expect(await screen.findByText('Enter an amount, such as 500.00.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Monthly spending limit (USD)'), {
      target: { value: '100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Unable to save Card Limits')).toBeTruthy();
    expect(toastStore.toasts).toEqual([]);
  });

  it('says when the card is not among the cards', async () => {
    renderAt('CARD-9999');
    expect(await screen.findByText('Card not found')).toBeTruthy();
  });
});
