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
      cardProviderUrl: '',
    });
  });

  it("reads the card provider's origin, and nothing that is not an http(s) origin", async () => {
    serve({ cardProviderUrl: 'https://card-provider.example/v1/' });
    expect((await loadRuntimeConfig()).cardProviderUrl).toBe('https://card-provider.example');
    serve({ cardProviderUrl: 'javascript:alert(1)' });
    expect((await loadRuntimeConfig()).cardProviderUrl).toBe('');
    serve({ cardProviderUrl: 'https://a.example;script-src *' });
    expect((await loadRuntimeConfig()).cardProviderUrl).toBe('');
  });
});
