import { useEffect, useRef, useState } from 'react';
import type { MockBankControls } from '../mockBank';
import { FaultControls } from './FaultControls';
import { UserList } from './UserList';
import './demoPanel.css';

/** Mock mode only: the demo users and their codes, and fault injection for demos and tests. */
export function DemoPanel({ controls }: { controls: MockBankControls }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="mbp">
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
              Mock bank · {controls.scenario}
            </h2>
            <button type="button" className="mbp-button" onClick={close}>
              Close
            </button>
          </div>
          <UserList controls={controls} />
          <FaultControls controls={controls} />
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
