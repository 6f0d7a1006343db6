import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import './UserMenu.css';

export interface ShellUser {
  name: string;
  email: string;
  roleLabel: string;
  companyName: string;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

/**
 * Who is signed in, for which company and in which role, with Logout. A disclosure (button +
 * panel), not an ARIA menu: two items don't need menu keyboard rules, and Tab just works.
 */
export function UserMenu({ user, onLogout }: { user: ShellUser; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="user-menu"
      onBlur={(event) => {
        // Tabbing out of the panel closes it, as clicking elsewhere does.
        if (
          !(event.relatedTarget instanceof Node) ||
          !rootRef.current?.contains(event.relatedTarget)
        )
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="user-menu__avatar" aria-hidden>
          {initials(user.name)}
        </span>
        <span
          className="user-menu__text"
          title={`${user.name}, ${user.companyName} · ${user.roleLabel}`}
        >
          <span className="user-menu__name">{user.name}</span>
          <span className="user-menu__meta">
            {user.companyName} · {user.roleLabel}
          </span>
        </span>
        <ChevronDown
          className={`user-menu__chevron ${open ? 'user-menu__chevron--open' : ''}`}
          aria-hidden
        />
      </button>
      {/* Focusable (-1) so a click on its text keeps focus inside and the panel open. */}
      <div id={panelId} className="user-menu__panel" hidden={!open} tabIndex={-1}>
        <div className="user-menu__identity">
          <span className="user-menu__avatar user-menu__avatar--lg" aria-hidden>
            {initials(user.name)}
          </span>
          <div className="user-menu__who">
            <p className="user-menu__name">{user.name}</p>
            <p className="user-menu__email">{user.email}</p>
          </div>
        </div>
        <dl className="user-menu__facts">
          <dt>Company</dt>
          <dd>{user.companyName}</dd>
          <dt>Role</dt>
          <dd>{user.roleLabel}</dd>
        </dl>
        <button type="button" className="user-menu__logout" onClick={onLogout}>
          <LogOut aria-hidden /> Logout
        </button>
      </div>
    </div>
  );
}
