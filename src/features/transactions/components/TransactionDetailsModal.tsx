import { useEffect } from 'react';
import type { CurrencyCode } from '../../../shared/currencies';
import type { Transaction } from '../../../shared/domain/transactions';
import { formatMoney, formatRateMicros } from '../../../shared/money';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { formatDateTime } from '../../../shared/dates';
import { ownMoveOf, statusDisplayOf } from '../../../entities/transaction/display';
import { typeLabelOf } from '../../../shared/domain/transactionLabels';
import { DETAIL_STATUS_LABEL, detailStatusNote } from '../display';
import { failedPayoutNotice } from '../failedPayout';
import { syncedLock } from '../attachments';
import { CopyReference, Field, Party } from './DetailParts';
import {
  LedgerAmount,
  LedgerParty,
  StatusBadge,
  TypeIcon,
} from '../../../entities/transaction/TransactionCells';
import type { DetailSection } from './TransactionTable';
import { AttachmentsSection } from './AttachmentsSection';
import { FraudReport } from './FraudReport';
import { NotesSection } from './NotesSection';
import './TransactionDetailsModal.css';
import './DetailSections.css';

export interface TransactionDetailsModalProps {
  transaction: Transaction | null;
  /** Scroll to this section when opened (#view-attachments, #view-notes). */
  section?: DetailSection | undefined;
  /** The transactionCardPaymentCashback toggle: a card payment shows the cashback it earned. */
  showCashback?: boolean;
  /** The `receipt` toggle: the transaction's files, previewed, added and deleted. */
  showAttachments?: boolean;
  onClose: () => void;
}

/** The anchors the location hashes #view-attachments and #view-notes point at (spec-3 §2). */
export const SECTION_IDS: Record<DetailSection, string> = {
  attachments: 'view-attachments',
  notes: 'view-notes',
};

const money = (m: number, currency: CurrencyCode) => formatMoney(m, currency);

const CHARGED_TO = { DEBTOR: 'Sender', CREDITOR: 'Recipient' } as const;

