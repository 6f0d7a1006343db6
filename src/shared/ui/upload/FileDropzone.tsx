import { CircleAlert, FileText, Upload, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
} from 'react';
import {
  checkPick,
  chipName,
  KYC_UPLOAD,
  UPLOAD_MESSAGES as M,
  uploadAccept,
  type UploadedFile,
  type UploadRules,
} from '../../domain/uploads';
import { Button } from '../Button';
import { FieldMessages } from '../FieldMessages';
import { Modal } from '../Modal';
import { useMediaQuery } from '../useMediaQuery';
import '../Field.css';
import './FileDropzone.css';

/**
 * Phones and tablets (below the md breakpoint, 768 px, or a touch screen as the main pointer)
 * cannot drag files: they are asked to tap instead (spec-1 §2 Upload widget).
 */
export const TAP_QUERY = '(max-width: 767px), (pointer: coarse)';

export interface FileDropzoneProps {
  /** The field's name ('Supporting documents'). */
  label: string;
  /** The files the bank holds (controlled: a react-hook-form Controller's value). */
  value: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Sends one file, telling `onProgress` the share sent so far (0 to 1). */
  upload: (file: File, onProgress: (share: number) => void) => Promise<UploadedFile>;
  remove: (referenceId: string) => Promise<unknown>;
  removeAll: () => Promise<unknown>;
  /** Defaults to KYC_UPLOAD: 8 files of 10 MB, pdf, jpg, jpeg or png. */
  rules?: UploadRules;
  hint?: string | undefined;
  /** The form's message for the field ('This field is required'). */
  error?: string | undefined;
  disabled?: boolean;
  /** Whether files are on their way (a form waits for them before going on). */
  onBusyChange?: (busy: boolean) => void;
  id?: string;
}

interface Sending {
  key: number;
  fileName: string;
  share: number;
}

/**
 * The upload widget (spec-1 §2, §5): a drop area that is also the file picker's label, so a
 * click, a tap, the keyboard (the real file input, focusable) or a drop all pick files. Each
 * file is checked (checkPick), sent with its progress shown, then shown as a chip with its name
 * cut to 17 characters and a delete button; 'Delete all' asks first. A refused pick leaves the
 * files already there. Results are said in a polite live region. No bank call of its own: the
 * page passes upload, remove and removeAll.
 */
