import { useId, useState, type FormEvent } from 'react';
import type { MockBankControls } from '../mockBankControls';
import { TextRow } from './Fields';
import { ERROR_CODES, defaultStatusFor } from './errorCodes';

/**
 * 'Fail next call': the next call to a path (or a pattern like /x/:id) answers the chosen code.
 * 'Lose next answer' / 'Time out next answer': the bank does that call, but the app never gets
 * the answer (a broken connection, or no answer before the client's 30 s timeout).
 */
export function FailNextForm({
  controls,
  pendingCount,
}: {
  controls: MockBankControls;
  pendingCount: number;
}) {
  const id = useId();
  const [path, setPath] = useState('/v1/boom/auth/user/profile');
  const [code, setCode] = useState<string>(ERROR_CODES[0]);
  const [status, setStatus] = useState(String(defaultStatusFor(ERROR_CODES[0])));
  const statusValid = /^[45]\d\d$/.test(status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!path.trim() || !statusValid) return;
    controls.faults.failNext(path.trim(), code, Number(status));
  };

  return (
    <form className="mbp-fieldset" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Fail next call</h4>
      <TextRow
        id={`${id}-path`}
        label="Path"
        value={path}
        onValue={setPath}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mbp-muted mbp-hint">
        Exact path or pattern, e.g. /v1/boom/user/feature-callout/update/:featureId
      </p>
      <label className="mbp-row" htmlFor={`${id}-code`}>
        <span>Error code</span>
        <select
          id={`${id}-code`}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setStatus(String(defaultStatusFor(e.target.value)));
          }}
        >
          {ERROR_CODES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <TextRow
        id={`${id}-status`}
        label="HTTP status"
        inputMode="numeric"
        maxLength={3}
        value={status}
        aria-invalid={!statusValid}
        onValue={(v) => setStatus(v.replace(/\D/g, ''))}
      />
      <div className="mbp-actions">
        <button type="submit" className="mbp-button" disabled={!statusValid || !path.trim()}>
          Fail next call
        </button>
        <button
          type="button"
          className="mbp-button"
          disabled={!path.trim()}
          onClick={() => controls.faults.loseNextAnswer(path.trim(), 'drop')}
        >
          Lose next answer
        </button>
        <button
          type="button"
          className="mbp-button"
          disabled={!path.trim()}
          onClick={() => controls.faults.loseNextAnswer(path.trim(), 'timeout')}
        >
          Time out next answer
        </button>
        <span className="mbp-muted" role="status">
          {pendingCount > 0 ? `${pendingCount} fault${pendingCount > 1 ? 's' : ''} waiting` : ''}
        </span>
      </div>
    </form>
  );
}
