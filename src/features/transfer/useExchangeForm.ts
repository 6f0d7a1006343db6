import { useEffect, useRef, useState } from 'react';
import { EXCHANGE_CURRENCIES } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import {
  INTERNAL_TRANSFER_RATE,
  type TransferMode,
  type TransferRequest,
} from '../../shared/domain/transfers';
import { microsToInput, type AmountSide } from './amounts';
import { useTransferAccounts, useTransferLimits } from './queries';
import { checkExchangeForm, type ExchangeFormCheck } from './schemas';
import { useQuote, type LiveQuote } from './useQuote';

/** spec-2 §5: derived amounts and the quote follow the typing after 500 ms. */
export const AMOUNT_DEBOUNCE_MS = 500;

export interface ExchangeFormValues {
  senderAccount: string;
  receiverAccount: string;
  typedSide: AmountSide;
  typedText: string;
}

const EMPTY: ExchangeFormValues = {
  senderAccount: '',
  receiverAccount: '',
  typedSide: 'source',
  typedText: '',
};

/**
 * First choices when the accounts arrive: send from the first SGD account; receive into another
 * currency for an exchange, or another account of the same currency for account to account.
 */
export function defaultAccounts(
  accounts: readonly Account[],
  mode: TransferMode,
): Pick<ExchangeFormValues, 'senderAccount' | 'receiverAccount'> {
  const sender = accounts.find((a) => a.currency === 'SGD') ?? accounts[0];
  if (!sender) return { senderAccount: '', receiverAccount: '' };
  const others = accounts.filter((a) => a.accountNumber !== sender.accountNumber);
  const exchange = others.find(
    (a) => a.currency !== sender.currency && EXCHANGE_CURRENCIES.includes(a.currency),
  );
  const same = others.find((a) => a.currency === sender.currency);
  const receiver = mode === 'currencyExchange' ? (exchange ?? same) : (same ?? exchange);
  return { senderAccount: sender.accountNumber, receiverAccount: receiver?.accountNumber ?? '' };
}

function useDebounced<T>(value: T, ms: number, equal: (a: T, b: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (equal(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  });
  return settled;
}

const sameTyping = (a: ExchangeFormValues, b: ExchangeFormValues) =>
  a.typedSide === b.typedSide && a.typedText === b.typedText;

export interface ExchangeForm {
  accounts: Account[] | undefined;
  values: ExchangeFormValues;
  sender: Account | undefined;
  receiver: Account | undefined;
  /** What the two amount inputs show: the typed side as typed, the other derived. */
  sourceText: string;
  targetText: string;
  check: ExchangeFormCheck;
  quote: LiveQuote;
  /** The typing has settled (500 ms) and the check is of what is on screen. */
  settled: boolean;
  /** Continue (or Confirm) may be pressed: valid, settled, and a usable quote when one is needed. */
  ready: boolean;
  setAccount: (side: AmountSide, accountNumber: string) => void;
  typeAmount: (side: AmountSide, text: string) => void;
  clearAmounts: () => void;
  /** The request as it stands, or null when the form is not ready. */
  buildRequest: () => TransferRequest | null;
}

/** The exchange form's state: values, the debounced check and derived amounts, and the live quote. */
export function useExchangeForm(mode: TransferMode): ExchangeForm {
  const accounts = useTransferAccounts();
  const maxFor = useTransferLimits();
  const [values, setValues] = useState<ExchangeFormValues>(EMPTY);
  // The first choices are made once: a user who then clears the sending account keeps it cleared.
  const defaulted = useRef(false);

  useEffect(() => {
    if (!accounts?.length || defaulted.current) return;
    defaulted.current = true;
    setValues((v) => (v.senderAccount ? v : { ...v, ...defaultAccounts(accounts, mode) }));
  }, [accounts, mode]);

  const debounced = useDebounced(values, AMOUNT_DEBOUNCE_MS, sameTyping);
  const settled = sameTyping(debounced, values);
  const sender = accounts?.find((a) => a.accountNumber === values.senderAccount);
  const receiver = accounts?.find((a) => a.accountNumber === values.receiverAccount);
  const base = {
    sender,
    receiver,
    typedSide: debounced.typedSide,
    typedText: debounced.typedText,
    maxFor,
  };
  const pair = checkExchangeForm({ ...base, rateMicros: null });
  const quote = useQuote(
    pair.needsQuote && sender ? sender.currency : null,
    pair.needsQuote && receiver ? receiver.currency : null,
  );
  const check = checkExchangeForm({ ...base, rateMicros: quote.held?.quote.bidRate ?? null });

  const derivedText = (side: AmountSide): string => {
    if (values.typedSide === side) return values.typedText;
    const account = side === 'source' ? sender : receiver;
    const amount = check.amounts?.[side];
    return account && amount !== undefined ? microsToInput(amount, account.currency) : '';
  };

  const ready =
    settled &&
    check.valid &&
    (!check.needsQuote || (quote.status === 'ready' && !quote.refreshRequired));

  return {
    accounts,
    values,
    sender,
    receiver,
    sourceText: derivedText('source'),
    targetText: derivedText('target'),
    check,
    quote,
    settled,
    ready,
    setAccount: (side, accountNumber) =>
      setValues((v) =>
        side === 'source'
          ? { ...v, senderAccount: accountNumber }
          : { ...v, receiverAccount: accountNumber },
      ),
    typeAmount: (side, text) => setValues((v) => ({ ...v, typedSide: side, typedText: text })),
    clearAmounts: () => setValues((v) => ({ ...v, typedSide: 'source', typedText: '' })),
    buildRequest: () => {
      if (!ready || !sender || !receiver || !check.amounts) return null;
      const { source, target } = check.amounts;
      const calcSourceAmtFromDestinationAmt = values.typedSide === 'target';
      // docs/decisions.md: one currency is an internal transfer, sent in its own shape (spec-2 §3).
      if (sender.currency === receiver.currency) {
        return {
          sellAccount: sender.accountNumber,
          sellAmount: source,
          buyAccount: receiver.accountNumber,
          buyAmount: target,
          rate: INTERNAL_TRANSFER_RATE,
          calcSourceAmtFromDestinationAmt,
        };
      }
      return {
        senderAccount: sender.accountNumber,
        sourceCurrency: sender.currency,
        sourceAmount: source,
        receiverAccount: receiver.accountNumber,
        targetCurrency: receiver.currency,
        targetAmount: target,
        toAmount: target,
        calcSourceAmtFromDestinationAmt,
        ...(check.needsQuote && quote.held ? { quoteId: quote.held.quote.referenceId } : {}),
      };
    },
  };
}
