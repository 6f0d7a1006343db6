import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CARD_PIN } from '../rules/cardPins';
import { call, type NodeBank, post, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

type Answer = { code?: string; description?: string; remainingAttempts?: number };
const token = async (email: string) => (await signIn(email)).accessToken;
/** The seeded cards: CARD-0001 the admin's physical, CARD-0002 the admin's virtual, CARD-0005
 * the general user's physical on its way, CARD-0007 finance's suspended physical. */
const ADMIN_PHYSICAL = 'CARD-0001';
const changePin = (bearer: string, existingpin: string, pin: string, id = ADMIN_PHYSICAL) =>
  post<Answer>(`/boom/v2/cards/${id}/change/pin`, {
    bearer,
    body: { existingpin, pin, cardId: id },
  });
const sendCode = (bearer: string, id = ADMIN_PHYSICAL) =>
  call<{ otpID: string; resendInSeconds: number } & Answer>(`/boom/v2/cards/${id}/forgot/pin/otp`, {
    bearer,
  });
const resetPin = (bearer: string, otpID: string, OTP: string, pin: string) =>
  post<Answer>(`/boom/v2/cards/${ADMIN_PHYSICAL}/forgot/pin/otp`, {
    bearer,
    body: { otpID, OTP, pin, cardId: ADMIN_PHYSICAL },
  });

describe('change PIN', () => {
  it("changes the holder's PIN: the issued one, then the new one; the old one no longer works", async () => {
    const admin = await token('admin@demo.test');
    expect(await changePin(admin, DEMO_CARD_PIN, '135791')).toMatchObject({
      status: 200,
      body: {},
    });
    expect(await changePin(admin, DEMO_CARD_PIN, '222333')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER', description: 'Incorrect PIN', remainingAttempts: 2 },
    });
    expect((await changePin(admin, '135791', '222333')).status).toBe(200);
  });

  it('blocks Change PIN at the third wrong existing PIN, even for the right one, until Forgot PIN', async () => {
    const admin = await token('admin@demo.test');
    for (const left of [2, 1])
      expect((await changePin(admin, '000000', '135791')).body).toMatchObject({
        description: 'Incorrect PIN',
        remainingAttempts: left,
      });
    const third = await changePin(admin, '000000', '135791');
    expect(third).toMatchObject({
      status: 423,
      body: {
        code: 'PIN_BLOCKED',
        description: 'Too many incorrect PINs: this PIN is blocked. Reset it with Forgot PIN.',
      },
    });
    expect((await changePin(admin, DEMO_CARD_PIN, '135791')).body.code).toBe('PIN_BLOCKED');

    const sent = await sendCode(admin);
    expect(sent.status).toBe(200);
    expect((await resetPin(admin, sent.body.otpID, '123456', '864200')).status).toBe(200);
    expect((await changePin(admin, '864200', '135791')).status).toBe(200);
  });

  it('refuses the same PIN again, a PIN of 5 digits, and a cardId that is not the path’s', async () => {
    const admin = await token('admin@demo.test');
    expect((await changePin(admin, DEMO_CARD_PIN, DEMO_CARD_PIN)).body).toMatchObject({
      code: 'INVALID_PARAMETER',
      description: 'Ensure the new PIN you entered is different to your existing PIN',
    });
    expect((await changePin(admin, DEMO_CARD_PIN, '12345')).body.code).toBe('INVALID_PARAM_ERROR');
    const other = await post<Answer>(`/boom/v2/cards/${ADMIN_PHYSICAL}/change/pin`, {
      bearer: admin,
      body: { existingpin: DEMO_CARD_PIN, pin: '135791', cardId: 'CARD-0007' },
    });
    expect(other.body.code).toBe('INVALID_PARAMETER');
    // None of these changed it.
    expect((await changePin(admin, DEMO_CARD_PIN, '135791')).status).toBe(200);
  });

  it("lets only the holder set a PIN: a card manager gets 403, anyone else the card's 404", async () => {
    expect(
      (await changePin(await token('finance@demo.test'), DEMO_CARD_PIN, '135791')).body,
    ).toMatchObject({
      code: 'NO_PERMISSION_API',
    });
    expect(
      (await changePin(await token('general@demo.test'), DEMO_CARD_PIN, '135791')).body.code,
    ).toBe('RESOURCE_NOT_FOUND');
  });

  it('refuses a virtual card, a card on its way and a suspended card', async () => {
    const admin = await token('admin@demo.test');
    expect((await changePin(admin, DEMO_CARD_PIN, '135791', 'CARD-0002')).body.description).toBe(
      'A virtual card has no PIN.',
    );
    const general = await token('general@demo.test');
    expect((await changePin(general, DEMO_CARD_PIN, '135791', 'CARD-0005')).body.description).toBe(
      'Activate the card before you set its PIN.',
    );
    const finance = await token('finance@demo.test');
    expect((await changePin(finance, DEMO_CARD_PIN, '135791', 'CARD-0007')).body.description).toBe(
      'This card is suspended.',
    );
  });

  it('never keeps a PIN in the call log, even sent with an Idempotency-Key', async () => {
    const admin = await token('admin@demo.test');
    await post(`/boom/v2/cards/${ADMIN_PHYSICAL}/change/pin`, {
      bearer: admin,
      body: { existingpin: DEMO_CARD_PIN, pin: '135791', cardId: ADMIN_PHYSICAL },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const logged = bank.calls().filter((c) => c.path.endsWith('/change/pin'));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.body).toBeUndefined();
    expect(JSON.stringify(bank.calls())).not.toContain('135791');
  });
});

describe('Forgot PIN', () => {
  it('texts a code to the holder and sets the new PIN with it, once', async () => {
    const admin = await token('admin@demo.test');
    const sent = await sendCode(admin);
    expect(sent.body).toMatchObject({ resendInSeconds: expect.any(Number) });
    expect((await resetPin(admin, sent.body.otpID, '123456', '864200')).status).toBe(200);
    expect((await changePin(admin, '864200', '135791')).status).toBe(200);
    // The code is spent: a replay sets nothing.
    expect((await resetPin(admin, sent.body.otpID, '123456', '111222')).status).toBe(400);
    expect((await changePin(admin, '111222', '333444')).body.description).toBe('Incorrect PIN');
  });

  it('refuses a wrong code with a 400 that counts towards the sign-in lock, and keeps the PIN', async () => {
    const admin = await token('admin@demo.test');
    const sent = await sendCode(admin);
    expect(await resetPin(admin, sent.body.otpID, '000000', '864200')).toMatchObject({
      status: 400,
      body: { code: 'ACCOUNT_LOCK_WARNING' },
    });
    expect((await changePin(admin, DEMO_CARD_PIN, '135791')).status).toBe(200);
  });

  it("refuses another holder's card and a virtual card before any code is sent", async () => {
    expect((await sendCode(await token('finance@demo.test'))).body.code).toBe('NO_PERMISSION_API');
    expect((await sendCode(await token('admin@demo.test'), 'CARD-0002')).body.description).toBe(
      'A virtual card has no PIN.',
    );
  });
});

describe('the activity log', () => {
  it('shows the card whose PIN was changed or reset, and never a PIN', async () => {
    const admin = await token('admin@demo.test');
    await changePin(admin, DEMO_CARD_PIN, '135791');
    const sent = await sendCode(admin);
    await resetPin(admin, sent.body.otpID, '123456', '864200');
    const log = await call<{ records: { action: string; detail: string }[] }>(
      '/v1/boom/activity?kind=card',
      { bearer: admin },
    );
    expect(log.body.records.map((r) => [r.action, r.detail])).toEqual([
      ['cardPinReset', '•••• 4821'],
      ['cardPinChanged', '•••• 4821'],
    ]);
    expect(JSON.stringify(log.body)).not.toMatch(/135791|864200|246810/);
  });
});
