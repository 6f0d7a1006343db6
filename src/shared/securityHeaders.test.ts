import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  API_SECURITY_HEADERS,
  appSecurityHeaders,
  appSecurityHeadersForConfig,
  contentSecurityPolicy,
  META_CONTENT_SECURITY_POLICY,
} from './securityHeaders';

const connectSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src'));

describe('the security headers', () => {
  it("allows calls to the app's own origin only when apiBaseUrl is empty", () => {
    expect(contentSecurityPolicy('')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
        "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('adds the origin of apiBaseUrl, not its path, to connect-src', () => {
    expect(connectSrc(contentSecurityPolicy('https://api.bank.example/v1'))).toBe(
      "connect-src 'self' https://api.bank.example",
    );
    expect(connectSrc(contentSecurityPolicy('http://127.0.0.1:4400'))).toBe(
      "connect-src 'self' http://127.0.0.1:4400",
    );
  });

  it("keeps 'self' only for a malformed, relative, non-http or policy-breaking apiBaseUrl", () => {
    const values = [
      'not a url',
      '/api',
      'javascript:alert(1)',
      'ftp://files.example',
      'https://a;sandbox.example',
      'https://a,b.example',
      42,
      undefined,
    ];
    expect(values.map((value) => connectSrc(contentSecurityPolicy(value)))).toEqual(
      values.map(() => "connect-src 'self'"),
    );
  });

  it("reads apiBaseUrl from config.json's text; unreadable or missing means 'self' only", () => {
    expect(
      connectSrc(
        appSecurityHeadersForConfig(
          '{ "apiBaseUrl": "https://api.bank.example/v1", "mock": false }',
        )['Content-Security-Policy'] ?? '',
      ),
    ).toBe("connect-src 'self' https://api.bank.example");
    for (const text of ['{ "apiBaseUrl": ', '[]', 'null', null])
      expect(appSecurityHeadersForConfig(text)).toEqual(appSecurityHeaders(''));
  });

  it("allows the card provider's host and no other: the shipped config.json's policy", () => {
    const shipped = readFileSync('public/config.json', 'utf8');
    const provider = (JSON.parse(shipped) as { cardProviderUrl: string }).cardProviderUrl;
    expect(provider).toMatch(/^https:\/\//);
    expect(connectSrc(appSecurityHeadersForConfig(shipped)['Content-Security-Policy'] ?? '')).toBe(
      `connect-src 'self' ${provider}`,
    );
    expect(
      connectSrc(
        appSecurityHeadersForConfig(
          '{ "apiBaseUrl": "https://api.bank.example", "cardProviderUrl": "https://cards.provider.example/v1" }',
        )['Content-Security-Policy'] ?? '',
      ),
    ).toBe("connect-src 'self' https://api.bank.example https://cards.provider.example");
    // A provider value that is no origin adds nothing, and cannot add a directive.
    for (const value of ['', 'javascript:alert(1)', 'https://a.example;script-src *', 42])
      expect(connectSrc(contentSecurityPolicy('', value))).toBe("connect-src 'self'");
  });

  it('sends the other headers of the page as they are', () => {
    const { 'Content-Security-Policy': _policy, ...others } = appSecurityHeaders('');
    expect(others).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Permissions-Policy':
        'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), ' +
        'geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), ' +
        'payment=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('leaves connect-src and default-src out of the meta copy, and allows nothing for the API', () => {
    expect(META_CONTENT_SECURITY_POLICY).toBe(
      "script-src 'self'; style-src 'self'; img-src 'self' data: blob:; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'",
    );
    expect(API_SECURITY_HEADERS).toEqual({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Referrer-Policy': 'no-referrer',
    });
  });
});
