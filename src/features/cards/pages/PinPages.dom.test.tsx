import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../api/ApiError';
import { changeCardPin, resetCardPin, sendPinResetCode } from '../../../api/cards';
import { session } from '../../../api/session';
import { PROFILE_KEY, writeMeta } from '../../../db/meta';
import { cardRow } from '../../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../db/userDatabase';
import type { Card } from '../../../shared/domain/cards';
import { aCard } from '../test/cards';
import { CardDetailsDialog } from '../components/CardDetailsDialog';
import { ChangePinPage } from './ChangePinPage';
import { ForgotPinPage } from './ForgotPinPage';

type Api = typeof import('../../../api/cards');

vi.mock('../../../api/cards', () => ({
  changeCardPin: vi.fn<Api['changeCardPin']>(),
  sendPinResetCode: vi.fn<Api['sendPinResetCode']>(),
  resetCardPin: vi.fn<Api['resetCardPin']>(),
}));

/** The admin's own physical card, as the bank answers it. */
const OWN = aCard({
  id: 'CARD-0001',
  type: 'PHYSICAL',
  panTail: '4821',
  nameOnCard: 'Alex Tan',
  holder: { userReferenceID: 'USR-ADM', name: 'Alex Tan' },
});

async function cache(...cards: Card[]) {
  const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await writeMeta(db, PROFILE_KEY, { userReferenceID: 'USR-ADM' });
  for (const card of cards) await db.cards.put(cardRow(card));
}

beforeEach(() => {
  session.claims = {
    role: 'admin',
    corpID: 'C',
    sub: 'U',
    email: 'admin@demo.test',
    exp: 0,
    scope: 'access',
  };
});

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  session.claims = null;
  await deleteAllCacheDatabases();
});

function renderAt(pattern: string, path: string, page: React.ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Route path={pattern}>{page}</Route>
    </Router>,
  );
  return location;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) =>
  field(label).getAttribute('aria-invalid') === 'true'
    ? (document.getElementById(
        (field(label).getAttribute('aria-describedby') ?? '')
          .split(' ')
          .find((id) => document.getElementById(id)?.className.includes('error')) ?? '',
      )?.textContent ?? null)
    : null;

const incorrect = (remainingAttempts: number) =>
  new ApiError({
    kind: 'http',
    status: 400,
    code: 'INVALID_PARAMETER',
    description: 'Incorrect PIN',
    remainingAttempts,
  });

const openChange = async () => {
  renderAt('/cards/change-pin/:cardId', '/cards/change-pin/CARD-0001', <ChangePinPage />);
  await screen.findByRole('heading', { name: 'Change PIN', level: 1 });
  await screen.findByLabelText('Existing PIN', { exact: true });
};
const fill = (existing: string, pin: string, confirm = pin) => {
  type('Existing PIN', existing);
  type('New PIN', pin);
  type('Confirm new PIN', confirm);
};
const sendChange = () => fireEvent.click(screen.getByRole('button', { name: 'Change PIN' }));

const openForgot = async () => {
  renderAt('/cards/forget-pin/:cardId', '/cards/forget-pin/CARD-0001', <ForgotPinPage />);
  await screen.findByRole('heading', { name: 'Forgot PIN', level: 1 });
};
const sendCode = async () => {
  expect(
    await screen.findByText('We will text a 6-digit code to the phone number of your profile.'),
  ).toBeDefined();
  expect(sendPinResetCode).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('Enter the 6-digit code we texted you, then your new PIN.');
};
const setNewPin = () => fireEvent.click(screen.getByRole('button', { name: 'Set new PIN' }));

