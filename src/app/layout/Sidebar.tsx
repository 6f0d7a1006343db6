import { X } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { paths } from '../../shared/routing/paths';
import { BrandMark } from './BrandMark';
import { findActivePath, type MenuEntry } from './menu';
import { SideMenu } from './SideMenu';
import './Sidebar.css';

export interface SidebarProps {
  id: string;
  menu: MenuEntry[];
  bottomMenu: MenuEntry[];
  currentPath: string;
  onLogout: () => void;
  /** A menu link was followed. */
  onNavigate: () => void;
  /** The drawer's Close button (shown under 992 px only). */
  onClose: () => void;
  closeButtonRef?: Ref<HTMLButtonElement>;
}

/** The 220 px side menu: brand, the main items, and the bottom group (a drawer on small screens). */
export function Sidebar({
  id,
  menu,
  bottomMenu,
  currentPath,
  onLogout,
  onNavigate,
  onClose,
  closeButtonRef,
}: SidebarProps) {
  const menuProps = {
    currentPath,
    activePath: findActivePath([...menu, ...bottomMenu], currentPath),
    onLogout,
    onNavigate,
  };
  return (
    <div className="sidebar" id={id}>
      {/* The brand link sits in the nav: it is the way home, and so inside a landmark. */}
      <nav aria-label="Main" className="sidebar__nav">
        <div className="sidebar__brand">
          <Link href={paths.dashboard()} className="sidebar__brand-link" onClick={onNavigate}>
            <BrandMark />
          </Link>
          <button
            ref={closeButtonRef}
            type="button"
            className="shell__icon-button sidebar__close"
            aria-label="Close menu"
            onClick={onClose}
          >
            <X aria-hidden />
          </button>
        </div>
        <SideMenu entries={menu} {...menuProps} />
        {bottomMenu.length > 0 && (
          <div className="sidebar__bottom">
            <SideMenu entries={bottomMenu} {...menuProps} />
          </div>
        )}
      </nav>
    </div>
  );
}
