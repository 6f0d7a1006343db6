import { fireEvent, render, screen, within } from '@testing-library/react';
import { ArrowLeftRight, LayoutDashboard, Settings } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from './AppLayout';
import type { MenuEntry } from './menu';

const menu: MenuEntry[] = [
  { key: '/dashboard', label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  {
    key: 'transfers',
    label: 'Transfers',
    icon: ArrowLeftRight,
    children: [
      { key: '/transfer/local', label: 'Local transfer', path: '/transfer/local' },
      { key: '/transfer/overseas', label: 'Overseas transfer', path: '/transfer/overseas' },
    ],
  },
  { key: '/cards', label: 'Cards', path: '/cards' },
  { key: '/manage/approvals', label: 'Approvals', path: '/manage/approvals', badge: 3 },
];
const bottom: MenuEntry[] = [
  { key: 'request-feature', label: 'Request a Feature', href: 'https://forms.example/feature' },
  {
    key: 'settings',
    label: 'Settings',
    icon: Settings,
    children: [
      { key: '/settings/general', label: 'General', path: '/settings/general' },
      { key: 'logout', label: 'Logout', action: 'logout' },
    ],
  },
];
const user = {
  name: 'Ada Admin',
  email: 'admin@demo.test',
  roleLabel: 'Admin',
  companyName: 'Demo Trading Pte Ltd',
};

function renderLayout({ mobileAppMode = false, currentPath = '/dashboard' } = {}) {
  const onLogout = vi.fn<() => void>();
  render(
    <AppLayout
      menu={menu}
      bottomMenu={bottom}
      currentPath={currentPath}
      user={user}
      version="1.4.0"
      mobileAppMode={mobileAppMode}
      statusSlot={<span>Up to date</span>}
      onLogout={onLogout}
    >
      <h1>Page</h1>
    </AppLayout>,
  );
  return { onLogout, nav: () => screen.getByRole('navigation', { name: 'Main' }) };
}

describe('AppLayout', () => {
  it('has the landmarks, a skip link and the status slot', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeDefined();
    expect(screen.getByRole('banner').textContent).toContain('Up to date');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo').textContent).toContain('1.4.0');
  });

  it('marks the current page with aria-current="page" and only it', () => {
    const { nav } = renderLayout();
    expect(
      within(nav()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(nav()).getByRole('link', { name: 'Cards' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('marks the section of a sub-page that has no item of its own', () => {
    const { nav } = renderLayout({ currentPath: '/cards/add-card' });
    expect(within(nav()).getByRole('link', { name: 'Cards' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('shows the count badge of an item', () => {
    const { nav } = renderLayout();
    const approvals = within(nav()).getByRole('link', { name: /Approvals/ });
    expect(approvals.textContent).toBe('Approvals 3');
  });

  it('names a labelled count badge for screen readers ("Approvals 3 pending")', () => {
    render(
      <AppLayout
        menu={[
          {
            key: '/manage/approvals',
            label: 'Approvals',
            path: '/manage/approvals',
            badge: 3,
            badgeLabel: '3 pending',
          },
        ]}
        bottomMenu={[]}
        currentPath="/dashboard"
        user={user}
        version="1.4.0"
        mobileAppMode={false}
        onLogout={() => undefined}
      >
        <p>Content</p>
      </AppLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Approvals 3 pending' })).toBeDefined();
  });

  it('expands a group on click, and opens the group of the current page by itself', () => {
    const { nav } = renderLayout({ currentPath: '/transfer/overseas' });
    const transfers = within(nav()).getByRole('button', { name: 'Transfers' });
    expect(transfers.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(nav()).getByRole('link', { name: 'Overseas transfer' }).getAttribute('aria-current'),
    ).toBe('page');
    const settings = within(nav()).getByRole('button', { name: 'Settings' });
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav()).queryByRole('link', { name: 'General' })).toBeNull();
    fireEvent.click(settings);
    expect(within(nav()).getByRole('link', { name: 'General' })).toBeDefined();
  });

  it('opens Request a Feature in a new tab', () => {
    const { nav } = renderLayout();
    const link = within(nav()).getByRole('link', { name: 'Request a Feature' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('logs out from the Settings group', () => {
    const { onLogout, nav } = renderLayout();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Settings' }));
    fireEvent.click(within(nav()).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows who is signed in and logs out from the user menu', () => {
    const { onLogout } = renderLayout();
    const header = screen.getByRole('banner');
    const account = within(header).getByRole('button', { name: /Ada Admin/ });
    expect(account.textContent).toContain('Demo Trading Pte Ltd · Admin');
    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(within(header).getByText('admin@demo.test')).toBeDefined();
    fireEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens the drawer with the menu button and closes it with Escape', () => {
    renderLayout();
    const open = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(open);
  });

  it('hides the sidebar and the top bar in mobile-app mode', () => {
    renderLayout({ mobileAppMode: true });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Page');
  });

  it('shows the footer links with the spec texts', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toBeDefined();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toBeDefined();
    expect(footer.textContent).toContain('© 2026 YouBiz');
  });

  it("names the product YouBiz in the header's brand", () => {
    renderLayout();
    expect(within(screen.getByRole('banner')).getByText('YouBiz')).toBeDefined();
  });
});
