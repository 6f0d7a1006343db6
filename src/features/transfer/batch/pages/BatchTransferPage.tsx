import { useSearch } from 'wouter';
import { MaintenanceBanner } from '../../../../entities/maintenance/MaintenanceBanner';
import type { BatchTemplateKind } from '../../../../shared/domain/batchTransfers';
import { PageHeader } from '../../../../shared/ui/PageHeader';
import { BatchReview } from '../components/BatchReview';
import { BatchStart } from '../components/BatchStart';
import { BatchTransferTip } from '../components/BatchTips';
import { useBatchDraft } from '../model/batchDraft';
import { BATCH_TEXTS } from '../texts';
import '../components/BatchPage.css';

/**
 * /transfer/batch (spec-2 §2 Batch transfer, §4 Batch transfer flow): a template, a file read and
 * checked in the browser, the bank's verdict per row, every error fixable in place, and the valid
 * rows sent with one code per sender account. The batch being prepared is kept in the user's cache
 * (BatchDraft), so a reload or an offline period keeps it.
 */
export function BatchTransferPage() {
  const query = new URLSearchParams(useSearch());
  const kind: BatchTemplateKind = query.get('template') === 'OVERSEAS' ? 'OVERSEAS' : 'LOCAL';
  const draft = useBatchDraft();
  return (
    <>
      <PageHeader title={BATCH_TEXTS.title} subtitle={BATCH_TEXTS.subtitle} />
      <MaintenanceBanner page="batchTransfer" />
      <BatchTransferTip />
      <div className="batch-page">
        {draft === undefined ? (
          <BatchStart initialKind={kind} />
        ) : draft.batchReferenceId ? (
          <BatchReview key={draft.batchReferenceId} draft={draft} />
        ) : (
          <BatchStart initialKind={draft.kind} draft={draft} />
        )}
      </div>
    </>
  );
}
