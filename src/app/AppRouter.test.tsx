import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRouter } from './AppRouter';

function openAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppRouter />
    </Router>,
  );
  return location;
}

describe('AppRouter for a signed-out visitor', () => {
  // '/' redirects to '/dashboard', which redirects to login: two redirects in a row once left
  // a blank page (the second Redirect reused the first one's instance and never fired).
  it.each([
    ['/', '/dashboard'],
    ['/transfer', '/transfer/account-to-account'],
    ['/settings', '/settings/general'],
    ['/manage', '/manage/people'],
    ['/dashboard', '/dashboard'],
    ['/manage/approvals', '/manage/approvals'],
  ])('shows the login page at %s, keeping %s as the redirect', async (path, kept) => {
    const location = openAt(path);
    // The first test also loads the lazy login page module, hence the longer wait.
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 8000 })).toBeDefined();
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`/login?redirect=${encodeURIComponent(kept)}`),
    );
  });
});
