import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { BatchTemplate } from '../../../../api/batchTransfers';
import { batchTemplateKey } from '../../../../db/meta';
import { useCacheQuery } from '../../../../db/useCacheQuery';
import { useMeta } from '../../../../db/useMeta';
import { useSyncStatus } from '../../../../sync/syncStatus';
import {
  BATCH_TEMPLATE_KINDS,
  type BatchFileType,
  type BatchRowInput,
  type BatchTemplateKind,
} from '../../../../shared/domain/batchTransfers';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Card } from '../../../../shared/ui/Card';
import { readTemplate, sendRows } from '../actions';
import {
  BATCH_FILE_ACCEPT,
  BatchProgress,
  ColumnMapping,
  templateCsv,
  templateFileName,
  templateXlsx,
  useBatchFile,
} from '../file';
import { saveBatchDraft, type BatchDraft } from '../model/batchDraft';
import { downloadFile } from '../../../../shared/ui/downloadFile';
import { useTransferAccounts } from '../../queries';
import { BATCH_START_TEXTS } from '../texts';

/**
 * The template of a kind: the copy kept in the cache at once (so a file can be read and checked
 * offline), read again from the bank when online.
 */
function useTemplate(kind: BatchTemplateKind, online: boolean) {
  const cached = useMeta<BatchTemplate>(batchTemplateKey(kind));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!online) return undefined;
    let live = true;
    setFailed(false);
    readTemplate(kind).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [kind, online]);
  return { template: cached, failed: failed && !cached };
}

/**
 * The batch's first steps: the template (Local or Overseas, as CSV or XLSX), then the person's
 * file read and checked in the browser (a worker, with progress; a column mapping when the
 * headers differ; a refusal that loses nothing), kept in the draft, and sent to the bank for its
 * verdict per row as soon as the connection allows.
 */
