import { CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { BatchSummary } from '../../../../api/batchTransfers';
import type { BatchGroupResult } from '../actions';
import {
  MoneyOfflineNotice,
  offlineSubmitProps,
  useMoneyOffline,
} from '../../../../entities/money/MoneyOffline';
import { DoneOutcomeModal, MoneyFailureModal } from '../../../../entities/money/OutcomeDialogs';
import { paths } from '../../../../shared/routing/paths';
import { Alert } from '../../../../shared/ui/Alert';
import { VerifyCodeDialog } from '../../../../shared/ui/VerifyCodeDialog';
import { useTransferSettings } from '../../queries';
import { BATCH_TEXTS } from '../texts';
import { useSubmitBatch } from '../useSubmitBatch';
import { BatchSummaryPanel } from './BatchSummaryPanel';

export interface BatchSubmitProps {
  summary: BatchSummary;
  /** The batch changed or its prices ran out: read the summary again. */
  onStale: () => void;
  /** A group was paid or held (the batch is read again by submitGroup itself). */
  onSubmitted?: (result: BatchGroupResult) => void;
}

/**
 * The summary with one Send per sender account: offline it says why and sends nothing; online
 * each Send asks one code whose dialog states the count, totals and account, then says whether
 * the payouts went or wait for approval.
 */
export function BatchSubmit({ summary, onStale, onSubmitted }: BatchSubmitProps) {
  const offline = useMoneyOffline();
  const settings = useTransferSettings();
  const submit = useSubmitBatch({
    authenticatorPreferred: settings.authenticatorPreferred,
    onStale,
    onDone: (result) => onSubmitted?.(result),
  });
  const outcome = submit.outcome;
  return (
    <>
      <MoneyOfflineNotice state={offline} />
      {submit.notice && !offline.offline && (
        <Alert kind="warning" title="Nothing was sent">
          <p>{submit.notice.message}</p>
        </Alert>
      )}
      <BatchSummaryPanel
        summary={summary}
        disabled={offline.offline || submit.busy}
        describedBy={offlineSubmitProps(offline)['aria-describedby']}
        onSubmit={(group, remarks) => submit.confirm(summary, group, remarks)}
      />
      <VerifyCodeDialog {...submit.codeDialog} />
      {outcome?.kind === 'success' && (
        <DoneOutcomeModal
          title={BATCH_TEXTS.paidTitle}
          icon={CheckCircle2}
          onDone={submit.dismissOutcome}
        >
          <p>{BATCH_TEXTS.paidBody(outcome.result.transferCount)}</p>
          <p>
            <Link href={paths.transactions()}>{BATCH_TEXTS.viewTransactions}</Link>
          </p>
        </DoneOutcomeModal>
      )}
      {outcome?.kind === 'approval' && (
        <DoneOutcomeModal title={BATCH_TEXTS.heldTitle} icon={Clock} onDone={submit.dismissOutcome}>
          <p>
            {BATCH_TEXTS.heldBody(outcome.result.transferCount, outcome.result.approvers ?? '')}
          </p>
          {outcome.result.approvalSubmitted === false && <p>{BATCH_TEXTS.heldNotSubmitted}</p>}
          <p>
            <Link href={paths.approvals.myRequests()}>{BATCH_TEXTS.viewApprovals}</Link>
          </p>
        </DoneOutcomeModal>
      )}
      {outcome?.kind === 'failure' && (
        <MoneyFailureModal
          failure={outcome}
          onDone={submit.dismissOutcome}
          onRetry={submit.retry}
        />
      )}
    </>
  );
}
