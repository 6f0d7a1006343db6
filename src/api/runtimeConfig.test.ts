import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './runtimeConfig';

function serve(config: object): void {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(config)))),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('config.json', () => {
  it('turns enablePhoneVerification on only when it says true', async () => {
    serve({ mock: true, enablePhoneVerification: true });
    expect((await loadRuntimeConfig()).enablePhoneVerification).toBe(true);
    serve({ mock: true, enablePhoneVerification: 'yes' });
    expect((await loadRuntimeConfig()).enablePhoneVerification).toBe(false);
    serve({ mock: true });
    expect(await loadRuntimeConfig()).toEqual({
      apiBaseUrl: '',
      mock: true,
      mockScenario: 'default',
      requestFeatureUrl: undefined,
      enablePhoneVerification: false,
    });
  });
});