export function BatchStart({
  initialKind,
  draft,
}: {
  initialKind: BatchTemplateKind;
  /** Rows read before (offline), waiting to be sent to the bank. */
  draft?: BatchDraft | undefined;
}) {
  const { online } = useSyncStatus();
  const [kind, setKind] = useState<BatchTemplateKind>(initialKind);
  // A link to the other template while here (a banner's ?template=) selects it; the instance
  // stays, so an upload on its way is not sent twice by a remount.
  const [linkedKind, setLinkedKind] = useState(initialKind);
  if (initialKind !== linkedKind) {
    setLinkedKind(initialKind);
    setKind(initialKind);
  }
  const { template, failed } = useTemplate(kind, online);
  const accounts = useTransferAccounts();
  const recipients = useCacheQuery(
    async (db) => (await db.recipients.toArray()).map((row) => row.data),
    [],
  );
  const file = useBatchFile();
  const picker = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const sent = useRef<unknown>(null);
  const inFlight = useRef(false);
  // Rows read offline go to the bank once the connection is back (once per visit: a refusal
  // leaves them in the draft with 'Check with the bank').
  const keptSent = useRef(false);

  const download = async (type: 'csv' | 'xlsx') => {
    if (!template) return;
    const content =
      type === 'csv'
        ? new Blob([templateCsv(template)], { type: 'text/csv;charset=utf-8' })
        : await templateXlsx(template);
    downloadFile(content, templateFileName(template, type));
  };

  const send = useCallback(
    async (fileName: string, fileType: BatchFileType, rows: BatchRowInput[]) => {
      // One upload at a time: a second would open a second batch at the bank.
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      setSendFailure(null);
      try {
        await sendRows(kind, fileName, fileType, rows);
      } catch (error) {
        setSendFailure(error instanceof Error ? error.message : String(error));
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [kind],
  );

  // A file checked here: kept in the draft at once, then sent to the bank when online.
  const result = file.phase === 'checked' ? file.result : null;
  useEffect(() => {
    if (!result || sent.current === result) return;
    sent.current = result;
    keptSent.current = online;
    const rows = result.rows.map((row) => row.input);
    void saveBatchDraft({
      kind,
      fileName: result.fileName,
      fileType: result.fileType,
      rows,
      batchReferenceId: null,
      batch: null,
      transfers: [],
    }).then(() => (online ? send(result.fileName, result.fileType, rows) : undefined));
  }, [result, kind, online, send]);

  useEffect(() => {
    if (!online || !draft?.rows || keptSent.current) return;
    keptSent.current = true;
    void send(draft.fileName, draft.fileType, draft.rows);
  }, [online, draft, send]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen || !template || !accounts) return;
    void file.read(chosen, { template, context: { recipients: recipients ?? [], accounts } });
  };

  const invalidHere = result ? result.checks.filter((c) => c.errors.length > 0).length : 0;
  const ready = template !== undefined && accounts !== undefined;

  return (
    <div className="batch-start">
      <Card title={BATCH_START_TEXTS.templateTitle} subtitle={BATCH_START_TEXTS.templateText}>
        <fieldset className="batch-start__kinds">
          <legend>{BATCH_START_TEXTS.kindLegend}</legend>
          {BATCH_TEMPLATE_KINDS.map((k) => (
            <label key={k} className="batch-start__kind">
              <input
                type="radio"
                name="batch-kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {BATCH_START_TEXTS.kinds[k]}
            </label>
          ))}
        </fieldset>
        <div className="batch-start__downloads">
          <Button variant="secondary" disabled={!template} onClick={() => void download('csv')}>
            {BATCH_START_TEXTS.downloadCsv}
          </Button>
          <Button variant="secondary" disabled={!template} onClick={() => void download('xlsx')}>
            {BATCH_START_TEXTS.downloadXlsx}
          </Button>
        </div>
        {!online && !template && (
          <p className="batch-start__note">{BATCH_START_TEXTS.templateOffline}</p>
        )}
        {failed && <p className="batch-start__note">{BATCH_START_TEXTS.templateFailed}</p>}
      </Card>

      <Card title={BATCH_START_TEXTS.uploadTitle} subtitle={BATCH_START_TEXTS.uploadText}>
        <input
          ref={picker}
          id="batch-file"
          type="file"
          accept={BATCH_FILE_ACCEPT}
          className="visually-hidden"
          // The button below opens it: one control for a screen reader and one Tab stop.
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
          disabled={!ready}
        />
        <Button
          variant="primary"
          disabled={!ready || file.phase === 'reading' || file.phase === 'checking' || sending}
          onClick={() => picker.current?.click()}
        >
          {BATCH_START_TEXTS.chooseFile}
        </Button>
        {(file.phase === 'reading' || file.phase === 'checking') && (
          <BatchProgress
            phase={file.phase}
            fileName={file.fileName ?? ''}
            done={file.done}
            total={file.total}
          />
        )}
        {file.phase === 'refused' && file.refusal && (
          <Alert kind="error" title={BATCH_START_TEXTS.refusedTitle}>
            <p>{file.refusal.message}</p>
          </Alert>
        )}
        {file.phase === 'mapping' && file.mapping && template && (
          <ColumnMapping
            template={template}
            fileName={file.mapping.fileName}
            headers={file.mapping.headers}
            suggested={file.mapping.suggested}
            onConfirm={(mapping) => void file.confirmMapping(mapping)}
            onCancel={file.dismiss}
          />
        )}
        {result && (
          <p className="batch-start__note" role="status">
            {BATCH_START_TEXTS.checkedHere(result.rows.length, invalidHere)}
          </p>
        )}
        {sending && (
          <p className="batch-start__note" role="status">
            {BATCH_START_TEXTS.sending}
          </p>
        )}
        {sendFailure && (
          <Alert kind="error" title={BATCH_START_TEXTS.sendFailedTitle}>
            <p>{sendFailure}</p>
          </Alert>
        )}
        {draft?.rows && !sending && (
          <Alert kind="info" title={BATCH_START_TEXTS.keptTitle(draft.fileName)}>
            <p>
              {online
                ? BATCH_START_TEXTS.keptOnline(draft.rows.length)
                : BATCH_START_TEXTS.keptOffline(draft.rows.length)}
            </p>
            <Button
              size="sm"
              disabled={!online}
              onClick={() => draft.rows && void send(draft.fileName, draft.fileType, draft.rows)}
            >
              {BATCH_START_TEXTS.sendKept}
            </Button>
          </Alert>
        )}
      </Card>
    </div>
  );
}
