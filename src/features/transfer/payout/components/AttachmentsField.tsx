import { Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FieldMessages, describedBy } from '../../../../shared/ui/FieldMessages';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../model/adviceRules';
import type { PayoutAttachment } from '../model/draft';
import { PAYOUT_PRODUCT_MESSAGES as P } from '../model/messages';
import { readAttachment } from '../model/readAttachment';
import '../../../../shared/ui/Field.css';

interface Props {
  files: PayoutAttachment[];
  /** The schema's message (a file that got past the picker). */
  error?: string | undefined;
  onAdd: (file: PayoutAttachment) => void;
  onRemove: (index: number) => void;
  /** How many files are still being read (Next waits for them). */
  onReading: (count: number) => void;
}

interface Reading {
  id: number;
  fileName: string;
  share: number;
}

const HINT =
  'Optional, for your internal reference only. Up to 5 files of 5 MB each: png, jpg, jpeg, pdf, doc, docx, xls, xlsx or csv.';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * spec-2 §5 Attachments: up to 5 files of 5 MB of the listed types, each read as base64 with its
 * progress shown; a file over a limit is refused with the spec's text ('File upload limit
 * exceeded', 'File size too large') and the others are kept.
 */
export function AttachmentsField({ files, error, onAdd, onRemove, onReading }: Props) {
  const id = useId();
  const [reading, setReading] = useState<Reading[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextId = useRef(0);

  useEffect(() => onReading(reading.length), [reading.length, onReading]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared, so picking the same file again after removing it is a change.
    event.target.value = '';
    let count = files.length + reading.length;
    let refused: string | null = null;
    for (const file of picked) {
      const why = attachmentProblem(count, { fileName: file.name, size: file.size });
      if (why) {
        refused = why;
        continue;
      }
      count++;
      const readingId = nextId.current++;
      setReading((list) => [...list, { id: readingId, fileName: file.name, share: 0 }]);
      const done = () => setReading((list) => list.filter((r) => r.id !== readingId));
      readAttachment(file, (share) =>
        setReading((list) => list.map((r) => (r.id === readingId ? { ...r, share } : r))),
      ).then(
        (attachment) => {
          done();
          onAdd(attachment);
        },
        () => {
          done();
          setProblem(P.fileUnreadable);
        },
      );
    }
    setProblem(refused);
  };

  const message = problem ?? error;
  return (
    <div className={['ui-field', message && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        Attachments
      </label>
      <label className="payout-files__pick">
        <Paperclip aria-hidden size={16} /> Attach files
        <input
          id={id}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="payout-files__input"
          aria-describedby={describedBy(id, HINT, message ?? undefined)}
          onChange={pick}
        />
      </label>
      <FieldMessages id={id} hint={HINT} error={message ?? undefined} />
      {(files.length > 0 || reading.length > 0) && (
        <ul className="payout-files" aria-label="Attached files">
          {files.map((file, i) => (
            <li key={`${file.fileName}-${i}`} className="payout-files__item">
              <span className="payout-files__name">{file.fileName}</span>
              <span className="payout-files__size">{sizeText(file.size)}</span>
              <button
                type="button"
                className="payout-chips__remove"
                aria-label={`Remove ${file.fileName}`}
                onClick={() => {
                  setProblem(null);
                  onRemove(i);
                }}
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
          {reading.map((r) => (
            <li key={`reading-${r.id}`} className="payout-files__item">
              <span className="payout-files__name">{r.fileName}</span>
              <progress
                className="payout-files__progress"
                max={100}
                value={Math.round(r.share * 100)}
                aria-label={`Reading ${r.fileName}`}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