describe('/cards/change-pin/{cardId}', () => {
  it('masks the three PINs, with the numeric keypad and no autofill, and keeps digits only', async () => {
    await cache(OWN);
    await openChange();
    expect(screen.getByText('Alex Tan •••• 4821')).toBeDefined();
    for (const label of ['Existing PIN', 'New PIN', 'Confirm new PIN']) {
      expect(field(label).type).toBe('password');
      expect(field(label).inputMode).toBe('numeric');
      expect(field(label).autocomplete).toBe('off');
    }
    type('New PIN', '12a34 5678');
    expect(field('New PIN').value).toBe('123456');
  });

  it("says each rule before sending: '6-digit PIN', a new PIN like the existing one, a confirmation that differs", async () => {
    await cache(OWN);
    await openChange();
    sendChange();
    await waitFor(() => expect(errorOf('Existing PIN')).toBe('6-digit PIN'));
    expect(errorOf('New PIN')).toBe('6-digit PIN');
    expect(errorOf('Confirm new PIN')).toBe('6-digit PIN');

    fill('246810', '246810', '135790');
    sendChange();
    await waitFor(() =>
      expect(errorOf('New PIN')).toBe(
        'Ensure the new PIN you entered is different to your existing PIN',
      ),
    );
    expect(errorOf('Confirm new PIN')).toBe('PINs entered do not match');
    expect(errorOf('Existing PIN')).toBeNull();
    expect(changeCardPin).not.toHaveBeenCalled();
  });

  it("a 400 is 'Incorrect PIN' on the existing PIN with the tries left: it is cleared, the new PIN kept; then the change, and every PIN forgotten", async () => {
    await cache(OWN);
    vi.mocked(changeCardPin).mockRejectedValueOnce(incorrect(2)).mockResolvedValueOnce();
    await openChange();
    fill('111111', '135790');
    sendChange();
    await waitFor(() => expect(errorOf('Existing PIN')).toBe('Incorrect PIN'));
    expect(screen.getByText('2 tries left before this PIN is blocked.')).toBeDefined();
    expect(field('Existing PIN').value).toBe('');
    expect(document.activeElement).toBe(field('Existing PIN'));
    expect(field('New PIN').value).toBe('135790');
    expect(field('Confirm new PIN').value).toBe('135790');
    expect(changeCardPin).toHaveBeenCalledWith('CARD-0001', '111111', '135790');

    type('Existing PIN', '246810');
    expect(errorOf('Existing PIN')).toBeNull();
    sendChange();
    expect((await screen.findByRole('status')).textContent).toBe('Your PIN has been changed.');
    expect(changeCardPin).toHaveBeenLastCalledWith('CARD-0001', '246810', '135790');
    for (const label of ['Existing PIN', 'New PIN', 'Confirm new PIN'])
      expect(field(label).value).toBe('');
  });

  it('a blocked PIN shows the bank text with Forgot PIN, clears every PIN and sends no more', async () => {
    await cache(OWN);
    vi.mocked(changeCardPin).mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 423, code: 'PIN_BLOCKED' }),
    );
    const location = renderAt(
      '/cards/change-pin/:cardId',
      '/cards/change-pin/CARD-0001',
      <ChangePinPage />,
    );
    await screen.findByLabelText('Existing PIN', { exact: true });
    fill('000000', '135790');
    sendChange();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Too many incorrect PINs: this PIN is blocked. Reset it with Forgot PIN.',
      ),
    ).toBeDefined();
    for (const label of ['Existing PIN', 'New PIN', 'Confirm new PIN'])
      expect(field(label).value).toBe('');
    expect((screen.getByRole('button', { name: 'Change PIN' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(alert).getByRole('link', { name: 'Forgot PIN' }));
    expect(location.history?.at(-1)).toBe('/cards/forget-pin/CARD-0001');
  });

  it('a bank refusal without an answer says so and keeps the PINs for another try', async () => {
    await cache(OWN);
    vi.mocked(changeCardPin).mockRejectedValueOnce(
      new ApiError({ kind: 'network', status: 0, code: 'NETWORK' }),
    );
    await openChange();
    fill('246810', '135790');
    sendChange();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "The PIN was not changedWe couldn't reach the bank. Please check your connection and try again.",
    );
    expect(field('Existing PIN').value).toBe('246810');
  });

  it("'Card not found' for a card whose PIN is not the user's: a colleague's, a virtual one", async () => {
    await cache(aCard({ id: 'CARD-0009', type: 'PHYSICAL' }), {
      ...OWN,
      id: 'CARD-0002',
      type: 'VIRTUAL',
    });
    renderAt('/cards/change-pin/:cardId', '/cards/change-pin/CARD-0009', <ChangePinPage />);
    expect(await screen.findByText('Card not found')).toBeDefined();
    expect(
      screen.getByText('Only the cardholder sets the PIN of an active physical card.'),
    ).toBeDefined();
    expect(screen.queryByLabelText('Existing PIN')).toBeNull();
  });
});