export function FileDropzone({
  label,
  value,
  onChange,
  upload,
  remove,
  removeAll,
  rules = KYC_UPLOAD,
  hint,
  error,
  disabled = false,
  onBusyChange,
  id,
}: FileDropzoneProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const tap = useMediaQuery(TAP_QUERY, false);
  const [sending, setSending] = useState<Sending[]>([]);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const [dragging, setDragging] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const [removingAll, setRemovingAll] = useState(false);
  const nextKey = useRef(0);
  // Uploads end one by one after the render that started them: each adds to the latest list.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (files: UploadedFile[]) => {
    latest.current = files;
    onChange(files);
  };

  const busy = sending.length > 0 || removing.size > 0 || removingAll;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const take = (picked: File[]) => {
    if (disabled || picked.length === 0) return;
    const { accepted, problems: found } = checkPick(
      picked,
      latest.current.length + sending.length,
      rules,
    );
    setProblems(found);
    for (const file of accepted) {
      const key = nextKey.current++;
      const done = () => setSending((list) => list.filter((s) => s.key !== key));
      setSending((list) => [...list, { key, fileName: file.name, share: 0 }]);
      upload(file, (share) =>
        setSending((list) => list.map((s) => (s.key === key ? { ...s, share } : s))),
      ).then(
        (uploaded) => {
          done();
          change([...latest.current, uploaded]);
          setSaid(`${uploaded.fileName} uploaded.`);
        },
        () => {
          done();
          setProblems((list) => [...list, M.uploadFailed(file.name)]);
        },
      );
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared, so picking the same file again after deleting it is a change.
    event.target.value = '';
    take(picked);
  };

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  const deleteOne = (file: UploadedFile) => {
    setProblems([]);
    setRemoving((set) => new Set(set).add(file.referenceId));
    const done = () =>
      setRemoving((set) => {
        const next = new Set(set);
        next.delete(file.referenceId);
        return next;
      });
    remove(file.referenceId).then(
      () => {
        done();
        change(latest.current.filter((f) => f.referenceId !== file.referenceId));
        setSaid(`${file.fileName} deleted.`);
      },
      () => {
        done();
        setProblems([M.removeFailed(file.fileName)]);
      },
    );
  };

  const deleteAll = () => {
    setProblems([]);
    setRemovingAll(true);
    removeAll().then(
      () => {
        setRemovingAll(false);
        setConfirmAll(false);
        change([]);
        setSaid('All files deleted.');
      },
      () => {
        setRemovingAll(false);
        setConfirmAll(false);
        setProblems([M.removeAllFailed]);
      },
    );
  };

  const labelId = `${inputId}-label`;
  const promptId = `${inputId}-prompt`;
  const rulesId = `${inputId}-rules`;
  const problemsId = `${inputId}-problems`;
  const describedBy = [
    rulesId,
    hint && `${inputId}-hint`,
    error && `${inputId}-error`,
    problems.length > 0 && problemsId,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={['ui-field', 'ui-dropzone', (error || problems.length > 0) && 'ui-field--invalid']
        .filter(Boolean)
        .join(' ')}
    >
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      <input
        id={inputId}
        type="file"
        multiple
        accept={uploadAccept(rules)}
        className="ui-dropzone__input visually-hidden"
        disabled={disabled}
        aria-labelledby={`${labelId} ${promptId}`}
        aria-describedby={describedBy}
        aria-invalid={error || problems.length > 0 ? true : undefined}
        onChange={pick}
      />
      <label
        htmlFor={inputId}
        className={[
          'ui-dropzone__area',
          dragging && 'ui-dropzone__area--over',
          disabled && 'ui-dropzone__area--disabled',
        ]
          .filter(Boolean)
          .join(' ')}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        <Upload className="ui-dropzone__icon" aria-hidden />
        <span id={promptId} className="ui-dropzone__prompt">
          {tap ? M.promptMobile : M.prompt}
        </span>
        <span id={rulesId} className="ui-dropzone__rules">
          {M.rules(rules)}
        </span>
      </label>
      <FieldMessages id={inputId} hint={hint} error={error} />
      {/* There from the start: a region that appears with its text is not reliably read. */}
      <div id={problemsId} role="alert">
        {problems.length > 0 && (
          <ul className="ui-dropzone__problems">
            {problems.map((problem, i) => (
              <li key={i} className="ui-field__error">
                <CircleAlert aria-hidden />
                {problem}
              </li>
            ))}
          </ul>
        )}
      </div>
      {(value.length > 0 || sending.length > 0) && (
        <ul className="ui-dropzone__files" aria-label={`${label}: files`}>
          {value.map((file) => (
            <li key={file.referenceId} className="ui-dropzone__chip" title={file.fileName}>
              <FileText className="ui-dropzone__chip-icon" aria-hidden />
              <ChipName fileName={file.fileName} />
              <button
                type="button"
                className="ui-dropzone__remove"
                aria-label={`Delete ${file.fileName}`}
                disabled={disabled || removing.has(file.referenceId) || removingAll}
                aria-busy={removing.has(file.referenceId) || undefined}
                onClick={() => deleteOne(file)}
              >
                <X aria-hidden />
              </button>
            </li>
          ))}
          {sending.map((s) => (
            <li key={`sending-${s.key}`} className="ui-dropzone__chip ui-dropzone__chip--sending">
              <ChipName fileName={s.fileName} />
              <progress
                className="ui-dropzone__progress"
                max={100}
                value={Math.round(s.share * 100)}
                aria-label={`Uploading ${s.fileName}`}
              />
            </li>
          ))}
        </ul>
      )}
      {value.length > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className="ui-dropzone__remove-all"
          disabled={disabled || busy}
          onClick={() => setConfirmAll(true)}
        >
          Delete all
        </Button>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <Modal
        open={confirmAll}
        width="sm"
        title="Delete all files?"
        onClose={() => {
          if (!removingAll) setConfirmAll(false);
        }}
        footer={
          <>
            {/* Focus starts on Cancel: Enter pressed by habit deletes nothing. */}
            <Button disabled={removingAll} onClick={() => setConfirmAll(false)} data-autofocus>
              Cancel
            </Button>
            <Button variant="danger" loading={removingAll} onClick={deleteAll}>
              Delete all
            </Button>
          </>
        }
      >
        <p>
          {value.length === 1
            ? `${value[0]?.fileName} will be deleted.`
            : `All ${value.length} files will be deleted.`}
        </p>
      </Modal>
    </div>
  );
}

/** The chip's name; a screen reader hears the whole name where the chip shows it cut. */
function ChipName({ fileName }: { fileName: string }) {
  const shown = chipName(fileName);
  if (shown === fileName) return <span>{fileName}</span>;
  return (
    <>
      <span aria-hidden>{shown}</span>
      <span className="visually-hidden">{fileName}</span>
    </>
  );
}
