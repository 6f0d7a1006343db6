import { afterEach, describe, expect, it } from 'vitest';
import { startTestBank } from './testing';
import type { MockBankControls } from './mockBankControls';
import { DEVICE } from './testingCalls';

let bank: MockBankControls | null = null;
afterEach(() => bank?.shutdown());

describe('the Mirage adapter', () => {
  it('a body that is not a JSON object was read as {}: now 400 INVALID_PARAM_ERROR in the page too, as over HTTP', async () => {
    bank = startTestBank();
    for (const body of ['[1,2]', '"text"', 'null', '{"deviceId":', 'not json']) {
      const answer = await fetch('/v1/boom/auth/register-device', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Request-Id': 'mirage-body-1',
          'X-Device-Id': DEVICE,
        },
        body,
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        code: 'INVALID_PARAM_ERROR',
        description: 'The request body is not a JSON object.',
      });
    }
    // And a JSON object still reaches the route (its contract names the missing fields).
    const fine = await fetch('/v1/boom/auth/register-device', {
      method: 'POST',
      headers: { 'X-Request-Id': 'mirage-body-2', 'X-Device-Id': DEVICE },
      body: '{}',
    });
    expect(fine.status).toBe(400);
    expect(await fine.json()).toMatchObject({ code: 'INVALID_PARAM_ERROR', field: 'deviceId' });
  });
});
