import { fireEvent, render, screen } from '@testing-library/react';
import { Compass } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { AuthLayout } from './AuthLayout';
import { findActivePath } from './menu';
import { StatusPage } from './StatusPage';

describe('AuthLayout', () => {
  it('puts the form in main and the pitch in a labelled aside', () => {
    render(
      <AuthLayout>
        <h1>Log in</h1>
      </AuthLayout>,
    );
    expect(screen.getByRole('main').textContent).toContain('Log in');
    expect(screen.getByRole('complementary', { name: 'About Business Banking' }).textContent).toContain('currency');
  });
});

describe('StatusPage', () => {
  it('shows the title as the h1 and one way forward', () => {
    const onClick = vi.fn<() => void>();
    render(<StatusPage icon={Compass} code="Offline" title="Can't start" message="Check your connection." action={{ label: 'Reload', onClick }} />);
    expect(screen.getByRole('heading', { level: 1, name: "Can't start" })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('links back to the dashboard', () => {
    render(<StatusPage icon={Compass} title="Not found" message="Gone." action={{ label: 'Back to dashboard', href: '/dashboard' }} />);
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('findActivePath', () => {
  const entries = [
    { key: 'm', label: 'Manage', path: '/manage' },
    { key: 'g', label: 'Group', children: [{ key: 'p', label: 'People', path: '/manage/people' }] },
  ];

  it('prefers the longest menu path the page is under', () => {
    expect(findActivePath(entries, '/manage/people/invite')).toBe('/manage/people');
    expect(findActivePath(entries, '/manage')).toBe('/manage');
    expect(findActivePath(entries, '/managers')).toBeUndefined();
  });
});
