import type { ReactNode } from 'react';
import { describeApprovalLayers, stepStateText } from '../../shared/domain/approvalLayers';
import { fixedSideOf, type ApprovalRequest } from '../../shared/domain/approvals';
import { formatMoney } from '../../shared/money';
import { Badge } from '../../shared/ui/Badge';
import { formatDateTime } from '../../shared/dates';
import { feeText, KIND_LABELS, STATUS_LABELS, STATUS_TONES } from './labels';
import './ApprovalDetails.css';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="details-list__row approval-details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Account({ name, number }: { name: string; number: string }) {
  return (
    <>
      <span>{name}</span>
      <span className="approval-details__sub">{number}</span>
    </>
  );
}

/** Every field of a request: what it moves, who asked, who may approve, and what was said. */
export function ApprovalDetails({ request }: { request: ApprovalRequest }) {
  const layers = describeApprovalLayers(request.approvalLayers);
  const twoCurrencies = request.sourceCurrency !== request.targetCurrency;
  const decided = request.status === 'Accepted' || request.status === 'Rejected';
  // spec-2 §4: the rate is set when approved, so the side the requester did not type is an estimate until then.
  const estimated =
    twoCurrencies && request.status === 'PendingApproval'
      ? fixedSideOf(request) === 'target'
        ? 'source'
        : 'target'
      : null;
  const estimateNote = (
    <span className="approval-details__sub">Estimated; the rate is set when approved</span>
  );
  return (
    <dl className="details-list">
      <Row term="Status">
        <Badge tone={STATUS_TONES[request.status]}>{STATUS_LABELS[request.status]}</Badge>
      </Row>
      <Row term="Reference">{request.referenceId}</Row>
      <Row term="Type">{KIND_LABELS[request.kind]}</Row>
      <Row term="Requested by">{request.requesterName}</Row>
      <Row term="Created">{formatDateTime(request.createdAt)}</Row>
      <Row term="From">
        <Account name={request.senderAccountName} number={request.senderAccount} />
      </Row>
      <Row term="To">
        <Account name={request.receiverName} number={request.receiverAccount} />
      </Row>
      <Row term="Amount">
        <span className="approval-details__amount">
          {formatMoney(request.sourceAmount, request.sourceCurrency)}
          {estimated === 'source' && estimateNote}
        </span>
      </Row>
      {twoCurrencies && (
        <Row term="Recipient gets">
          {request.targetAmount === null ? (
            // spec-2 §4: the approval exchange rate is the rate at approval time.
            <span>{request.targetCurrency}, at the exchange rate when approved</span>
          ) : (
            <span className="approval-details__amount">
              {formatMoney(request.targetAmount, request.targetCurrency)}
              {estimated === 'target' && estimateNote}
            </span>
          )}
        </Row>
      )}
      <Row term="Fee">{feeText(request.fee, request.sourceCurrency)}</Row>
      <Row term="Remarks">{request.remarks || 'None'}</Row>
      <Row term="Approvers">
        {layers.length === 0 ? (
          request.approvers || 'None'
        ) : (
          <ul className="approval-details__layers">
            {layers.map((layer, index) => {
              const state = stepStateText(request, index, layers.length);
              return (
                <li key={layer.label}>
                  <span className="approval-details__layer">{layer.label}</span>
                  <span>{layer.roles.join(', ') || 'None'}</span>
                  {layer.users.length > 0 && (
                    <span className="approval-details__sub">{layer.users.join(', ')}</span>
                  )}
                  {state && <span className="approval-details__step">{state}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </Row>
      {decided && (
        <>
          <Row term={request.status === 'Accepted' ? 'Approved by' : 'Rejected by'}>
            {request.actedBy ?? 'Unknown'}
          </Row>
          <Row term="Decided">{formatDateTime(request.updatedAt)}</Row>
          <Row term="Approver's remarks">{request.actionRemarks || 'None'}</Row>
        </>
      )}
      {request.status === 'Cancelled' && (
        <Row term="Cancelled">{formatDateTime(request.updatedAt)}</Row>
      )}
    </dl>
  );
}
