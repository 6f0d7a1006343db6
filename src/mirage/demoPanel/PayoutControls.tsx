import { useId, useState } from 'react';
import { PAYOUT_FAILURES, type PayoutFailure } from '../faults';
import type { MockBankControls } from '../mockBankControls';
import { SelectRow, optionsOf } from './Fields';
import { useFaultState } from './useFaultState';

const MINUTE = 60_000;

/** What each failure does to the next payout (spec-2 §8). */
const FAILURE_LABELS: Record<PayoutFailure, string> = {
  RECIPIENT_NOT_FOUND: 'RECIPIENT_NOT_FOUND (refused)',
  BAD_FX_RATE_ERROR: 'BAD_FX_RATE_ERROR (refused)',
  INSUFFICIENT_FUND: 'INSUFFICIENT_FUND (refused)',
  RETURN: 'RETURN (returned while in progress)',
};

/** Whole minutes the bank's clock runs ahead of this browser's. */
const minutesAhead = (controls: MockBankControls) =>
  Math.round((controls.bankTime() - Date.now()) / MINUTE);

/**
 * Payouts: make the next payout fail as spec-2 §8 lists, and move the bank's clock so a payout
 * goes PENDING -> IN_PROGRESS (1 min) -> SUCCESSFUL (3 min) without waiting.
 */
export function PayoutControls({ controls }: { controls: MockBankControls }) {
  const id = useId();
  const { payoutFailure } = useFaultState(controls);
  const [failure, setFailure] = useState<PayoutFailure>(PAYOUT_FAILURES[0]);
  // Read at every render: a reset (which also clears the faults, re-rendering this) puts it back.
  const ahead = minutesAhead(controls);
  const [, setAdvanced] = useState(0);
  const advance = (minutes: number) => {
    controls.advanceClock(minutes * MINUTE);
    setAdvanced((n) => n + 1);
  };

  return (
    <section className="mbp-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Payouts</h3>
      <SelectRow
        id={`${id}-failure`}
        label="Next payout fails with"
        value={failure}
        options={optionsOf(PAYOUT_FAILURES, (f) => FAILURE_LABELS[f])}
        onChange={setFailure}
      />
      <div className="mbp-actions">
        <button
          type="button"
          className="mbp-button"
          onClick={() => controls.faults.failNextPayout(failure)}
        >
          Fail next payout
        </button>
        <button
          type="button"
          className="mbp-button"
          disabled={payoutFailure === null}
          onClick={() => controls.faults.failNextPayout(null)}
        >
          Let next payout succeed
        </button>
        <span className="mbp-muted" role="status">
          {payoutFailure ? `Next payout: ${payoutFailure}` : ''}
        </span>
      </div>
      <div className="mbp-actions">
        <button type="button" className="mbp-button" onClick={() => advance(1)}>
          Advance clock 1 min
        </button>
        <button type="button" className="mbp-button" onClick={() => advance(3)}>
          Advance clock 3 min
        </button>
        <span className="mbp-muted" role="status">
          Bank clock {ahead > 0 ? `+${ahead} min` : 'on time'}
        </span>
      </div>
    </section>
  );
}
