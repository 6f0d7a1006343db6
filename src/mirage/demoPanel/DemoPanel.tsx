import { useState } from 'react';
import type { MockBankControls } from '../mockBank';
import { FaultControls } from './FaultControls';
import { UserList } from './UserList';
import './demoPanel.css';

/** Mock mode only: demo users and their codes, and fault injection for demos and tests. */
export function DemoPanel({ controls }: { controls: MockBankControls }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mbp">
      {open && (
        <section className="mbp-panel" aria-label="Mock bank demo panel">
          <div className="mbp-head">
            <h2>Mock bank · {controls.scenario}</h2>
            <button type="button" className="mbp-button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
          <UserList controls={controls} />
          <FaultControls controls={controls} />
        </section>
      )}
      <button type="button" className="mbp-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Demo
      </button>
    </div>
  );
}
