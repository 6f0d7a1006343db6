import { useId, useState } from 'react';
import type { MockBankControls } from '../mockBankControls';
import { SelectRow, optionsOf } from './Fields';
import { FailNextForm } from './FailNextForm';
import { useFaultState } from './useFaultState';

const LATENCIES = [0, 500, 2000];

/** Latency, network down, a failing next call, and a reset of the persisted mock state. */
export function FaultControls({ controls }: { controls: MockBankControls }) {
  const id = useId();
  const state = useFaultState(controls);
  const [resetDone, setResetDone] = useState(false);

  return (
    <section className="mbp-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Faults</h3>
      <SelectRow
        id={`${id}-latency`}
        label="Latency"
        value={state.latencyMs}
        options={optionsOf(LATENCIES, (ms) => `${ms} ms`)}
        onChange={controls.faults.setLatency}
      />
      <label className="mbp-row mbp-check" htmlFor={`${id}-network`}>
        <input
          id={`${id}-network`}
          type="checkbox"
          checked={state.networkDown}
          onChange={(e) => controls.faults.setNetworkDown(e.target.checked)}
        />
        <span>Network down</span>
      </label>
      <FailNextForm
        controls={controls}
        pendingCount={state.pending.length + state.lostAnswers.length}
      />
      <div className="mbp-actions">
        <button
          type="button"
          className="mbp-button"
          onClick={() => {
            controls.reset();
            controls.faults.clear();
            setResetDone(true);
          }}
        >
          Reset mock bank state
        </button>
        <span className="mbp-muted" role="status">
          {resetDone ? 'Locks, remembered browsers and changes cleared.' : ''}
        </span>
      </div>
    </section>
  );
}
