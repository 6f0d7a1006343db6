import { useState } from 'react';
import type { MockBankControls } from '../mockBank';

/** Codes worth demonstrating; any code of error-codes.tsv can be typed in as well. */
const CODES = [
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'TOO_MANY_REQUEST',
  'INVALID_ACCESS_TOKEN',
  'NO_PERMISSION_API',
  'RESOURCE_NOT_FOUND',
  'SUSPENDED_ACCOUNT',
  'ACCOUNT_LOCKED',
  'ACCOUNT_PERMANENT_LOCKED',
  'INSUFFICIENT_FUND',
  'INVALID_QUOTE',
  'FX_TXN_STATUS_QUOTE_EXPIRED',
  'INSUFFICIENT_APPROVERS',
];

export function FaultControls({ controls }: { controls: MockBankControls }) {
  const [state, setState] = useState(() => controls.faults.state());
  const [path, setPath] = useState('/v1/boom/auth/user/profile');
  const [code, setCode] = useState(CODES[0] ?? 'INTERNAL_SERVER_ERROR');
  const [status, setStatus] = useState('500');
  const refresh = () => setState(controls.faults.state());

  return (
    <div className="mbp-section">
      <h3>Faults</h3>
      <label className="mbp-row">
        Latency
        <select
          value={state.latencyMs}
          onChange={(e) => {
            controls.faults.setLatency(Number(e.target.value));
            refresh();
          }}
        >
          <option value={0}>0 ms</option>
          <option value={500}>500 ms</option>
          <option value={2000}>2000 ms</option>
        </select>
      </label>
      <label className="mbp-row">
        <input
          type="checkbox"
          checked={state.networkDown}
          onChange={(e) => {
            controls.faults.setNetworkDown(e.target.checked);
            refresh();
          }}
        />
        Network down
      </label>
      <fieldset className="mbp-fieldset">
        <legend>Fail next call</legend>
        <label className="mbp-row">
          Path <input value={path} onChange={(e) => setPath(e.target.value)} />
        </label>
        <label className="mbp-row">
          Code
          <input list="mbp-codes" value={code} onChange={(e) => setCode(e.target.value)} />
          <datalist id="mbp-codes">
            {CODES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </label>
        <label className="mbp-row">
          Status <input inputMode="numeric" value={status} onChange={(e) => setStatus(e.target.value)} />
        </label>
        <button
          type="button"
          className="mbp-button"
          onClick={() => {
            controls.faults.failNext(path.trim(), code.trim(), Number(status) || 400);
            refresh();
          }}
        >
          Fail next call
        </button>
        {state.pending.length > 0 && <p className="mbp-muted">{state.pending.length} fault(s) waiting</p>}
      </fieldset>
      <button
        type="button"
        className="mbp-button"
        onClick={() => {
          controls.reset();
          controls.faults.clear();
          refresh();
        }}
      >
        Reset mock bank state
      </button>
    </div>
  );
}
