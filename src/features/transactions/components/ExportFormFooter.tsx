import { Link } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import type { ExportStage } from '../exportActions';
import { ExportProgress } from './ExportProgress';

export interface ExportFormFooterProps {
  run: {
    stage: ExportStage | null;
    message: { kind: 'info' | 'error'; text: string } | null;
    cancel: () => void;
  };
  online: boolean;
  busy: boolean;
}

/**
 * The end of the export and statement forms: the download's progress with Cancel, its outcome,
 * Download (online only: the bank makes the file) and the way back to the list.
 */
export function ExportFormFooter({ run, online, busy }: ExportFormFooterProps) {
  return (
    <>
      {run.stage && <ExportProgress stage={run.stage} onCancel={run.cancel} />}
      {run.message && (
        <Alert kind={run.message.kind === 'error' ? 'error' : 'info'}>{run.message.text}</Alert>
      )}
      <div className="export-page__actions">
        <Button type="submit" variant="primary" disabled={!online || busy} loading={busy}>
          Download
        </Button>
        <Link href={paths.transactions()} className={buttonClassName({ variant: 'ghost' })}>
          Back to transactions
        </Link>
      </div>
    </>
  );
}
