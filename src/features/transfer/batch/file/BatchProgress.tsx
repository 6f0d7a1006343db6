import { useId } from 'react';
import { FILE_TEXTS } from './messages';
import './BatchProgress.css';

interface Props {
  phase: 'reading' | 'checking';
  fileName: string;
  /** Rows checked so far and of how many (checking). */
  done: number;
  total: number;
}

/**
 * The batch file's progress: a native <progress> (a progressbar to assistive technology) labelled
 * by what is happening. Reading has no measure, so its bar is indeterminate.
 */
export function BatchProgress({ phase, fileName, done, total }: Props) {
  const id = useId();
  const label =
    phase === 'reading'
      ? FILE_TEXTS.progress.reading(fileName)
      : FILE_TEXTS.progress.checking(done, total);
  return (
    <div className="batch-progress">
      <label className="batch-progress__label" htmlFor={id}>
        {label}
      </label>
      {phase === 'reading' ? (
        <progress id={id} className="batch-progress__bar" />
      ) : (
        <progress id={id} className="batch-progress__bar" max={Math.max(total, 1)} value={done} />
      )}
    </div>
  );
}