describe('/cards/forget-pin/{cardId}', () => {
  beforeEach(() => {
    vi.mocked(sendPinResetCode).mockResolvedValue({ otpID: 'OTP-1', resendInSeconds: 60 });
  });

  it('sends the code on the button, then checks the code and both PINs before sending', async () => {
    await cache(OWN);
    await openForgot();
    await sendCode();
    expect(sendPinResetCode).toHaveBeenCalledWith('CARD-0001');
    expect(screen.getByText(/^Resend code in/)).toBeDefined();
    expect(field('Verification code').autocomplete).toBe('one-time-code');
    expect(field('New PIN').type).toBe('password');
    setNewPin();
    await waitFor(() => expect(errorOf('Verification code')).toBe('This field is required'));
    expect(errorOf('New PIN')).toBe('6-digit PIN');
    expect(errorOf('Confirm new PIN')).toBe('6-digit PIN');
    type('Verification code', '123');
    type('New PIN', '864200');
    type('Confirm new PIN', '864201');
    setNewPin();
    await waitFor(() => expect(errorOf('Verification code')).toBe('Invalid verification code'));
    expect(errorOf('Confirm new PIN')).toBe('PINs entered do not match');
    expect(resetCardPin).not.toHaveBeenCalled();
  });

  it("a 400 is 'Invalid verification code' with the lock warning, keeping the new PIN; then the PIN is set and forgotten", async () => {
    await cache(OWN);
    vi.mocked(resetCardPin)
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'http',
          status: 400,
          code: 'ACCOUNT_LOCK_WARNING',
          remainingAttempts: 4,
        }),
      )
      .mockResolvedValueOnce();
    await openForgot();
    await sendCode();
    type('Verification code', '111111');
    type('New PIN', '864200');
    type('Confirm new PIN', '864200');
    setNewPin();
    await waitFor(() => expect(errorOf('Verification code')).toBe('Invalid verification code'));
    expect(screen.getByRole('alert').textContent).toBe(
      'To keep your account secure, your account will be locked for 30 mins after 4 more failed attempts.',
    );
    expect(field('Verification code').value).toBe('');
    expect(field('New PIN').value).toBe('864200');
    expect(resetCardPin).toHaveBeenCalledWith('CARD-0001', 'OTP-1', '111111', '864200');

    type('Verification code', '123456');
    setNewPin();
    expect((await screen.findByRole('status')).textContent).toBe('Your new PIN is set.');
    expect(resetCardPin).toHaveBeenLastCalledWith('CARD-0001', 'OTP-1', '123456', '864200');
    expect(screen.queryByLabelText('New PIN')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to cards' }).getAttribute('href')).toBe('/cards');
  });

  it('resends the code after the wait', async () => {
    await cache(OWN);
    vi.mocked(sendPinResetCode)
      .mockResolvedValueOnce({ otpID: 'OTP-1', resendInSeconds: 0 })
      .mockResolvedValueOnce({ otpID: 'OTP-2', resendInSeconds: 60 });
    vi.mocked(resetCardPin).mockResolvedValueOnce();
    await openForgot();
    await sendCode();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    await screen.findByText(/^Resend code in/);
    expect(sendPinResetCode).toHaveBeenCalledTimes(2);
    type('Verification code', '123456');
    type('New PIN', '864200');
    type('Confirm new PIN', '864200');
    setNewPin();
    await screen.findByText('Your new PIN is set.');
    expect(resetCardPin).toHaveBeenCalledWith('CARD-0001', 'OTP-2', '123456', '864200');
  });

  it('a code that cannot be sent says why and offers Send code again', async () => {
    await cache(OWN);
    vi.mocked(sendPinResetCode).mockReset();
    vi.mocked(sendPinResetCode).mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 429,
        code: 'TOO_MANY_REQUEST',
        description: 'You can ask for a new code in 7 minutes.',
      }),
    );
    await openForgot();
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The PIN was not changedYou can ask for a new code in 7 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDefined();
  });
});

/** The dialog's PIN links for the admin (USR-ADM), their addresses or null. */
const linksOf = (card: Card) => {
  render(
    <CardDetailsDialog
      card={card}
      role="admin"
      userReferenceID="USR-ADM"
      methods={['SMS']}
      onClose={() => undefined}
    />,
  );
  const dialog = screen.getByRole('dialog');
  const hrefs = ['Change PIN', 'Forgot PIN'].map(
    (name) => within(dialog).queryByRole('link', { name })?.getAttribute('href') ?? null,
  );
  cleanup();
  return hrefs;
};

describe("the card dialog's PIN links", () => {
  it("offers Change PIN and Forgot PIN for the holder's own physical card in use, and for no other", () => {
    expect(linksOf(OWN)).toEqual(['/cards/change-pin/CARD-0001', '/cards/forget-pin/CARD-0001']);
    expect(linksOf({ ...OWN, status: 'LOCKED' })).toEqual([
      '/cards/change-pin/CARD-0001',
      '/cards/forget-pin/CARD-0001',
    ]);
    expect(linksOf({ ...OWN, status: 'NOT_ACTIVATED' })).toEqual([null, null]);
    expect(linksOf({ ...OWN, status: 'SUSPENDED' })).toEqual([null, null]);
    expect(linksOf({ ...OWN, type: 'VIRTUAL' })).toEqual([null, null]);
    expect(linksOf(aCard({ type: 'PHYSICAL' }))).toEqual([null, null]);
  });
});
