import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { luhnSum, TOKENS_KEPT, tokensHeld } from '../rules/cardDetails';
import { call, type NodeBank, post, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  vi.useRealTimers();
  await bank.shutdown();
});

type Answer = { code?: string; description?: string };
const token = async (email: string) => (await signIn(email)).accessToken;
/** The seeded cards: CARD-0001 the admin's physical (4821), CARD-0002 the admin's virtual (3302),
 * CARD-0003 finance's virtual (1195), CARD-0005 the general user's physical on its way,
 * CARD-0007 finance's suspended physical. */
const sendCode = (bearer: string, cardId: string) =>
  post<{ otpID: string; resendInSeconds: number } & Answer>('/boom/v2/cards/generate-pan-otp', {
    bearer,
    body: { cardId },
  });
const verify = (bearer: string, cardId: string, otpID: string, OTP = '123456') =>
  post<{ panReferenceID: string } & Answer>('/boom/v2/cards/verify-pan-otp', {
    bearer,
    body: { cardId, otpID, OTP },
  });
const detailsToken = (bearer: string, cardId: string, panReferenceID: string) =>
  post<{ tokenId: string; expiresInSeconds: number } & Answer>(`/v1/boom/cards/${cardId}/token`, {
    bearer,
    body: { panReferenceID },
  });
const validate = (tokenId: string) =>
  post<{ pan: string; expiry: string; cvv2: string } & Answer>('/v1/auth/pan/token/validate', {
    body: { tokenId },
  });

/** A code, its verification and a token for the holder's card. */
async function tokenFor(bearer: string, cardId: string): Promise<string> {
  const sent = await sendCode(bearer, cardId);
  const verified = await verify(bearer, cardId, sent.body.otpID);
  const issued = await detailsToken(bearer, cardId, verified.body.panReferenceID);
  expect(issued).toMatchObject({ status: 200, body: { expiresInSeconds: 60 } });
  return issued.body.tokenId;
}

describe('card details behind a code', () => {
  it("answers the holder's number (16 digits, Luhn-valid, ending in panTail), expiry and security code", async () => {
    const finance = await token('finance@demo.test');
    const answer = await validate(await tokenFor(finance, 'CARD-0003'));
    expect(answer.status).toBe(200);
    expect(answer.body.pan).toMatch(/^\d{12}1195$/);
    expect(luhnSum(answer.body.pan) % 10).toBe(0);
    expect(answer.body.expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
    expect(answer.body.cvv2).toMatch(/^\d{3}$/);
    // The same card, the same details, the next time.
    const again = await validate(await tokenFor(finance, 'CARD-0003'));
    expect(again.body).toEqual(answer.body);
    expect((await sendCode(finance, 'CARD-0003')).body).toMatchObject({
      resendInSeconds: expect.any(Number),
      maskedPhone: expect.stringMatching(/^\*{4}\d{4}$/),
    });
  });

  it("refuses a card manager a colleague's card: only the holder sees its details", async () => {
    const admin = await token('admin@demo.test');
    expect(await sendCode(admin, 'CARD-0003')).toMatchObject({
      status: 403,
      body: {
        code: 'NO_PERMISSION_API',
        description: "Only the cardholder sees a card's details.",
      },
    });
    const finance = await token('finance@demo.test');
    expect((await sendCode(finance, 'CARD-0001')).body.code).toBe('NO_PERMISSION_API');
  });

  it('answers a card the caller may not see as one that does not exist, and refuses cards not in use', async () => {
    const general = await token('general@demo.test');
    expect((await sendCode(general, 'CARD-0003')).status).toBe(404);
    expect(await sendCode(general, 'CARD-0005')).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAMETER',
        description: 'Activate the card before you see its details.',
      },
    });
    const finance = await token('finance@demo.test');
    expect((await sendCode(finance, 'CARD-0007')).body).toMatchObject({
      code: 'INVALID_PARAMETER',
      description: 'This card is suspended.',
    });
  });

  it('binds the code to its card: a code sent for one card does not verify another', async () => {
    const admin = await token('admin@demo.test');
    const sent = await sendCode(admin, 'CARD-0002');
    const wrong = await verify(admin, 'CARD-0001', sent.body.otpID);
    expect(wrong).toMatchObject({ status: 400, body: { code: 'ACCOUNT_LOCK_WARNING' } });
    // A verified reference of one card gives no token for another.
    const other = await sendCode(admin, 'CARD-0001');
    const verified = await verify(admin, 'CARD-0001', other.body.otpID);
    expect((await detailsToken(admin, 'CARD-0002', verified.body.panReferenceID)).body.code).toBe(
      'INVALID_OTP',
    );
  });

  it('counts a wrong code, and gives no token without a verified reference or twice for one', async () => {
    const admin = await token('admin@demo.test');
    const sent = await sendCode(admin, 'CARD-0002');
    expect((await verify(admin, 'CARD-0002', sent.body.otpID, '000000')).body.code).toBe(
      'ACCOUNT_LOCK_WARNING',
    );
    expect((await detailsToken(admin, 'CARD-0002', sent.body.otpID)).body.code).toBe('INVALID_OTP');
    // The right code on the same id, after the wrong one.
    const verified = await verify(admin, 'CARD-0002', sent.body.otpID);
    expect((await detailsToken(admin, 'CARD-0002', verified.body.panReferenceID)).status).toBe(200);
    expect((await detailsToken(admin, 'CARD-0002', verified.body.panReferenceID)).body.code).toBe(
      'INVALID_OTP',
    );
  });

  it('validates a token once: a replay is refused', async () => {
    const admin = await token('admin@demo.test');
    const tokenId = await tokenFor(admin, 'CARD-0002');
    expect((await validate(tokenId)).status).toBe(200);
    expect(await validate(tokenId)).toMatchObject({
      status: 401,
      body: { code: 'INVALID_TOKEN', description: 'This card details token is not valid.' },
    });
    expect((await validate('no-such-token')).body.code).toBe('INVALID_TOKEN');
  });

  it('refuses a token after its 60 s', async () => {
    const admin = await token('admin@demo.test');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const late = await tokenFor(admin, 'CARD-0002');
    const inTime = await tokenFor(admin, 'CARD-0001');
    vi.setSystemTime(start + 59_000);
    expect((await validate(inTime)).status).toBe(200);
    vi.setSystemTime(start + 60_000);
    expect((await validate(late)).body.code).toBe('INVALID_TOKEN');
  });

  it('keeps no unbounded state: the provider holds at most TOKENS_KEPT tokens', async () => {
    const admin = await token('admin@demo.test');
    const first = await tokenFor(admin, 'CARD-0002');
    const { issueDetailsToken } = await import('../rules/cardDetails');
    const card = { id: 'CARD-0002', panTail: '3302' } as Parameters<typeof issueDetailsToken>[0];
    for (let i = 0; i < TOKENS_KEPT; i++) issueDetailsToken(card);
    expect(tokensHeld()).toBeLessThanOrEqual(TOKENS_KEPT);
    expect((await validate(first)).body.code).toBe('INVALID_TOKEN');
  });

  it('keeps no card number in its answers of card records or in its call log', async () => {
    const finance = await token('finance@demo.test');
    const { pan } = (await validate(await tokenFor(finance, 'CARD-0003'))).body;
    const log = JSON.stringify(bank.calls());
    expect(log).not.toContain(pan);
    expect(log).not.toMatch(/\d{16}/);
    const cards = await call('/boom/v2/cards/VIRTUAL', { bearer: finance });
    expect(cards.status).toBe(200);
    expect(JSON.stringify(cards.body)).not.toContain(pan);
  });
});
