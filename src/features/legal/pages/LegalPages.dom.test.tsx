import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, session } from '../../../api/session';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

afterEach(() => clearSession());

const outline = () => screen.getAllByRole('heading').map((h) => `${h.tagName}: ${h.textContent}`);

describe('Privacy Policy', () => {
  it('has one h1 and a section per question: what is kept, for how long, how to remove it', () => {
    render(<PrivacyPage />);
    expect(outline()).toEqual([
      'H1: Privacy Policy',
      'H2: About this demo',
      'H2: What the app keeps on this device',
      'H3: While you are signed in',
      'H3: On this browser',
      'H3: In demo mode only',
      'H2: For how long',
      'H2: How to remove it',
      'H2: What the bank receives',
    ]);
    expect(screen.getByRole('region', { name: 'For how long' }).textContent).toContain(
      'every 5 minutes',
    );
    expect(screen.getByRole('region', { name: 'For how long' }).textContent).toContain(
      'for 48 hours',
    );
    expect(screen.getByRole('region', { name: 'How to remove it' }).textContent).toContain(
      'Reset mock bank state',
    );
    expect(
      screen.getByRole('region', { name: 'What the app keeps on this device' }).textContent,
    ).toContain('mockbank:');
    // The remember key sits in localStorage: the policy says so.
    expect(
      screen.getByRole('region', { name: 'What the app keeps on this device' }).textContent,
    ).toContain('the key the bank gave this browser for it, in localStorage');
  });

  it('offers the way back to login only to a signed-out reader (signed in, the shell has a menu)', () => {
    const { unmount } = render(<PrivacyPage />);
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    unmount();
    session.authenticated = true;
    render(<PrivacyPage />);
    expect(screen.queryByRole('link', { name: 'Back to login' })).toBeNull();
  });
});

describe('Terms and Conditions', () => {
  it('says what the demo is and links the privacy policy', () => {
    render(<TermsPage />);
    expect(outline()).toEqual([
      'H1: Terms and Conditions',
      'H2: What this product is',
      'H2: Using the demo',
      'H2: When a real bank is connected',
      'H2: Your data',
      'H2: Availability and changes',
    ]);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });
});
