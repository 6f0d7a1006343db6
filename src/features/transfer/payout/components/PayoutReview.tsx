import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { PayoutApprovalCheck } from '../../../../api/approvals';
import { RemarksField } from '../../../../entities/approval/RemarksField';
import {
  remarksFormSchema,
  type RemarksForm,
  type RemarksValues,
} from '../../../../entities/approval/remarks';
import { isCurrencyCode } from '../../../../shared/currencies';
import type { Account } from '../../../../shared/domain/accounts';
import { senderTotal } from '../../../../shared/domain/payouts';
import { LOCAL_PURPOSES, OVERSEAS_PURPOSES } from '../../../../shared/domain/purposes';
import type { Recipient } from '../../../../shared/domain/recipient';
import { formatDay } from '../../../../shared/dates';
import { formatMoney, formatRateMicros } from '../../../../shared/money';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { offlineSubmitProps, type MoneyOffline } from '../../../../entities/money/MoneyOffline';
import type { PayoutDraft } from '../model/draft';
import { PAYOUT_MESSAGES, PAYOUT_PRODUCT_MESSAGES as P } from '../model/messages';
import { feeText } from './PayoutTotals';
import { useTransferTimeNote } from '../model/transferTime';
import './Payout.css';

interface Props {
  draft: PayoutDraft;
  recipient: Recipient;
  /** The sending account (draft.senderAccountNo). */
  account: Account;
  onBack: () => void;
  /** `remarks`: for the approver when the payout is held (sent with it, after the code). */
  onConfirm: (remarks: string) => void;
  /**
   * What the bank will do with it (approvals.payoutCheck): held and by whom, 'failed' when it
   * could not be asked, undefined while it is asked (the button waits).
   */
  approval: PayoutApprovalCheck | 'failed' | undefined;
  /** The transfer is on its way: both buttons wait. */
  busy: boolean;
  /** A maintenance window pauses payouts (the wizard says why): Transfer Now waits. */
  paused?: boolean;
  /** Offline (the wizard says so above): the disabled button names that notice as its reason. */
  offline?: MoneyOffline;
  /** Why the last try did not go through, or null. */
  notice: string | null;
  /** 'Submit for approval' when held, else 'Transfer Now', unless the wizard says otherwise (Refresh when the quote is over). */
  confirmLabel?: string;
  /** The overseas quote: rate and countdown (QuoteLine), shown above the buttons. */
  quote?: ReactNode;
}

const purposeLabel = (code: string) =>
  [...LOCAL_PURPOSES, ...OVERSEAS_PURPOSES].find((p) => p.code === code)?.label ?? code;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The payout's review (spec-2 §4 card-style total): from, to, the amount, the fee ('Free' when
 * there is none), the total that leaves the account, what the recipient gets, and the reference,
 * purpose, payment advice and attachments. Confirming is the wizard's (code, Transfer Now).
 */
export function PayoutReview({
  draft,
  recipient,
  account,
  onBack,
  onConfirm,
  busy,
  paused = false,
  offline,
  notice,
  confirmLabel,
  approval,
  quote,
}: Props) {
  const remarksForm = useForm<RemarksForm, unknown, RemarksValues>({
    defaultValues: { remarks: '' },
    resolver: zodResolver(remarksFormSchema),
  });
  const held = approval !== undefined && approval !== 'failed' && approval.held;
  const label = confirmLabel ?? (held ? P.submitForApproval : PAYOUT_MESSAGES.transferNow);
  const confirm = remarksForm.handleSubmit(({ remarks }) => onConfirm(remarks));
  const source = draft.sourceCurrency;
  const destination = isCurrencyCode(recipient.currency) ? recipient.currency : source;
  const overseas = recipient.recipientType === 'OVERSEAS';
  const timeNote = useTransferTimeNote(recipient, source);
  return (
    <div className="payout-review">
      <dl
        className="summary-list payout-review__list payout-review__card"
        aria-label="Transfer summary"
      >
        <Row term="From">
          {account.accountName}
          <span className="payout-review__muted">
            {account.currency} · {account.accountNumber}
          </span>
        </Row>
        <Row term="To">
          {recipient.recipientNickName}
          <span className="payout-review__muted">
            {[recipient.recipientBankName, recipient.recipientAccountNo]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </Row>
        <Row term="Amount">{formatMoney(draft.sourceAmount, source)}</Row>
        <Row term="Fee">
          {feeText(draft.fee, source)}
          {draft.chargeAt === 'CREDITOR' && draft.fee > 0 && (
            <span className="payout-review__muted">Paid by the recipient</span>
          )}
        </Row>
        <Row term="Total">
          <span className="payout-review__strong">
            {formatMoney(senderTotal(draft.sourceAmount, draft.fee, draft.chargeAt), source)}
          </span>
        </Row>
        {draft.rate !== undefined && destination !== source && (
          <Row term="Rate">{formatRateMicros(draft.rate, source, destination)}</Row>
        )}
        <Row term="Recipient gets">
          <span className="payout-review__strong">
            {formatMoney(draft.destinationAmount, destination)}
          </span>
        </Row>
        {draft.reference && <Row term="Reference">{draft.reference}</Row>}
        {draft.purposeOfPayment && <Row term="Purpose">{purposeLabel(draft.purposeOfPayment)}</Row>}
        {draft.invoiceDate && (
          <Row term="Invoice date">{formatDay(`${draft.invoiceDate}T00:00`)}</Row>
        )}
        {draft.invoiceNumber && <Row term="Invoice number">{draft.invoiceNumber}</Row>}
        {draft.isTransferNotiEnabled && (
          <Row term="Payment advice to">{draft.transferNotiRecipients.join(', ')}</Row>
        )}
        {draft.isTransferNotiEnabled && draft.transferNotiRemarks && (
          <Row term="Notification remarks">{draft.transferNotiRemarks}</Row>
        )}
        {draft.attachments.length > 0 && (
          <Row term="Attachments">{draft.attachments.map((f) => f.fileName).join(', ')}</Row>
        )}
      </dl>
      <p className="payout-form__note">{timeNote}</p>
      {overseas && <p className="payout-form__note">{P.refundNote}</p>}
      {quote}
      {held && (
        <Alert kind="info" title={P.approvalTitle}>
          <p>{P.approvalBody(approval.approvers)}</p>
        </Alert>
      )}
      {held && (
        <RemarksField
          label={P.approvalRemarksLabel}
          control={remarksForm.control}
          disabled={busy}
        />
      )}
      {approval === 'failed' && !offline?.offline && <Alert kind="info">{P.approvalUnknown}</Alert>}
      {notice && !offline?.offline && <Alert kind="warning">{notice}</Alert>}
      <div className="payout-actions">
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button
          variant="primary"
          onClick={() => void confirm()}
          loading={busy}
          disabled={paused || (confirmLabel === undefined && approval === undefined)}
          {...(offline ? offlineSubmitProps(offline) : {})}
        >
          {label}
        </Button>
      </div>
    </div>
  );
}
