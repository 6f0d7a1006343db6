import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MenuEntry } from './menu';
import { SideMenu } from './SideMenu';
import './AppLayout.css';

export interface ShellUser {
  name: string;
  email: string;
  roleLabel: string;
  companyName: string;
}

interface AppLayoutProps {
  menu: MenuEntry[];
  bottomMenu: MenuEntry[];
  currentPath: string;
  user: ShellUser;
  version: string;
  /** ybiz_mobile_app=true: the mobile app draws its own chrome, so no sidebar and no top bar. */
  mobileAppMode: boolean;
  statusSlot?: ReactNode;
  onLogout: () => void;
  children: ReactNode;
}

/** The signed-in frame: sidebar (a drawer under 992 px), top bar, content and footer. */
export function AppLayout({ menu, bottomMenu, currentPath, user, version, mobileAppMode, statusSlot, onLogout, children }: AppLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  const footer = (
    <footer className="shell__footer">
      <span>© 2026 Business Banking · v{version}</span>
      <a href="/terms" target="_blank" rel="noreferrer">Terms and Conditions</a>
      <a href="/privacy" target="_blank" rel="noreferrer">Privacy Policy</a>
    </footer>
  );

  if (mobileAppMode) {
    return (
      <div className="shell shell--mobile-app">
        <main id="main" className="shell__main">{children}</main>
        {footer}
      </div>
    );
  }

  return (
    <div className={`shell ${drawerOpen ? 'shell--drawer-open' : ''}`}>
      <a className="shell__skip" href="#main">Skip to content</a>
      <aside className="shell__sidebar">
        <div className="shell__brand">
          <span className="shell__logo" aria-hidden>B</span>
          <span>Business Banking</span>
          <button type="button" className="shell__drawer-close" aria-label="Close menu" onClick={close}>
            <X size={20} aria-hidden />
          </button>
        </div>
        <nav aria-label="Main" className="shell__nav">
          <SideMenu entries={menu} currentPath={currentPath} onLogout={onLogout} onNavigate={close} />
          <div className="shell__nav-bottom">
            <SideMenu entries={bottomMenu} currentPath={currentPath} onLogout={onLogout} onNavigate={close} />
          </div>
        </nav>
      </aside>
      {drawerOpen && <div className="shell__scrim" aria-hidden onClick={close} />}
      <div className="shell__body">
        <header className="shell__topbar">
          <button type="button" className="shell__menu-button" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
            <Menu size={22} aria-hidden />
          </button>
          <div className="shell__status">{statusSlot}</div>
          <div className="shell__user">
            <span className="shell__avatar" aria-hidden>{user.name.slice(0, 1).toUpperCase()}</span>
            <span className="shell__user-text">
              <span className="shell__user-name">{user.name}</span>
              <span className="shell__user-meta">{user.companyName} · {user.roleLabel}</span>
            </span>
          </div>
        </header>
        <main id="main" className="shell__main" tabIndex={-1}>{children}</main>
        {footer}
      </div>
    </div>
  );
}