/** Transaction Details (spec-3 §2-§4): every field the record has, in a 680 px dialog. */
export function TransactionDetailsModal({
  transaction: t,
  section,
  showCashback = false,
  showAttachments = false,
  onClose,
}: TransactionDetailsModalProps) {
  useEffect(() => {
    if (!t || !section) return;
    // After the dialog has opened and laid out its body.
    const frame = requestAnimationFrame(() =>
      document.getElementById(SECTION_IDS[section])?.scrollIntoView?.({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [t, section]);

  return (
    <Modal
      open={t !== null}
      title="Transaction Details"
      width="md"
      onClose={onClose}
      // The dialog starts on Close, not in the notes field (a first field would take focus).
      footer={
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      }
    >
      {t && <DetailBody t={t} showCashback={showCashback} showAttachments={showAttachments} />}
    </Modal>
  );
}

function DetailBody({
  t,
  showCashback,
  showAttachments,
}: {
  t: Transaction;
  showCashback: boolean;
  showAttachments: boolean;
}) {
  const status = statusDisplayOf(t.status);
  const failure = failedPayoutNotice(t);
  const converted = t.sourceCcy !== t.destinationCcy;
  // A move between own accounts: From and To are the two accounts, not the company's name.
  const move = ownMoveOf(t);
  return (
    <div className="txn-detail">
      <div className="txn-detail__summary">
        <TypeIcon transaction={t} />
        <div className="txn-detail__headline">
          <LedgerParty transaction={t} />
          <span className="txn-detail__big-amount">
            <LedgerAmount transaction={t} />
          </span>
        </div>
        <StatusBadge transaction={t} />
      </div>
      {failure && (
        <Alert kind="error" title={failure.title}>
          {failure.body}
        </Alert>
      )}
      <dl className="txn-detail__fields">
        <Field label="Reference">
          <span className="txn-detail__reference">
            {t.displayReferenceId}
            <CopyReference reference={t.displayReferenceId} />
          </span>
        </Field>
        <Field label="Type">{typeLabelOf(t.type)}</Field>
        <Field label="Status">
          {status.label}
          <span className="txn-detail__sub">{status.meaning}</span>
        </Field>
        {/* The bank's own status behind the list's three (spec-3 §3 detail statuses), with what
            it means, so 'Pending' under 'Processing' reads as a step of it, not a contradiction. */}
        <Field label="Detailed status">
          {DETAIL_STATUS_LABEL[t.status] ?? t.status}
          <span className="txn-detail__sub">{detailStatusNote(t.status)}</span>
        </Field>
        <Field label="Amount">{money(t.amount, t.currency)}</Field>
        <Field label="Date">{formatDateTime(t.createdAt)}</Field>
        {t.bookingTimestamp && (
          <Field label="Booking time">{formatDateTime(t.bookingTimestamp)}</Field>
        )}
        {(t.debtorName || t.debtorAccountNumber) && (
          <Field label="From">
            <Party name={move?.from ?? t.debtorName} account={t.debtorAccountNumber} />
          </Field>
        )}
        {(t.creditorName || t.creditorAccountNumber) && (
          <Field label="To">
            <Party name={move?.to ?? t.creditorName} account={t.creditorAccountNumber} />
          </Field>
        )}
        <Field label="Account">
          <Party name={t.vaAccountName} account={t.vaAccountNumber} />
        </Field>
        {t.cardNumber && (
          <Field label="Card">
            {t.nameOnCard ? `${t.nameOnCard} ` : ''}•••• {t.cardNumber}
          </Field>
        )}
        {t.merchant && (
          <Field label="Merchant">
            <span>{t.merchant.description}</span>
            <span className="txn-detail__sub">
              {[
                t.merchant.childCategory || t.merchant.parentCategory,
                t.merchant.mcc && `MCC ${t.merchant.mcc}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </Field>
        )}
        {showCashback && t.type === 'Sales' && t.cashbackAmt !== undefined && (
          <Field label="Cashback earned">+{money(t.cashbackAmt, t.currency)}</Field>
        )}
        {converted && <Field label="Amount sent">{money(t.sourceAmt, t.sourceCcy)}</Field>}
        {converted && (
          <Field label="Amount received">{money(t.destinationAmt, t.destinationCcy)}</Field>
        )}
        {t.exchangeRate.length > 0 && (
          <Field label="Exchange rate">
            {t.exchangeRate.map((leg) => (
              <span key={`${leg.sourceCcy}-${leg.destinationCcy}`}>
                {formatRateMicros(leg.exchangeRate, leg.sourceCcy, leg.destinationCcy)}
              </span>
            ))}
          </Field>
        )}
        <Field label="Fees">
          {money(t.fees, t.currency)}
          {t.chargeAt && t.fees > 0 && (
            <span className="txn-detail__sub">
              Paid by the {CHARGED_TO[t.chargeAt].toLowerCase()}
            </span>
          )}
        </Field>
        {t.purposeOfPayment && <Field label="Purpose of payment">{t.purposeOfPayment}</Field>}
        {t.customerMessage && <Field label="Message">{t.customerMessage}</Field>}
        {t.customerReference && <Field label="Your reference">{t.customerReference}</Field>}
        {t.bankingReference && <Field label="Bank reference">{t.bankingReference}</Field>}
        {t.description && <Field label="Description">{t.description}</Field>}
      </dl>
      {showAttachments ? (
        <AttachmentsSection
          key={`files-${t.displayReferenceId}`}
          id={SECTION_IDS.attachments}
          transactionId={t.displayReferenceId}
          total={t.totalAttachments}
          knownLock={syncedLock(t)}
        />
      ) : (
        <section
          id={SECTION_IDS.attachments}
          className="txn-detail__section"
          aria-labelledby={`${SECTION_IDS.attachments}-title`}
        >
          <h3 id={`${SECTION_IDS.attachments}-title`}>Attachments</h3>
          <p className="txn-detail__muted">
            {t.totalAttachments === 0
              ? 'No attachments'
              : `${t.totalAttachments} attachment${t.totalAttachments === 1 ? '' : 's'}`}
          </p>
        </section>
      )}
      <NotesSection
        key={`notes-${t.displayReferenceId}`}
        id={SECTION_IDS.notes}
        transactionId={t.displayReferenceId}
        note={t.note ?? ''}
        knownLock={syncedLock(t)}
      />
      <div className="txn-detail__actions">
        <FraudReport transactionId={t.displayReferenceId} />
      </div>
    </div>
  );
}
