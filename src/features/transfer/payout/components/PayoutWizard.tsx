import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../../../api/session';
import { RequestApprovalDialog } from '../../../../entities/approval/RequestApprovalDialog';
import { usePausingWindow } from '../../../../entities/maintenance/notices';
import { RecipientForm } from '../../../../entities/recipient/RecipientForm';
import { RecipientList } from '../../../../entities/recipient/RecipientList';
import { BatchTransferBanner } from '../../batch/components/BatchTips';
import { RECIPIENT_MANAGER_ROLES, type Recipient } from '../../../../shared/domain/recipient';
import { isCurrencyCode } from '../../../../shared/currencies';
import { MAINTENANCE_MESSAGES } from '../../../../shared/domain/maintenance';
import { payoutCallOf } from '../../../../shared/domain/payouts';
import { paths } from '../../../../shared/routing/paths';
import { Alert } from '../../../../shared/ui/Alert';
import { VerifyCodeDialog } from '../../../../shared/ui/VerifyCodeDialog';
import { syncNow } from '../../../../sync/syncEngine';
import { MoneyFailureModal } from '../../../../entities/money/OutcomeDialogs';
import { MoneyOfflineNotice, useMoneyOffline } from '../../../../entities/money/MoneyOffline';
import { useTransferAccounts, useTransferSettings } from '../../queries';
import type { MoneyFailure } from '../../../../entities/money/failure';
import { toPaymentRequest, type PayoutDraft } from '../model/draft';
import { usePayoutApproval } from '../usePayoutApproval';
import { APPROVAL_SUBMITTED } from '../../../../entities/approval/RequestApprovalDialog';
import { showToast } from '../../../../shared/ui/toastStore';
import { LocalPayoutDetails } from './LocalPayoutDetails';
import { OverseasPayoutDetails } from './OverseasPayoutDetails';
import { PAYOUT_MESSAGES } from '../model/messages';
import { goesBackAStep } from '../model/payoutOutcome';
import { PayoutReview } from './PayoutReview';
import { quoteExpired, ReviewQuote } from './ReviewQuote';
import { TransferInProgressDialog } from './TransferInProgressDialog';
import { useConfirmPayout } from '../useConfirmPayout';
import { usePayoutToggles } from '../usePayoutToggles';
import { useWithdrawOwners } from '../useWithdrawOwners';
import { STEP, WizardSteps, type WizardStep } from './WizardSteps';
import './PayoutWizard.css';

/** The payment request the bank is asked about on the review: the payout without its files. */
function checkRequestOf(draft: PayoutDraft, recipient: Recipient) {
  const { fileBufferList: _files, ...request } = toPaymentRequest(draft, recipient);
  return request;
}

export interface PayoutWizardProps {
  type: 'LOCAL' | 'OVERSEAS';
  /** The withdraw-funds variant (dashboard's Withdraw tile). */
  withdraw?: boolean;
  /** A country and currency chosen before (the calculator, the CNY promo). */
  preset?: { country?: string | undefined; currency?: string | undefined };
  /** The flow is over (result seen): a dialog closes; without it (a page) the wizard starts again. */
  onFinished?: (() => void) | undefined;
  onStepChange?: ((step: WizardStep) => void) | undefined;
}

/**
 * The payout wizard (spec-2 §2 Transfer wizard): the recipient list, the details, the review with
 * Transfer Now; or adding a recipient first (its form and its confirmation). Back and forward keep
 * what was typed, also offline; only Transfer Now sends, once per intent, after its code.
 */
