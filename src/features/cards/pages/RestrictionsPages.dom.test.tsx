import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../api/ApiError';
import { setCardMerchants } from '../../../api/cards';
import { sendPayoutCode, verifyPayoutCode } from '../../../api/payoutCodes';
import { session } from '../../../api/session';
import { PROFILE_KEY, writeMeta } from '../../../db/meta';
import { cardRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Role } from '../../../shared/domain/roles';
import { clearToasts, toastStore } from '../../../shared/ui/toastStore';
import { aCard } from '../test/cards';
import { EditRestrictionsPage, ViewRestrictionsPage } from './RestrictionsPages';

type Api = typeof import('../../../api/cards');

vi.mock('../../../api/cards', () => ({
  getMerchantCategories: vi.fn<Api['getMerchantCategories']>(() =>
    Promise.reject(new Error('offline')),
  ),
  setCardMerchants: vi.fn<Api['setCardMerchants']>(),
}));
vi.mock('../../../api/payoutCodes', () => ({
  sendPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').sendPayoutCode>(),
  verifyPayoutCode: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutCode>(),
  verifyPayoutTotp: vi.fn<typeof import('../../../api/payoutCodes').verifyPayoutTotp>(),
}));

const CARD = aCard();
const RESTRICTED = aCard({ merchants: { type: 'ALLOW_LISTED', categories: ['TECH', 'TRAVEL'] } });

async function signIn(role: Role, card = CARD) {
  session.claims = { role, corpID: 'C', sub: 'U', email: 'x@demo.test', exp: 0, scope: 'access' };
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await writeMeta(db, PROFILE_KEY, { userReferenceID: 'USR-ADM' });
  await db.cards.put(cardRow(card));
}

beforeEach(() => {
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

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Switch>
        <Route path="/cards/:cardId/view-restrictions">
          <ViewRestrictionsPage />
        </Route>
        <Route path="/cards/:cardId/edit-restrictions">
          <EditRestrictionsPage />
        </Route>
      </Switch>
    </Router>,
  );
  return location;
}

const toastTitles = () => toastStore.toasts.map((t) => t.title);

describe('/cards/{cardId}/view-restrictions', () => {
  it('names the allowed categories and offers Edit to a card manager', async () => {
    await signIn('finance', RESTRICTED);
    renderAt('/cards/CARD-0003/view-restrictions');
    expect(await screen.findByText('Fiona Lim •••• 1195')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Merchant restrictions' })).toBeTruthy();
    expect(screen.getByText('Allowed categories only')).toBeTruthy();
    const listed = within(screen.getByRole('list', { name: 'Categories' }));
    expect(listed.getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Travel',
      'Technology',
    ]);
    expect(
      screen.getByText('Payments at merchants in any other category are declined.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit restrictions' }).getAttribute('href')).toBe(
      '/cards/CARD-0003/edit-restrictions',
    );
  });

  it('shows no restriction, and no Edit to a holder who may not edit', async () => {
    await signIn('general');
    renderAt('/cards/CARD-0003/view-restrictions');
    expect(await screen.findByText('No restriction')).toBeTruthy();
    expect(screen.getByText('This card can be used at any merchant.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit restrictions' })).toBeNull();
    expect(
      screen.getByText(
        'Only an admin, sub-admin or finance user can change where a card can be used.',
      ),
    ).toBeTruthy();
  });

  it('says Card not found for an unknown card', async () => {
    await signIn('admin');
    renderAt('/cards/CARD-9999/view-restrictions');
    expect(await screen.findByText('Card not found')).toBeTruthy();
    expect(screen.getByText('This card is not among your cards.')).toBeTruthy();
  });
});

describe('/cards/{cardId}/edit-restrictions', () => {
  it('sends a role that may not edit to the view page', async () => {
    await signIn('general');
    const location = renderAt('/cards/CARD-0003/edit-restrictions');
    expect(await screen.findByText('No restriction')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Merchant restrictions' })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/cards/CARD-0003/view-restrictions');
    expect(screen.queryByRole('button', { name: 'Save merchants' })).toBeNull();
  });

  it('narrows in one call, then back on the view page', async () => {
    await signIn('admin');
    vi.mocked(setCardMerchants).mockResolvedValueOnce(
      aCard({ merchants: { type: 'ALLOW_LISTED', categories: ['TECH'] } }),
    );
    const location = renderAt('/cards/CARD-0003/edit-restrictions');
    fireEvent.click(await screen.findByLabelText('Allowed categories only'));
    fireEvent.click(screen.getByRole('button', { name: 'Save merchants' }));
    expect(await screen.findByText('Choose at least one category.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Technology'));
    fireEvent.click(screen.getByRole('button', { name: 'Save merchants' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Merchant restrictions saved']));
    expect(vi.mocked(setCardMerchants).mock.calls[0]?.slice(0, 3)).toEqual([
      'CARD-0003',
      { type: 'ALLOW_LISTED', categories: ['TECH'] },
      {},
    ]);
    expect(sendPayoutCode).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/cards/CARD-0003/view-restrictions'),
    );
  });

  it('widens only with a code bound to the new set, and says a refusal', async () => {
    await signIn('admin', RESTRICTED);
    vi.mocked(setCardMerchants).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 400, code: 'INVALID_OTP', description: 'Invalid code' }),
    );
    renderAt('/cards/CARD-0003/edit-restrictions');
    fireEvent.click(await screen.findByLabelText('No restriction'));
    fireEvent.click(screen.getByRole('button', { name: 'Save merchants' }));
    const code = await screen.findByRole('dialog', { name: 'Verify via SMS' });
    expect(within(code).getByText('Widen the merchants of card •••• 1195')).toBeTruthy();
    await within(code).findByText('Enter the 6-digit code we sent to ****4321.');
    fireEvent.change(within(code).getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(code).getByRole('button', { name: 'Verify' }));
    expect(vi.mocked(sendPayoutCode).mock.calls[0]?.[0]).toMatchObject({ payee: 'mcc:ANY' });
    expect(await screen.findByText('Unable to save merchant restrictions')).toBeTruthy();
    expect(vi.mocked(setCardMerchants).mock.calls[0]?.slice(1, 3)).toEqual([
      { type: 'NO_RESTRICTION' },
      { otpReferenceID: 'OTP-REF' },
    ]);
  });
});
