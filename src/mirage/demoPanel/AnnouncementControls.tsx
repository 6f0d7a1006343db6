import { useId, useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../shared/domain/roles';
import { paths } from '../../shared/routing/paths';
import type { MockBankControls } from '../mockBankControls';
import { SelectRow, TextRow } from './Fields';

/** Where the call to action may go: pages that exist (no link of the app leads to the 404 page). */
const LINKS = [
  { label: 'Dashboard', path: paths.dashboard() },
  { label: 'Accounts', path: paths.accounts.list() },
  { label: 'Transactions', path: paths.transactions() },
  {
    label: 'Overseas transfer to China',
    path: paths.transfer.overseas({ country: 'CN', currency: 'CNY' }),
  },
] as const;

/**
 * Publishes a discovery announcement (spec-3 §4) that starts now and runs for a week; the app
 * shows it once to the roles chosen, at their next sign-in or page load.
 */
export function AnnouncementControls({ controls }: { controls: MockBankControls }) {
  const id = useId();
  const [title, setTitle] = useState('Send money to China in CNY');
  const [subtitle, setSubtitle] = useState('Pay suppliers in China in their own currency.');
  const [roles, setRoles] = useState<Role[]>([...ROLES]);
  const [ctaLabel, setCtaLabel] = useState('Try it');
  const [link, setLink] = useState<string>(LINKS[0].path);
  const [pillText, setPillText] = useState('New');
  const [published, setPublished] = useState('');
  const ready = title.trim() !== '' && roles.length > 0 && ctaLabel.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const a = controls.publishAnnouncement({
      title: title.trim(),
      subtitle: subtitle.trim(),
      roles,
      ctaLabel: ctaLabel.trim(),
      link,
      pillText: pillText.trim(),
    });
    setPublished(
      `Published '${a.title}' until ${a.endDate.slice(0, 10)}: reload or sign in to see it.`,
    );
  };

  const field = (label: string, value: string, set: (v: string) => void, name: string) => (
    <TextRow id={`${id}-${name}`} label={label} value={value} onValue={set} />
  );

  return (
    <form className="mbp-section" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Announcement</h3>
      {field('Title', title, setTitle, 'ttl')}
      {field('Subtitle', subtitle, setSubtitle, 'sub')}
      {field('Button', ctaLabel, setCtaLabel, 'cta')}
      {field('Pill', pillText, setPillText, 'pill')}
      <SelectRow
        id={`${id}-link`}
        label="Goes to"
        value={link}
        options={LINKS.map((l) => ({ value: l.path, label: l.label }))}
        onChange={setLink}
      />
      <fieldset className="mbp-fieldset">
        <legend>Roles</legend>
        {ROLES.map((role) => (
          <label key={role} className="mbp-row mbp-check" htmlFor={`${id}-${role}`}>
            <input
              id={`${id}-${role}`}
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(e) =>
                setRoles((rs) => (e.target.checked ? [...rs, role] : rs.filter((r) => r !== role)))
              }
            />
            <span>{ROLE_LABELS[role]}</span>
          </label>
        ))}
      </fieldset>
      <div className="mbp-actions">
        <button type="submit" className="mbp-button" disabled={!ready}>
          Publish for a week
        </button>
        <span className="mbp-muted" role="status">
          {published}
        </span>
      </div>
    </form>
  );
}
