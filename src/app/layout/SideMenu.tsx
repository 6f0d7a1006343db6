import { ChevronDown, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { isActive, type MenuEntry } from './menu';

interface SideMenuProps {
  entries: MenuEntry[];
  currentPath: string;
  onLogout: () => void;
  onNavigate: () => void;
}

function Item({ entry, currentPath, onLogout, onNavigate }: { entry: MenuEntry } & Omit<SideMenuProps, 'entries'>) {
  const active = isActive(entry, currentPath);
  const [open, setOpen] = useState(active);
  const Icon = entry.icon;
  const icon = Icon ? <Icon size={18} aria-hidden /> : <span className="side-menu__dot" aria-hidden />;
  const badge = entry.badge ? <span className="ui-badge ui-badge--count side-menu__badge">{entry.badge}</span> : null;

  if (entry.children) {
    return (
      <li>
        <button type="button" className="side-menu__item" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {icon}
          <span className="side-menu__label">{entry.label}</span>
          <ChevronDown size={16} aria-hidden className={`side-menu__chevron ${open ? 'side-menu__chevron--open' : ''}`} />
        </button>
        {open && (
          <ul className="side-menu__children">
            {entry.children.map((child) => (
              <Item key={child.key} entry={child} currentPath={currentPath} onLogout={onLogout} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  if (entry.action === 'logout') {
    return (
      <li>
        <button type="button" className="side-menu__item" onClick={onLogout}>
          {icon}
          <span className="side-menu__label">{entry.label}</span>
        </button>
      </li>
    );
  }
  if (entry.href) {
    return (
      <li>
        <a className="side-menu__item" href={entry.href} target="_blank" rel="noreferrer">
          {icon}
          <span className="side-menu__label">{entry.label}</span>
          <ExternalLink size={14} aria-hidden />
        </a>
      </li>
    );
  }
  const current = currentPath === entry.path;
  return (
    <li>
      <Link
        href={entry.path ?? '/'}
        className={`side-menu__item ${current ? 'side-menu__item--active' : ''}`}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {icon}
        <span className="side-menu__label">{entry.label}</span>
        {badge}
      </Link>
    </li>
  );
}

export function SideMenu({ entries, ...rest }: SideMenuProps) {
  return (
    <ul className="side-menu">
      {entries.map((entry) => (
        <Item key={entry.key} entry={entry} {...rest} />
      ))}
    </ul>
  );
}
