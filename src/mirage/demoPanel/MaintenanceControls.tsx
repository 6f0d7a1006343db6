import { useId, useState, type FormEvent } from 'react';
import { MAINTENANCE_MODE_TYPES } from '../../shared/domain/maintenance';
import { localIsoDay } from '../../shared/dates';
import type { MaintenanceRequest, MockBankControls } from '../mockBankControls';
import { SelectRow, TextRow, optionsOf } from './Fields';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local input's value (local time, to the minute). */
function inputValue(ms: number): string {
  const d = new Date(ms);
  return `${localIsoDay(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 02:00 on the next Monday after today, local time. */
export function nextMondayAt2(now = Date.now()): number {
  const d = new Date(now);
  const days = (8 - d.getDay()) % 7 || 7;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, 2).getTime();
}

/** The presets: the windows a demo usually needs, one click each, from the time of the click. */
const PRESETS: { label: string; request: (now: number) => MaintenanceRequest }[] = [
  {
    label: 'Payout maintenance now, 1 hour',
    request: (now) => ({
      maintenanceModeType: 'Payout maintenance',
      startDateTime: now,
      endDateTime: now + HOUR,
    }),
  },
  {
    label: 'Product maintenance next Monday 02:00-04:00',
    request: (now) => {
      const monday = nextMondayAt2(now);
      return {
        maintenanceModeType: 'E6Ledger',
        startDateTime: monday,
        endDateTime: monday + 2 * HOUR,
      };
    },
  },
  {
    label: 'Identity registry maintenance now, 2 hours',
    request: (now) => ({
      maintenanceModeType: 'identity-registry',
      startDateTime: now,
      endDateTime: now + 2 * HOUR,
    }),
  },
];

/**
 * Maintenance: schedule a window (type, start, end, the pages it concerns) that the bank serves
 * with its notices and, for a payout window, that pauses payouts while the bank's clock is in it.
 * Kept across reloads until reset.
 */
export function MaintenanceControls({ controls }: { controls: MockBankControls }) {
  const id = useId();
  const [type, setType] = useState<string>('Payout maintenance');
  const [start, setStart] = useState(() => inputValue(Date.now()));
  const [end, setEnd] = useState(() => inputValue(Date.now() + HOUR));
  const [pages, setPages] = useState('');
  const [said, setSaid] = useState('');
  const [scheduled, setScheduled] = useState(() => controls.maintenanceNotices());

  const schedule = (request: MaintenanceRequest) => {
    try {
      const notice = controls.scheduleMaintenance(request);
      setSaid(`Scheduled ${notice.maintenanceModeType}: reload a page to see its banner.`);
    } catch (error) {
      setSaid(error instanceof Error ? error.message : String(error));
    }
    setScheduled(controls.maintenanceNotices());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    schedule({
      maintenanceModeType: type,
      startDateTime: new Date(start).getTime(),
      endDateTime: new Date(end).getTime(),
      impactedFeatures: pages,
    });
  };

  return (
    <section className="mbp-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Maintenance</h3>
      <div className="mbp-actions">
        {PRESETS.map((p) => (
          <button
            key={p.label}
            type="button"
            className="mbp-button"
            onClick={() => schedule(p.request(Date.now()))}
          >
            {p.label}
          </button>
        ))}
      </div>
      <form className="mbp-fieldset" onSubmit={submit} aria-labelledby={`${id}-form`}>
        <h4 id={`${id}-form`}>Schedule a window</h4>
        <SelectRow
          id={`${id}-type`}
          label="Type"
          value={type}
          options={optionsOf<string>(MAINTENANCE_MODE_TYPES)}
          onChange={setType}
        />
        <TextRow
          id={`${id}-start`}
          label="Start"
          type="datetime-local"
          value={start}
          onValue={setStart}
        />
        <TextRow id={`${id}-end`} label="End" type="datetime-local" value={end} onValue={setEnd} />
        <TextRow
          id={`${id}-pages`}
          label="Pages"
          value={pages}
          spellCheck={false}
          aria-describedby={`${id}-pages-hint`}
          onValue={setPages}
        />
        <p id={`${id}-pages-hint`} className="mbp-muted mbp-hint">
          Comma-separated page types, e.g. login,localTransfer; empty: the type&apos;s pages
        </p>
        <div className="mbp-actions">
          <button type="submit" className="mbp-button">
            Schedule window
          </button>
          <button
            type="button"
            className="mbp-button"
            onClick={() => {
              controls.clearScheduledMaintenance();
              setScheduled(controls.maintenanceNotices());
              setSaid('Scheduled windows cleared.');
            }}
          >
            Clear scheduled
          </button>
        </div>
      </form>
      <p className="mbp-muted" role="status">
        {said}
      </p>
      <ul className="mbp-users" aria-label="Maintenance notices the bank serves">
        {scheduled.map((n) => (
          <li key={`${n.maintenanceModeType}|${n.startDateTime}|${n.endDateTime}`}>
            {n.maintenanceModeType}: {inputValue(Date.parse(n.startDateTime)).replace('T', ' ')} to{' '}
            {inputValue(Date.parse(n.endDateTime)).replace('T', ' ')}
            {n.isExpired ? ' (expired)' : ''}
            {n.impactedFeatures ? ` · ${n.impactedFeatures}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
