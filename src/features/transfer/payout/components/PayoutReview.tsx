import type { ReactNode } from 'react';
import { isCurrencyCode } from '../../../../shared/currencies';
import type { Account } from '../../../../shared/domain/accounts';
import { senderTotal } from '../../../../shared/domain/payouts';
import { LOCAL_PURPOSES, OVERSEAS_PURPOSES } from '../../../../shared/domain/purposes';
import type { Recipient } from '../../../../shared/domain/recipient';
import { formatDay } from '../../../../shared/dates';
import { formatMoney, formatRateMicros } from '../../../../shared/money';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import type { PayoutDraft } from '../model/draft';
import { PAYOUT_PRODUCT_MESSAGES as P } from '../model/messages';
import { feeText } from './PayoutTotals';
import { useTransferTimeNote } from '../model/transferTime';
import './Payout.css';

interface Props {
  draft: PayoutDraft;
  recipient: Recipient;
  /** The sending account (draft.senderAccountNo). */
  account: Account;
  onBack: () => void;
  onConfirm: () => void;
  /** The transfer is on its way: both buttons wait. */
  busy: boolean;
  /** A maintenance window pauses payouts (the wizard says why): Transfer Now waits. */
  paused?: boolean;
  /** Why the last try did not go through, or null. */
  notice: string | null;
  /** 'Transfer Now' unless the wizard says otherwise (Refresh when the quote is over). */
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
  notice,
  confirmLabel = 'Transfer Now',
  quote,
}: Props) {
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
      {notice && <Alert kind="warning">{notice}</Alert>}
      <div className="payout-actions">
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button variant="primary" onClick={onConfirm} loading={busy} disabled={paused}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
