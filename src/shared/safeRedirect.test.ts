import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeRedirectTarget } from './safeRedirect';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safeRedirectTarget', () => {
  it.each([
    ['a backslash after the slash', '/\\evil.com'],
    ['two backslashes', '/\\\\evil.com'],
    ['a leading backslash', '\\/evil.com'],
    ['a protocol-relative URL', '//evil.com'],
    ['an absolute URL', 'https://evil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['an encoded backslash in lower case', '/%5cevil.com'],
    ['an encoded slash', '/%2F/evil.com'],
    ['a leading tab', '\t//evil.com'],
    ['a tab the URL parser would drop', '/\t/evil.com'],
    ['a newline', '/\n/evil.com'],
    ['a C1 control character (U+0085)', '/\u0085/evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a leading space', ' /settings/general'],
    ['an empty text', ''],
    ['no redirect (null)', null],
    ['no redirect (undefined)', undefined],
  ])('sends %s to the dashboard', (_label, redirect) => {
    expect(safeRedirectTarget(redirect)).toBe('/dashboard');
  });

  it('refuses the login page, also when a path only resolves to it', () => {
    expect(safeRedirectTarget('/login?x')).toBe('/dashboard');
    expect(safeRedirectTarget('/account/../login?redirect=%2Fx')).toBe('/dashboard');
  });

  it('keeps same-app paths with their query and hash', () => {
    expect(safeRedirectTarget('/settings/general')).toBe('/settings/general');
    expect(safeRedirectTarget('/manage/approvals?tab=my-requests&q=a%2Fb#row-3')).toBe(
      '/manage/approvals?tab=my-requests&q=a%2Fb#row-3',
    );
    expect(safeRedirectTarget('/transaction?from=2024-01-01#top')).toBe(
      '/transaction?from=2024-01-01#top',
    );
  });

  it("resolves against the page's own origin when there is one", () => {
    vi.stubGlobal('window', { location: { origin: 'https://bank.example' } });
    expect(safeRedirectTarget('/account?x=1')).toBe('/account?x=1');
    expect(safeRedirectTarget('/\\evil.com')).toBe('/dashboard');
    expect(safeRedirectTarget('//bank.example.evil.com/account')).toBe('/dashboard');
  });
});
