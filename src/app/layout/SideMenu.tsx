import { ChevronDown, ExternalLink } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../shared/ui/Badge';
import { containsPath, type MenuEntry } from './menu';
import './SideMenu.css';

interface SideMenuProps {
  entries: MenuEntry[];
  /** The current location, for aria-current. */
  currentPath: string;
  /** The menu path standing for the current page (findActivePath). */
  activePath: string | undefined;
  onLogout: () => void;
  /** Called after a menu link is followed (closes the drawer on a phone). */
  onNavigate: () => void;
}

type ItemProps = Omit<SideMenuProps, 'entries'> & { entry: MenuEntry };

function ItemContent({ entry }: { entry: MenuEntry }) {
  const Icon = entry.icon;
  return (
    <>
      {Icon ? (
        <Icon className="side-menu__icon" aria-hidden />
      ) : (
        <span className="side-menu__icon" aria-hidden />
      )}
      <span className="side-menu__label">{entry.label}</span>
      {/* Keeps label and count apart in the accessible name (the flex layout ignores it). */}
      {entry.badge ? ' ' : null}
      {entry.badge ? (
        <Badge count className="side-menu__badge">
          {/* The link's name reads 'Approvals 3 pending', not 'Approvals 3'. */}
          <span aria-hidden={entry.badgeLabel ? true : undefined}>
            {entry.badge > 99 ? '99+' : entry.badge}
          </span>
          {entry.badgeLabel && <span className="visually-hidden">{entry.badgeLabel}</span>}
        </Badge>
      ) : null}
    </>
  );
}

function Group({ entry, ...rest }: ItemProps) {
  const holdsActive = containsPath(entry, rest.activePath);
  const [open, setOpen] = useState(holdsActive);
  const listId = useId();
  // Arriving on a page inside the group (a link elsewhere, the back button) opens it.
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);
  return (
    <li>
      <button
        type="button"
        className={`side-menu__item ${holdsActive ? 'side-menu__item--within' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <ItemContent entry={entry} />
        <ChevronDown
          aria-hidden
          className={`side-menu__chevron ${open ? 'side-menu__chevron--open' : ''}`}
        />
      </button>
      {/* Kept in the DOM when closed so aria-controls always points at something. */}
      <ul id={listId} className="side-menu side-menu--nested" hidden={!open}>
        {(entry.children ?? []).map((child) => (
          <Item key={child.key} entry={child} {...rest} />
        ))}
      </ul>
    </li>
  );
}

function Item({ entry, ...rest }: ItemProps) {
  if (entry.children) return <Group entry={entry} {...rest} />;
  if (entry.action === 'logout') {
    return (
      <li>
        <button type="button" className="side-menu__item" onClick={rest.onLogout}>
          <ItemContent entry={entry} />
        </button>
      </li>
    );
  }
  if (entry.href) {
    return (
      <li>
        <a className="side-menu__item" href={entry.href} target="_blank" rel="noopener noreferrer">
          <ItemContent entry={entry} />
          <ExternalLink className="side-menu__external" aria-hidden />
        </a>
      </li>
    );
  }
  const active = entry.path !== undefined && entry.path === rest.activePath;
  // 'page' on the page itself; 'true' on the section a sub-page (without its own item) is in.
  const current = active ? (rest.currentPath === entry.path ? 'page' : 'true') : undefined;
  return (
    <li>
      <Link
        href={entry.path ?? '/'}
        className={`side-menu__item ${active ? 'side-menu__item--active' : ''}`}
        aria-current={current}
        onClick={rest.onNavigate}
      >
        <ItemContent entry={entry} />
      </Link>
    </li>
  );
}

/** One list of the side menu; groups (Transfers, Settings) expand in place. */
export function SideMenu({ entries, ...rest }: SideMenuProps) {
  return (
    <ul className="side-menu">
      {entries.map((entry) => (
        <Item key={entry.key} entry={entry} {...rest} />
      ))}
    </ul>
  );
}
