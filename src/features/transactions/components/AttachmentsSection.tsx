import { FileText, Image, Paperclip, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_FILES_MAX } from '../../../shared/domain/attachments';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { useTransactionFiles, type AttachmentFile } from '../attachments';
import { FilePreview } from './FilePreview';

export interface AttachmentsSectionProps {
  id: string;
  transactionId: string;
  /** The cached transaction's totalAttachments: said until the files are read. */
  total: number;
  /** Read-only before any change (syncedLock): the transaction's accounting sync completed. */
  knownLock?: string | null;
}

/** spec-3 §8 Messages: the files could not be read. */
export const FETCH_FAILED = {
  title: 'Failed to fetch transaction files',
  body: 'Please refresh the page or try again in a few minutes.',
  action: 'Try Again',
} as const;

/** The count the list's column shows too: '2 attachments'. */
export const attachmentsCount = (n: number) =>
  n === 0 ? 'No attachments' : `${n} attachment${n === 1 ? '' : 's'}`;

/**
 * The detail's files (the `receipt` toggle; spec-3 §2-§5): the transfer's files and the receipts,
 * each previewed in place (the attachment preview mode) and downloadable; receipts added (PNG,
 * JPEG, PDF, 5 files per transaction counting both kinds, 5 MB each) and deleted after a
 * confirmation. Read-only once the bank says so
 * (docs/decisions/receipts.md 'Receipts read-only after a sync').
 */
export function AttachmentsSection({
  id,
  transactionId,
  total,
  knownLock = null,
}: AttachmentsSectionProps) {
  const files = useTransactionFiles(transactionId, knownLock);
  const [preview, setPreview] = useState<AttachmentFile | null>(null);
  const [deleting, setDeleting] = useState<AttachmentFile | null>(null);
  const [removing, setRemoving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<AttachmentFile | null>(null);
  const titleId = `${id}-title`;
  const { state } = files;
  const held =
    state.status === 'ready' ? state.transferFiles.length + state.receipts.length : total;

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    const deleted = await files.remove(deleting);
    setRemoving(false);
    if (deleted && preview?.referenceID === deleting.referenceID) setPreview(null);
    setDeleting(null);
  };

  return (
    <section id={id} className="txn-detail__section txn-files" aria-labelledby={titleId}>
      <div className="txn-files__head">
        <h3 id={titleId}>Attachments</h3>
        <span className="txn-detail__muted" role="status">
          {attachmentsCount(held)}
        </span>
      </div>
      {state.status === 'loading' && <p className="txn-detail__muted">Loading files…</p>}
      {state.status === 'failed' && (
        <Alert
          kind="error"
          title={FETCH_FAILED.title}
          actions={
            <Button size="sm" variant="secondary" onClick={files.reload}>
              {FETCH_FAILED.action}
            </Button>
          }
        >
          {FETCH_FAILED.body}
        </Alert>
      )}
      {state.status === 'ready' && (
        <>
          {files.locked && <p className="txn-detail__muted">{files.locked}</p>}
          {state.transferFiles.length > 0 && (
            <FileList title="Transfer files" files={state.transferFiles} onPreview={setPreview} />
          )}
          <FileList
            title="Receipts"
            files={state.receipts}
            empty="No receipts yet"
            onPreview={setPreview}
            onDelete={files.locked ? undefined : setDeleting}
            onReplace={
              files.locked
                ? undefined
                : (file) => {
                    replacing.current = file;
                    replaceInput.current?.click();
                  }
            }
          />
          {!files.locked && (
            <div className="txn-files__add">
              <input
                ref={input}
                type="file"
                multiple
                accept={ATTACHMENT_ACCEPT}
                className="visually-hidden"
                tabIndex={-1}
                aria-hidden
                data-testid="receipt-input"
                onChange={(event) => {
                  const picked = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  void files.upload(picked);
                }}
              />
              <input
                ref={replaceInput}
                type="file"
                accept={ATTACHMENT_ACCEPT}
                className="visually-hidden"
                tabIndex={-1}
                aria-hidden
                data-testid="receipt-replace-input"
                onChange={(event) => {
                  const [file] = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  const old = replacing.current;
                  replacing.current = null;
                  if (file && old) {
                    if (preview?.referenceID === old.referenceID) setPreview(null);
                    void files.replace(old, file);
                  }
                }}
              />
              <Button
                variant="secondary"
                size="sm"
                icon={<Paperclip aria-hidden />}
                loading={files.uploading !== null}
                aria-describedby={`${id}-rules`}
                onClick={() => input.current?.click()}
              >
                Add receipts
              </Button>
              <span id={`${id}-rules`} className="txn-detail__muted">
                PNG, JPEG or PDF, 5 MB each; up to {ATTACHMENT_FILES_MAX} files per transaction.
              </span>
            </div>
          )}
          {files.uploading && (
            <p className="txn-detail__muted" role="status">
              Uploading {files.uploading}…
            </p>
          )}
          <div className="txn-files__refusals">
            {files.refusals.map((refusal) => (
              <Alert key={refusal.title} kind="warning" title={refusal.title}>
                {refusal.body}
              </Alert>
            ))}
          </div>
          {preview && <FilePreview file={preview} onClose={() => setPreview(null)} />}
        </>
      )}
      {/* Drawn only while open: the detail's dialog holds no closed dialog. */}
      {deleting && (
        <Modal
          open
          width="sm"
          title="Delete this receipt?"
          onClose={() => !removing && setDeleting(null)}
          footer={
            <>
              <Button disabled={removing} onClick={() => setDeleting(null)} data-autofocus>
                Cancel
              </Button>
              <Button variant="danger" loading={removing} onClick={() => void confirmDelete()}>
                Delete
              </Button>
            </>
          }
        >
          <p>{deleting.fileName} will be deleted from this transaction.</p>
        </Modal>
      )}
    </section>
  );
}

function FileList({
  title,
  files,
  empty,
  onPreview,
  onDelete,
  onReplace,
}: {
  title: string;
  files: readonly AttachmentFile[];
  empty?: string;
  onPreview: (file: AttachmentFile) => void;
  onDelete?: ((file: AttachmentFile) => void) | undefined;
  onReplace?: ((file: AttachmentFile) => void) | undefined;
}) {
  if (files.length === 0) return empty ? <p className="txn-detail__muted">{empty}</p> : null;
  return (
    <ul className="txn-files__list" aria-label={title}>
      {files.map((file) => (
        <li key={file.referenceID} className="txn-files__item">
          {file.fileType === 'application/pdf' ? (
            <FileText aria-hidden className="txn-files__icon" />
          ) : (
            <Image aria-hidden className="txn-files__icon" />
          )}
          <button
            type="button"
            className="txn-files__name"
            aria-label={`Preview ${file.fileName}`}
            onClick={() => onPreview(file)}
          >
            {file.fileName}
          </button>
          {onReplace && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Replace ${file.fileName}`}
              icon={<RefreshCw aria-hidden />}
              onClick={() => onReplace(file)}
            />
          )}
          {onDelete && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${file.fileName}`}
              icon={<Trash2 aria-hidden />}
              onClick={() => onDelete(file)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
