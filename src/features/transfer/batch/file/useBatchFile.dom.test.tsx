import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteAllCacheDatabases, openUserDatabase } from '../../../../db/userDatabase';
import { buildRecipient } from '../../../../test/recipientRecords';
import type { BatchCheckContext } from '../../../../shared/domain/batchTransfers';
import { stopBatchWorker } from './batchWorker';
import { BatchProgress, ColumnMapping, useBatchFile, type BatchFilePhase } from './index';
import { TEST_TEMPLATE } from './templateFixture';

const ACCOUNT = '885164000001';
const CONTEXT: BatchCheckContext = {
  recipients: [buildRecipient({ displayReferenceId: 'RCP-LOCAL' })],
  accounts: [{ accountNumber: ACCOUNT, currency: 'SGD' }],
};
const INPUTS = { template: TEST_TEMPLATE, context: CONTEXT };

const csv = (text: string, name: string) => new File([text], name, { type: 'text/csv' });
const rows = (count: number, header = 'Recipient ID,Amount,Sender account') =>
  [
    header,
    ...Array.from({ length: count }, (_, i) => `RCP-LOCAL,${i % 2 ? 'ten' : '10.00'},${ACCOUNT}`),
  ].join('\r\n');

/** A page of the hook's parts: the picker, the progress, the mapping, the refusal, the result. */
function Harness({ phases, checked = [] }: { phases: BatchFilePhase[]; checked?: number[] }) {
  const batch = useBatchFile();
  const last = useRef<BatchFilePhase | null>(null);
  useEffect(() => {
    if (last.current !== batch.phase) phases.push(batch.phase);
    last.current = batch.phase;
    if (batch.phase === 'checking') checked.push(batch.done);
  });
  return (
    <div>
      <label>
        Batch file
        <input
          type="file"
          onChange={(e) => e.target.files?.[0] && void batch.read(e.target.files[0], INPUTS)}
        />
      </label>
      {(batch.phase === 'reading' || batch.phase === 'checking') && (
        <BatchProgress
          phase={batch.phase}
          fileName={batch.fileName ?? ''}
          done={batch.done}
          total={batch.total}
        />
      )}
      {batch.phase === 'mapping' && batch.mapping && (
        <ColumnMapping
          template={TEST_TEMPLATE}
          fileName={batch.mapping.fileName}
          headers={batch.mapping.headers}
          suggested={batch.mapping.suggested}
          onConfirm={(mapping) => void batch.confirmMapping(mapping)}
          onCancel={batch.dismiss}
        />
      )}
      {batch.refusal && <p role="alert">{batch.refusal.message}</p>}
      {batch.result && (
        <p>
          {`${batch.result.fileName}: ${batch.result.rows.length} rows, ${
            batch.result.checks.filter((c) => c.errors.length === 0).length
          } valid, line ${batch.result.rows.at(-1)?.line}`}
        </p>
      )}
      <p>{`Phase: ${batch.phase}`}</p>
    </div>
  );
}

function upload(file: File) {
  fireEvent.change(screen.getByLabelText('Batch file'), { target: { files: [file] } });
}

beforeEach(async () => {
  await openUserDatabase({ corpID: 'c1', sub: 'u1' });
});
afterEach(async () => {
  vi.restoreAllMocks();
  stopBatchWorker();
  await deleteAllCacheDatabases();
});

describe('useBatchFile', () => {
  it('reads, then checks every row with progress, then answers rows and checks', async () => {
    const phases: BatchFilePhase[] = [];
    const checked: number[] = [];
    // Without a worker (jsdom) the check gives the thread back after each 8 ms of work; a clock
    // that moves 1 ms a reading makes that happen on a fast machine too, not only a busy one.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    render(<Harness phases={phases} checked={checked} />);
    upload(csv(rows(1000), 'june.csv'));
    expect(await screen.findByText('june.csv: 1000 rows, 500 valid, line 1001')).toBeTruthy();
    // The harness logs phases in a passive effect, which may run a moment after the text shows.
    await waitFor(() => expect(phases).toEqual(['idle', 'reading', 'checking', 'checked']));
    // The thread was given back while checking: the page drew the progress on the way.
    expect(checked.some((done) => done > 0 && done < 1000 && done % 50 === 0)).toBe(true);
  });

  it('asks for a mapping, remembers it, and proposes it for the same headers next time', async () => {
    const phases: BatchFilePhase[] = [];
    const { unmount } = render(<Harness phases={phases} />);
    upload(csv(rows(3, 'Payee,Pay,Debit account'), 'july.csv'));
    const amount = (await screen.findByRole('combobox', { name: 'Amount' })) as HTMLSelectElement;
    expect(amount.value).toBe('');
    fireEvent.change(screen.getByRole('combobox', { name: 'Recipient ID' }), {
      target: { value: 'Payee' },
    });
    fireEvent.change(amount, { target: { value: 'Pay' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sender account' }), {
      target: { value: 'Debit account' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('july.csv: 3 rows, 2 valid, line 4')).toBeTruthy();
    expect(phases.slice(0, 3)).toEqual(['idle', 'reading', 'mapping']);
    expect(phases.at(-1)).toBe('checked');
    unmount();

    render(<Harness phases={[]} />);
    upload(csv(rows(1, 'debit account,PAY,payee'), 'august.csv'));
    await screen.findByRole('heading', { name: 'Match your columns' });
    expect((screen.getByRole('combobox', { name: 'Amount' }) as HTMLSelectElement).value).toBe(
      'PAY',
    );
    expect(
      (screen.getByRole('combobox', { name: 'Recipient ID' }) as HTMLSelectElement).value,
    ).toBe('payee');
  });

  it('keeps the checked file through a refusal and a cancelled mapping', async () => {
    const phases: BatchFilePhase[] = [];
    render(<Harness phases={phases} />);
    upload(csv(rows(4), 'june.csv'));
    await screen.findByText('june.csv: 4 rows, 2 valid, line 5');
    upload(csv(rows(1001), 'big.csv'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file has 1,001 transfers. A batch takes up to 1,000: split it into 2 files.',
    );
    expect(screen.getByText('june.csv: 4 rows, 2 valid, line 5')).toBeTruthy();
    expect(screen.getByText('Phase: refused')).toBeTruthy();

    upload(csv(rows(1, 'Who,What,Where'), 'odd.csv'));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose another file' }));
    await waitFor(() => expect(screen.getByText('Phase: checked')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('june.csv: 4 rows, 2 valid, line 5')).toBeTruthy();
  });
});

describe('BatchProgress', () => {
  it('is a labelled progress bar: indeterminate while reading, done of total while checking', () => {
    const { rerender } = render(
      <BatchProgress phase="reading" fileName="june.csv" done={0} total={0} />,
    );
    const reading = screen.getByRole('progressbar', { name: 'Reading june.csv' });
    expect(reading.hasAttribute('value')).toBe(false);
    rerender(<BatchProgress phase="checking" fileName="june.csv" done={350} total={1000} />);
    const checking = screen.getByRole('progressbar', {
      name: 'Checking transfers: 350 of 1,000',
    }) as HTMLProgressElement;
    expect([checking.value, checking.max]).toEqual([350, 1000]);
  });
});
