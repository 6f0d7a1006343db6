import { Menu } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AppFooter } from './AppFooter';
import { BrandMark } from './BrandMark';
import type { MenuEntry } from './menu';
import { Sidebar } from './Sidebar';
import { UserMenu, type ShellUser } from './UserMenu';
import './AppLayout.css';

export type { ShellUser } from './UserMenu';

export interface AppLayoutProps {
  menu: MenuEntry[];
  bottomMenu: MenuEntry[];
  currentPath: string;
  user: ShellUser;
  version: string;
  /** ybiz_mobile_app=true: the mobile app draws its own chrome, so no sidebar and no top bar. */
  mobileAppMode: boolean;
  /** The offline / sync indicator, shown in the top bar. */
  statusSlot?: ReactNode;
  /** The area's name in the top bar ('Transfers'); the page's own h1 stays in the content. */
  title?: string;
  termsUrl?: string;
  privacyUrl?: string;
  onLogout: () => void;
  children: ReactNode;
}

const WIDE = '(min-width: 992px)';

/** The signed-in frame: sidebar (a drawer under 992 px), top bar, content and footer. */
export function AppLayout(props: AppLayoutProps) {
  const {
    menu,
    bottomMenu,
    currentPath,
    user,
    mobileAppMode,
    statusSlot,
    title,
    onLogout,
    children,
  } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the drawer has closed. It can't move in the same tick: until React
  // re-renders, the content behind the drawer is still inert and refuses focus.
  const focusAfterClose = useRef<'menu-button' | 'main' | null>(null);
  const closeDrawer = (focus: 'menu-button' | 'main') => {
    focusAfterClose.current = focus;
    setDrawerOpen(false);
  };
  const footer = (
    <AppFooter version={props.version} termsUrl={props.termsUrl} privacyUrl={props.privacyUrl} />
  );

  useEffect(() => {
    if (!drawerOpen) {
      const target =
        focusAfterClose.current === 'main'
          ? mainRef.current
          : focusAfterClose.current
            ? menuButtonRef.current
            : null;
      focusAfterClose.current = null;
      target?.focus({ preventScroll: true });
      return;
    }
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      focusAfterClose.current = 'menu-button';
      setDrawerOpen(false);
    };
    // Widening the window past lg turns the drawer back into the sidebar: drop the drawer state
    // (and with it the inert content) so nothing stays locked.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;
    const onWide = () => wide?.matches && setDrawerOpen(false);
    document.addEventListener('keydown', onKeyDown);
    wide?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWide);
    };
  }, [drawerOpen]);

  if (mobileAppMode) {
    return (
      <div className="shell shell--mobile-app">
        <main id="main" ref={mainRef} className="shell__main" tabIndex={-1}>
          {children}
        </main>
        {footer}
      </div>
    );
  }

  return (
    <div className={`shell ${drawerOpen ? 'shell--drawer-open' : ''}`}>
      <a
        className="shell__skip"
        href="#main"
        onClick={(event) => {
          // Focus the content without putting #main in the address.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to content
      </a>
      <Sidebar
        id="app-sidebar"
        menu={menu}
        bottomMenu={bottomMenu}
        currentPath={currentPath}
        onLogout={onLogout}
        // After following a link in the drawer, the keyboard starts at the new page's content.
        onNavigate={() => drawerOpen && closeDrawer('main')}
        onClose={() => closeDrawer('menu-button')}
        closeButtonRef={closeButtonRef}
      />
      {drawerOpen && (
        <div className="shell__scrim" aria-hidden onClick={() => closeDrawer('menu-button')} />
      )}
      {/* While the drawer is open on a phone, the rest of the page is out of reach (inert). */}
      <div className="shell__body" inert={drawerOpen}>
        <header className="shell__topbar">
          <button
            ref={menuButtonRef}
            type="button"
            className="shell__icon-button shell__menu-button"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="app-sidebar"
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden />
          </button>
          <BrandMark className="shell__topbar-brand" />
          {title && <p className="shell__title">{title}</p>}
          <div className="shell__status">{statusSlot}</div>
          <UserMenu user={user} onLogout={onLogout} />
        </header>
        <main id="main" ref={mainRef} className="shell__main" tabIndex={-1}>
          {children}
        </main>
        {footer}
      </div>
    </div>
  );
}
