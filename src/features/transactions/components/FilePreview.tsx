import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { ATTACHMENT_TEXTS as T } from '../../../shared/domain/attachments';
import { buttonClassName } from '../../../shared/ui/Button';
import { useFilePreview, type AttachmentFile } from '../attachments';

/**
 * A file shown in the detail (the attachment preview mode, spec-3 §2): an image as itself, a PDF
 * in the browser's own viewer; 'Unable to render preview' when the content cannot be read or
 * shown, with the download still offered when the content arrived.
 */
export function FilePreview({ file, onClose }: { file: AttachmentFile; onClose: () => void }) {
  const preview = useFilePreview(file);
  const [broken, setBroken] = useState(false);
  const unavailable = <p className="txn-preview__none">{T.previewUnavailable}</p>;
  return (
    <div className="txn-preview" role="region" aria-label={`Preview of ${file.fileName}`}>
      <div className="txn-preview__bar">
        <span className="txn-preview__name">{file.fileName}</span>
        {preview.status === 'ready' && (
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={preview.url}
            download={preview.fileName}
          >
            <Download aria-hidden /> Download
          </a>
        )}
        <button
          type="button"
          className="ui-icon-button"
          aria-label="Close preview"
          onClick={onClose}
        >
          <X aria-hidden />
        </button>
      </div>
      {preview.status === 'loading' && <p className="txn-detail__muted">Loading preview…</p>}
      {(preview.status === 'failed' || broken) && unavailable}
      {preview.status === 'ready' &&
        !broken &&
        (preview.type === 'application/pdf' ? (
          <object
            className="txn-preview__pdf"
            data={preview.url}
            type="application/pdf"
            aria-label={file.fileName}
          >
            {unavailable}
          </object>
        ) : (
          <img
            className="txn-preview__image"
            src={preview.url}
            alt={file.fileName}
            onError={() => setBroken(true)}
          />
        ))}
    </div>
  );
}
