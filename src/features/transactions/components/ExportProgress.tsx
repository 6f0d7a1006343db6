import { Button } from '../../../shared/ui/Button';
import type { ExportStage } from '../exportActions';
import './ExportProgress.css';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** What the progress bar says of a stage (also its accessible value text). */
export function stageText(stage: ExportStage): string {
  switch (stage.kind) {
    case 'preparing':
      return 'The bank is making the file…';
    case 'receiving':
      return stage.total
        ? `Receiving the file: ${Math.floor((stage.received / stage.total) * 100)}% of ${megabytes(stage.total)}`
        : `Receiving the file: ${megabytes(stage.received)}`;
    case 'saving':
      return 'Saving the file…';
  }
}

/** A download under way: its progress (unknown while the bank makes the file) and Cancel. */
export function ExportProgress({ stage, onCancel }: { stage: ExportStage; onCancel: () => void }) {
  const text = stageText(stage);
  const value =
    stage.kind === 'receiving' && stage.total
      ? Math.min(1, stage.received / stage.total)
      : undefined;
  return (
    <div className="export-progress">
      <progress
        className="export-progress__bar"
        aria-label="Download progress"
        aria-valuetext={text}
        {...(value === undefined ? {} : { value, max: 1 })}
      />
      <p className="export-progress__text" role="status">
        {text}
      </p>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
