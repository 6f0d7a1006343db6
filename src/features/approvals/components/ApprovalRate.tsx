import { useId } from 'react';
import type { ApprovalRequest } from '../../../shared/domain/approvals';
import { formatMoney } from '../../../shared/money';
import { QuoteLine } from '../../../shared/ui/QuoteLine';
import { feeText } from '../../../entities/approval/labels';
// Its rows are the request details' rows (the modal shows both).
import '../../../entities/approval/ApprovalDetails.css';
import type { ApprovalQuote } from '../useApprovalQuote';

/**
 * What approving an exchange now would move: the fresh quote with its countdown (and why it
 * must be refreshed), both amounts at that rate, and the fee. An internal transfer has no rate
 * to show: its amount and fee are in the details above.
 */
export function ApprovalRate({
  request,
  approval,
  offline = false,
}: {
  request: ApprovalRequest;
  approval: ApprovalQuote;
  /** Offline the decision says so: no rate is then not told as a missing rate. */
  offline?: boolean;
}) {
  const titleId = useId();
  if (!approval.needed) return null;
  const { amounts } = approval;
  return (
    <section className="approval-rate" aria-labelledby={titleId}>
      <h4 id={titleId} className="approval-rate__title">
        At this rate
      </h4>
      <QuoteLine
        quote={approval.quote}
        sell={request.sourceCurrency}
        buy={request.targetCurrency}
        offline={offline}
      />
      {amounts && (
        <dl className="details-list">
          <div className="details-list__row approval-details__row">
            <dt>Sent</dt>
            <dd className="approval-details__amount">
              {formatMoney(amounts.source, request.sourceCurrency)}
            </dd>
          </div>
          <div className="details-list__row approval-details__row">
            <dt>Received</dt>
            <dd className="approval-details__amount">
              {formatMoney(amounts.target, request.targetCurrency)}
            </dd>
          </div>
          <div className="details-list__row approval-details__row">
            <dt>Fee</dt>
            <dd>{feeText(request.fee, request.sourceCurrency)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
