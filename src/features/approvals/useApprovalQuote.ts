import { requestQuote } from '../../api/fx';
import { fixedSideOf, type ApprovalRequest } from '../../shared/domain/approvals';
import { amountsAtRate } from '../../shared/domain/fx';
import type { Micros } from '../../shared/money';
import { useLiveQuote, type LiveQuote } from '../../shared/ui/useLiveQuote';

export interface ApprovalQuote {
  /** An exchange needs a quote; an internal transfer moves its amount 1:1. */
  needed: boolean;
  quote: LiveQuote;
  /** What the decision will move: at the quote's rate for an exchange (null until one is held). */
  amounts: { source: Micros; target: Micros } | null;
  /** Approve may be pressed: no quote needed, or a usable one is held. */
  usable: boolean;
  /** What an accepted decision carries (spec-2 §3 Approval request: fxReferenceId, fee). */
  terms: { fxReferenceId?: string; fee: Micros };
}

/**
 * The rate an approver decides at (spec-3 §4: the approval exchange rate is the rate at approval
 * time): a fresh quote for the pair (POST /boom/v2/fx/quotes), with its countdown and refresh as
 * in the transfer form. The side the requester typed stays; the other is derived with the
 * bank's own function (amountsAtRate). Both transfers here are free: the fee is the request's.
 */
export function useApprovalQuote(request: ApprovalRequest): ApprovalQuote {
  const needed = request.sourceCurrency !== request.targetCurrency;
  const quote = useLiveQuote(
    needed ? request.sourceCurrency : null,
    needed ? request.targetCurrency : null,
    requestQuote,
  );
  const fixed = fixedSideOf(request);
  const typed = fixed === 'target' ? (request.targetAmount ?? 0) : request.sourceAmount;
  const held = quote.held?.quote;
  const amounts = !needed
    ? { source: request.sourceAmount, target: request.sourceAmount }
    : held
      ? amountsAtRate(held.bidRate, fixed, typed, request.sourceCurrency, request.targetCurrency)
      : null;
  const usable =
    !needed || (quote.status === 'ready' && !quote.refreshRequired && held !== undefined);
  return {
    needed,
    quote,
    amounts,
    usable,
    terms:
      needed && held ? { fxReferenceId: held.referenceId, fee: request.fee } : { fee: request.fee },
  };
}
