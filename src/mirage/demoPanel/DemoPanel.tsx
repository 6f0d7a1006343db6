import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { MockBankControls } from '../mockBankControls';
import { AnnouncementControls } from './AnnouncementControls';
import { Applications } from './Applications';
import { CardPaymentControls } from './CardPaymentControls';
import { FaultControls } from './FaultControls';
import { IncomingPaymentControls } from './IncomingPaymentControls';
import { MaintenanceControls } from './MaintenanceControls';
import { PayoutControls } from './PayoutControls';
import { useClearSpot, type Placement } from './useClearSpot';
import { UserList } from './UserList';
import './demoPanel.css';

interface DemoPanelProps {
  scenario: string;
  /** The running mock bank; starts it when nothing has yet (the panel is there before the bank). */
  connect: () => Promise<MockBankControls>;
}

function placementName(placement: Placement): string {
  if (placement.kind === 'spot') return `bottom-${placement.bottom}`;
  return placement.kind === 'top' ? 'top-bar' : 'folded';
}

function placementStyle(placement: Placement): CSSProperties | undefined {
  if (placement.kind === 'spot') return { bottom: placement.bottom };
  if (placement.kind === 'top')
    return { top: placement.top, left: placement.left, right: 'auto', bottom: 'auto' };
  return undefined;
}

/** Mock mode only: the demo users and their codes, and fault injection for demos and tests. */
export function DemoPanel({ scenario, connect }: DemoPanelProps) {
  const [open, setOpen] = useState(false);
  const [controls, setControls] = useState<MockBankControls | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Closed, the button keeps clear of the page's controls; open, the panel stays where it is.
  const placement = useClearSpot('mock-bank-panel', !open);

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || controls) return undefined;
    let live = true;
    void connect().then((c) => live && setControls(c));
    return () => {
      live = false;
    };
  }, [open, controls, connect]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      className={`mbp mbp--${placement.kind}`}
      data-placement={placementName(placement)}
      style={placementStyle(placement)}
    >
      {open && (
        <section
          id="mbp-panel"
          className="mbp-panel"
          aria-labelledby="mbp-title"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <div className="mbp-head">
            <h2 id="mbp-title" ref={heading} tabIndex={-1}>
              Mock bank · {scenario}
            </h2>
            <button type="button" className="mbp-button" onClick={close}>
              Close
            </button>
          </div>
          {controls ? (
            <>
              <UserList controls={controls} />
              <Applications controls={controls} />
              <PayoutControls controls={controls} />
              <IncomingPaymentControls controls={controls} />
              <CardPaymentControls controls={controls} />
              <AnnouncementControls controls={controls} />
              <MaintenanceControls controls={controls} />
              <FaultControls controls={controls} />
            </>
          ) : (
            <p className="mbp-muted">Starting the mock bank…</p>
          )}
        </section>
      )}
      <button
        ref={toggle}
        type="button"
        className="mbp-toggle"
        aria-expanded={open}
        aria-controls={open ? 'mbp-panel' : undefined}
        aria-label="Demo: mock bank users and faults"
        onClick={() => setOpen((o) => !o)}
      >
        Demo
      </button>
    </div>
  );
}