export function PayoutWizard({
  type,
  withdraw,
  preset,
  onFinished,
  onStepChange,
}: PayoutWizardProps) {
  const [step, setStep] = useState<WizardStep>(STEP.recipients);
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [draft, setDraft] = useState<PayoutDraft | undefined>(undefined);
  const [, navigate] = useLocation();
  const snap = useSnapshot(session);
  const role = snap.claims?.role;
  const accounts = useTransferAccounts();
  const settings = useTransferSettings();
  const { p2p } = usePayoutToggles();
  const owners = useWithdrawOwners(withdraw);
  // spec-2 §5: Continue is disabled during maintenance; the recipients stay open to browse.
  const pausedBy = usePausingWindow(type === 'LOCAL' ? 'localTransfer' : 'overseasTransfer');
  const paused = pausedBy !== null;
  // Offline: said at once on every step; Next and Transfer Now wait, and what was typed stays.
  const offline = useMoneyOffline();
  const via = recipient ? payoutCallOf(recipient, p2p) : type === 'LOCAL' ? 'FAST' : 'REMITTANCE';
  // The review's remarks for the approver, sent with a held payout in the same step.
  const remarks = useRef('');
  const [typedRemarks, setTypedRemarks] = useState('');
  const confirm = useConfirmPayout({
    via,
    ...settings,
    rateExpired: () => quoteExpired(draft?.quoteValidTo),
    approvalRemarks: () => remarks.current,
  });
  const approval = usePayoutApproval(
    via,
    step === STEP.review && recipient && draft ? checkRequestOf(draft, recipient) : null,
  );
  // The review's quote ran out: 'Refresh' takes the user back to a fresh rate in the details.
  const [expired, setExpired] = useState(false);
  const account = accounts?.find((a) => a.accountNumber === draft?.senderAccountNo);

  useEffect(() => {
    onStepChange?.(step);
  }, [step, onStepChange]);

  const pick = (chosen: Recipient) => {
    if (chosen.displayReferenceId !== recipient?.displayReferenceId) setDraft(undefined);
    setRecipient(chosen);
    setStep(STEP.details);
  };

  const toDetails = () => {
    confirm.reset();
    setExpired(false);
    setStep(STEP.details);
  };

  const toReview = (next: PayoutDraft) => {
    setDraft(next);
    setExpired(quoteExpired(next.quoteValidTo));
    setStep(STEP.review);
  };

  const startAgain = () => {
    confirm.reset();
    setDraft(undefined);
    setRecipient(null);
    setStep(STEP.recipients);
  };

  const finish = () => {
    confirm.dismissOutcome();
    if (onFinished) onFinished();
    else startAgain();
  };

  const afterFailure = (failure: MoneyFailure) => {
    confirm.dismissOutcome();
    if (failure.code === 'RECIPIENT_NOT_FOUND') {
      // The list is out of date: refresh it and pick again.
      void syncNow(['recipients']);
      startAgain();
    } else if (goesBackAStep(failure, via === 'REMITTANCE')) toDetails();
  };

  const { outcome } = confirm;
  // Held and submitted with the code: said once, then the requester's list shows it.
  const submitted =
    outcome?.kind === 'approval' && outcome.result.approvalSubmitted !== false
      ? outcome.result.referenceID
      : null;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!submitted || announced.current === submitted) return;
    announced.current = submitted;
    showToast({ kind: 'success', ...APPROVAL_SUBMITTED });
    confirm.dismissOutcome();
    navigate(paths.approvals.myRequests());
    onFinished?.();
  }, [submitted, confirm, navigate, onFinished]);
  return (
    <div className="payout-wizard">
      <WizardSteps step={step} />
      {pausedBy && <Alert kind="warning">{MAINTENANCE_MESSAGES.paused(pausedBy)}</Alert>}
      <MoneyOfflineNotice state={offline} />
      {withdraw && step === STEP.recipients && (
        <Alert kind="info">{PAYOUT_MESSAGES.withdrawBanner}</Alert>
      )}
      {step === STEP.recipients && !withdraw && <BatchTransferBanner kind={type} />}
      {step === STEP.recipients && (
        <RecipientList
          type={type}
          canManage={role !== undefined && RECIPIENT_MANAGER_ROLES.includes(role)}
          onSelect={pick}
          onMakeTransfer={pick}
          onAdd={() => setStep(STEP.addRecipient)}
          // The CNY promo and the calculator come for one currency: its recipients first.
          initialSearch={preset?.currency}
          ownAccountsOf={owners}
        />
      )}
      {(step === STEP.addRecipient || step === STEP.confirmRecipient) && (
        <RecipientForm
          type={type}
          initialValues={{
            ...(preset?.country ? { country: preset.country } : {}),
            ...(preset?.currency ? { currency: preset.currency } : {}),
            // A withdrawal's account is the company's, most often.
            ...(owners?.[0] ? { name: owners[0] } : {}),
          }}
          onAdded={pick}
          onCancel={() => setStep(STEP.recipients)}
          onStepChange={(at) =>
            setStep(at === 'confirm' ? STEP.confirmRecipient : STEP.addRecipient)
          }
        />
      )}
      {step === STEP.details &&
        recipient &&
        accounts &&
        (type === 'LOCAL' ? (
          <LocalPayoutDetails
            recipient={recipient}
            accounts={accounts}
            initial={draft}
            withdraw={withdraw ?? false}
            paused={paused || offline.offline}
            onReview={toReview}
            onBack={() => setStep(STEP.recipients)}
          />
        ) : (
          <OverseasPayoutDetails
            recipient={recipient}
            accounts={accounts}
            initial={draft}
            paused={paused || offline.offline}
            onReview={toReview}
            onBack={() => setStep(STEP.recipients)}
          />
        ))}
      {step === STEP.review && recipient && draft && account && (
        <PayoutReview
          draft={draft}
          recipient={recipient}
          account={account}
          busy={confirm.busy}
          paused={(paused || offline.offline) && !expired}
          offline={offline}
          notice={confirm.notice?.message ?? null}
          onBack={toDetails}
          approval={approval}
          {...(expired ? { confirmLabel: 'Refresh' } : {})}
          onConfirm={(typed) => {
            if (expired) return toDetails();
            remarks.current = typed;
            setTypedRemarks(typed);
            confirm.confirm(draft, recipient, account);
          }}
          quote={
            draft.rate !== undefined &&
            draft.quoteValidTo !== undefined &&
            isCurrencyCode(recipient.currency) && (
              <ReviewQuote
                rate={draft.rate}
                validTo={draft.quoteValidTo}
                sell={draft.sourceCurrency}
                buy={recipient.currency}
                onExpired={() => setExpired(true)}
              />
            )
          }
        />
      )}
      <VerifyCodeDialog {...confirm.codeDialog} />
      {outcome?.kind === 'success' && recipient && draft && (
        <TransferInProgressDialog
          amount={draft.sourceAmount}
          currency={draft.sourceCurrency}
          recipientName={recipient.recipientAccountName}
          reference={outcome.result.transactionReferenceIds[0]}
          onDone={finish}
        />
      )}
      {outcome?.kind === 'failure' && (
        <MoneyFailureModal
          failure={outcome}
          onDone={() => afterFailure(outcome)}
          onRetry={confirm.retry}
        />
      )}
      {outcome?.kind === 'approval' && outcome.result.approvalSubmitted === false && (
        <RequestApprovalDialog
          result={outcome.result}
          initialRemarks={typedRemarks}
          onSubmitted={() => {
            confirm.dismissOutcome();
            navigate(paths.approvals.myRequests());
            onFinished?.();
          }}
          onCancel={finish}
        />
      )}
    </div>
  );
}
