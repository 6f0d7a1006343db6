import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { usePausingWindow } from '../../../../entities/maintenance/notices';
import { useMoneyOffline } from '../../../../entities/money/MoneyOffline';
import { paths } from '../../../../shared/routing/paths';
import { VerifyCodeDialog } from '../../../../shared/ui/VerifyCodeDialog';
import { useApprovalOutlook, useTransferSettings } from '../../queries';
import { useConfirmTransfer, type TransferOutcome } from '../useConfirmTransfer';
import type { TransferMode } from '../../../../shared/domain/transfers';
import { useExchangeForm } from '../useExchangeForm';
import { ExchangeFormStep } from './ExchangeFormStep';
import { ExchangeReviewStep } from './ExchangeReviewStep';
import { RequestApprovalDialog } from '../../../../entities/approval/RequestApprovalDialog';
import { TransferOutcomeModal } from './TransferOutcomeModal';
import './ExchangeFlow.css';

export type FlowStep = 'form' | 'review';

interface Props {
  mode: TransferMode;
  /**
   * Called when the flow is over (result seen). A dialog closes; without it (a page) the form
   * starts again: empty amounts after a success, the same values after a failure.
   */
  onFinished?: (() => void) | undefined;
  onStepChange?: ((step: FlowStep) => void) | undefined;
}

/**
 * Exchange and internal transfer (spec-2 §2): the form, the review, then the result, a failure,
 * or the approval request. Shared by the two pages and the dashboard dialog.
 */
export function ExchangeFlow({ mode, onFinished, onStepChange }: Props) {
  const [step, setStep] = useState<FlowStep>('form');
  const [, navigate] = useLocation();
  const form = useExchangeForm(mode);
  // spec-2 §5: Continue is disabled during maintenance.
  const pausedBy = usePausingWindow(mode);
  const settings = useTransferSettings();
  const offline = useMoneyOffline();
  const outlook = useApprovalOutlook(form.sender, form.check.amounts?.source);
  const confirm = useConfirmTransfer({
    ...settings,
    rateExpired: () => form.check.needsQuote && form.quote.refreshRequired,
  });

  useEffect(() => {
    onStepChange?.(step);
  }, [step, onStepChange]);

  const backToForm = () => {
    confirm.reset();
    setStep('form');
  };

  /** After the result modal: a dialog closes (spec); a page starts again. BAD_FX_RATE_ERROR goes back a step. */
  const finish = (outcome: TransferOutcome) => {
    confirm.dismissOutcome();
    if (outcome.kind === 'failure' && outcome.code === 'BAD_FX_RATE_ERROR') {
      backToForm();
      form.quote.refresh();
      return;
    }
    if (onFinished) return onFinished();
    if (outcome.kind !== 'failure') form.clearAmounts();
    backToForm();
    form.quote.refresh();
  };

  const { outcome } = confirm;
  return (
    <div className="transfer-flow">
      {step === 'form' ? (
        <ExchangeFormStep
          form={form}
          pausedBy={pausedBy}
          offline={offline}
          onContinue={() => setStep('review')}
        />
      ) : (
        <ExchangeReviewStep
          form={form}
          busy={confirm.busy}
          submitting={confirm.submitting}
          notice={confirm.notice?.message ?? null}
          outlook={outlook}
          offline={offline}
          onBack={backToForm}
          onConfirm={() => confirm.confirm(form.buildRequest(), form.accounts)}
        />
      )}
      <VerifyCodeDialog {...confirm.codeDialog} />
      {outcome && outcome.kind !== 'approval' && (
        <TransferOutcomeModal
          outcome={outcome}
          currencies={
            form.sender && form.receiver
              ? { source: form.sender.currency, target: form.receiver.currency }
              : null
          }
          onDone={() => finish(outcome)}
          onRetry={confirm.retry}
        />
      )}
      {outcome?.kind === 'approval' && (
        <RequestApprovalDialog
          result={outcome.result}
          onSubmitted={() => {
            confirm.dismissOutcome();
            navigate(paths.approvals.myRequests());
            onFinished?.();
          }}
          onCancel={() => finish(outcome)}
        />
      )}
    </div>
  );
}
