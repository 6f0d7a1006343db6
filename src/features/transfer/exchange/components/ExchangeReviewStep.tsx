import { formatMoney } from '../../../../shared/money';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import type { ApprovalOutlook } from '../model/approvalOutlook';
import { approvalNotice } from '../model/schemas';
import type { ExchangeForm } from '../useExchangeForm';
import { QuoteLine } from '../../../../shared/ui/QuoteLine';
import {
  MoneyOfflineNotice,
  offlineSubmitProps,
  type MoneyOffline,
} from '../../../../entities/money/MoneyOffline';

interface Props {
  form: ExchangeForm;
  busy: boolean;
  submitting: boolean;
  notice: string | null;
  /** Whether it will wait for an approver; undefined while the policies load. */
  outlook: ApprovalOutlook | undefined;
  /** Offline: said at once, Confirm waits. */
  offline: MoneyOffline;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * The review: what leaves which account and what arrives, at which rate, and whether it will
 * wait for an approver (said here, before any code). Confirm sends it (after a code when
 * transfer2fa is on); when the quote needs refreshing, Confirm becomes 'Refresh'.
 */
export function ExchangeReviewStep({
  form,
  busy,
  submitting,
  notice,
  outlook,
  offline,
  onBack,
  onConfirm,
}: Props) {
  const { sender, receiver, check, quote } = form;
  if (!sender || !receiver) return null;
  const refresh = check.needsQuote && quote.refreshRequired;
  const problems = Object.values(check.errors).filter(Boolean);
  const approval = outlook ? approvalNotice(outlook) : null;
  return (
    <div className="transfer-review">
      {check.amounts && (
        <dl className="summary-list">
          <div>
            <dt>From</dt>
            <dd>
              {sender.accountName}{' '}
              <span className="transfer-review__muted">
                {sender.currency} · {sender.accountNumber}
              </span>
            </dd>
          </div>
          <div>
            <dt>To</dt>
            <dd>
              {receiver.accountName}{' '}
              <span className="transfer-review__muted">
                {receiver.currency} · {receiver.accountNumber}
              </span>
            </dd>
          </div>
          <div>
            <dt>You send</dt>
            <dd className="transfer-review__amount">
              {formatMoney(check.amounts.source, sender.currency)}
            </dd>
          </div>
          <div>
            <dt>Recipient receives</dt>
            <dd className="transfer-review__amount">
              {formatMoney(check.amounts.target, receiver.currency)}
            </dd>
          </div>
          <div>
            <dt>Fee</dt>
            <dd>Free</dd>
          </div>
        </dl>
      )}
      {problems.length > 0 && (
        <Alert kind="warning">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Alert>
      )}
      {check.needsQuote && (
        <QuoteLine
          quote={quote}
          sell={sender.currency}
          buy={receiver.currency}
          offline={offline.offline}
        />
      )}
      {approval && (
        <Alert kind="info">
          <p>{approval}</p>
        </Alert>
      )}
      <MoneyOfflineNotice state={offline} />
      {notice && !offline.offline && <Alert kind="warning">{notice}</Alert>}
      <div className="transfer-actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
        {refresh ? (
          <Button
            variant="primary"
            onClick={quote.refresh}
            disabled={offline.offline || busy || quote.status === 'loading'}
            {...offlineSubmitProps(offline)}
          >
            Refresh
          </Button>
        ) : (
          <Button
            variant="primary"
            onClick={onConfirm}
            loading={submitting}
            disabled={offline.offline || busy || !form.ready || outlook === undefined}
            {...offlineSubmitProps(offline)}
          >
            Confirm
          </Button>
        )}
      </div>
    </div>
  );
}
