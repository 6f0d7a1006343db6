import { afterEach, describe, expect, it } from 'vitest';
import { startMockBank, type MockBankControls } from './mockBank';

let bank: MockBankControls | null = null;
afterEach(() => bank?.shutdown());

const PROVIDER = 'https://card-provider.demo.test';
const validateAt = (origin: string) =>
  fetch(`${origin}/v1/auth/pan/token/validate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Request-Id': crypto.randomUUID(),
      'X-Device-Id': 'device-test-1',
    },
    body: JSON.stringify({ tokenId: 'no-such-token' }),
  });

describe("the card provider's host in the page", () => {
  it("answers the provider's validate call on the configured provider origin", async () => {
    bank = startMockBank({ environment: 'test', cardProviderUrl: PROVIDER });
    const answer = await validateAt(PROVIDER);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});
