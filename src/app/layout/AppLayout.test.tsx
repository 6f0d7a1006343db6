import { fireEvent, render, screen } from '@testing-library/react';
import { LayoutDashboard } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from './AppLayout';
import type { MenuEntry } from './menu';

const menu: MenuEntry[] = [
  { key: '/dashboard', label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { key: '/manage/approvals', label: 'Approvals', path: '/manage/approvals', badge: 3 },
];
const bottom: MenuEntry[] = [{ key: 'settings', label: 'Settings', children: [{ key: 'logout', label: 'Logout', action: 'logout' }] }];
const user = { name: 'Ada Admin', email: 'admin@demo.test', roleLabel: 'Admin', companyName: 'Demo' };

function renderLayout(mobileAppMode = false, onLogout = vi.fn<() => void>()) {
  render(
    <AppLayout menu={menu} bottomMenu={bottom} currentPath="/dashboard" user={user} version="1.0.0" mobileAppMode={mobileAppMode} onLogout={onLogout}>
      <p>content</p>
    </AppLayout>,
  );
  return onLogout;
}

describe('AppLayout', () => {
  it('marks the current page and shows menu badges', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Approvals/ }).textContent).toContain('3');
  });

  it('logs out from the Settings group', () => {
    const onLogout = renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('hides the sidebar and top bar in mobile-app mode', () => {
    renderLayout(true);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('content');
  });

  it('shows the footer links', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeDefined();
  });
});
