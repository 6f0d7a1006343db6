import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { BatchSummary } from '../../../../api/batchTransfers';
import { RemarksField } from '../../../../entities/approval/RemarksField';
import {
  remarksFormSchema,
  type RemarksForm,
  type RemarksValues,
} from '../../../../entities/approval/remarks';
import { formatMoney } from '../../../../shared/money';
import { Button } from '../../../../shared/ui/Button';
import { Card } from '../../../../shared/ui/Card';
import type { BatchGroup } from '../useSubmitBatch';
import { BATCH_TEXTS } from '../texts';
import './BatchSummaryPanel.css';

export interface BatchSummaryPanelProps {
  summary: BatchSummary;
  /** Submit is refused (offline, or a submit running); `describedBy` names the reason. */
  disabled: boolean;
  describedBy?: string | undefined;
  /** `remarks`: the requester's words to the approvers of a group that needs approval ('' else). */
  onSubmit: (group: BatchGroup, remarks: string) => void;
}

const money = (amount: number, currency: BatchGroup['sourceCurrency']) =>
  formatMoney(amount, currency, { display: 'code' });

/**
 * The summary of the valid rows (spec-2 §7 summary): the count, what recipients receive per
 * currency, and per sender account its fees, total debit against its balance, whether it needs
 * approval and from whom, and its own Send (one code per account: docs/decisions/
 * batch-transfers.md 'One submit per sender account').
 */
export function BatchSummaryPanel({
  summary,
  disabled,
  describedBy,
  onSubmit,
}: BatchSummaryPanelProps) {
  return (
    <Card title={BATCH_TEXTS.summaryTitle} className="batch-summary">
      <p className="batch-summary__count">{BATCH_TEXTS.readyCount(summary.transferCount)}</p>
      {summary.invalidCount > 0 && (
        <p className="batch-summary__invalid">{BATCH_TEXTS.invalidLeft(summary.invalidCount)}</p>
      )}
      {summary.currencyTotals.length > 0 && (
        <dl className="batch-summary__list">
          <div>
            <dt>{BATCH_TEXTS.recipientsReceive}</dt>
            <dd>
              {summary.currencyTotals.map((t) => (
                <span key={t.currency} className="batch-summary__total">
                  {money(t.amount, t.currency)} ({t.transferCount.toLocaleString('en')})
                </span>
              ))}
            </dd>
          </div>
        </dl>
      )}
      {summary.groups.map((group) => {
        const short = group.totalDebit > group.availableBalance;
        return (
          <section
            key={group.senderAccountNumber}
            className="batch-summary__group"
            aria-label={`From ${group.senderAccountName} ${group.senderAccountNumber}`}
          >
            <h3 className="batch-summary__account">
              {group.senderAccountName} · {group.senderAccountNumber}
            </h3>
            <dl className="batch-summary__list">
              <div>
                <dt>Transfers</dt>
                <dd>{group.transferCount.toLocaleString('en')}</dd>
              </div>
              <div>
                <dt>{BATCH_TEXTS.fees}</dt>
                <dd>{money(group.fee, group.sourceCurrency)}</dd>
              </div>
              <div>
                <dt>{BATCH_TEXTS.totalDebit}</dt>
                <dd className="batch-summary__debit">
                  {money(group.totalDebit, group.sourceCurrency)}
                </dd>
              </div>
              <div>
                <dt>{BATCH_TEXTS.balance}</dt>
                <dd>{money(group.availableBalance, group.sourceCurrency)}</dd>
              </div>
              <div>
                <dt>Approval</dt>
                <dd>
                  {group.needsApproval
                    ? BATCH_TEXTS.needsApproval(group.approvers)
                    : BATCH_TEXTS.noApproval}
                </dd>
              </div>
            </dl>
            {short && <p className="batch-summary__short">{BATCH_TEXTS.overBalance}</p>}
            <GroupSend
              group={group}
              disabled={disabled || short || group.transferCount === 0}
              describedBy={describedBy}
              onSubmit={onSubmit}
            />
          </section>
        );
      })}
    </Card>
  );
}

/**
 * A group's Send: a group that needs approval takes the requester's remarks first (as a held
 * payout does), sent to its approvers with the request.
 */
function GroupSend({
  group,
  disabled,
  describedBy,
  onSubmit,
}: {
  group: BatchGroup;
  disabled: boolean;
  describedBy: string | undefined;
  onSubmit: (group: BatchGroup, remarks: string) => void;
}) {
  const form = useForm<RemarksForm, unknown, RemarksValues>({
    defaultValues: { remarks: '' },
    resolver: zodResolver(remarksFormSchema),
  });
  const send = form.handleSubmit(({ remarks }) => onSubmit(group, remarks));
  return (
    <>
      {group.needsApproval && (
        <RemarksField
          label={BATCH_TEXTS.approvalRemarksLabel}
          control={form.control}
          disabled={disabled}
        />
      )}
      <Button
        variant="primary"
        onClick={() => void send()}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {group.needsApproval
          ? BATCH_TEXTS.submitForApproval(group.transferCount)
          : BATCH_TEXTS.submitGroup(group.transferCount)}
      </Button>
    </>
  );
}
