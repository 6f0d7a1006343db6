import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EXCHANGE_CURRENCIES } from '../../../shared/currencies';
import type { Account } from '../../../shared/domain/accounts';
import {
  INTERNAL_TRANSFER_RATE,
  type TransferMode,
  type TransferRequest,
} from '../../../shared/domain/transfers';
import { microsToInput, type AmountSide } from '../amounts';
import { useTransferAccounts, useTransferLimits } from '../queries';
import {
  AMOUNT_FIELDS,
  checkExchange,
  readExchange,
  type ExchangeCheck,
  type ExchangeContext,
  type ExchangeFormValues,
} from './model/schemas';
import { useQuote, type LiveQuote } from './useQuote';

/** spec-2 §5: derived amounts and the quote follow the typing after 500 ms. */
export const AMOUNT_DEBOUNCE_MS = 500;

export type { ExchangeFormValues } from './model/schemas';

const EMPTY: ExchangeFormValues = {
  senderAccount: '',
  receiverAccount: '',
  typedSide: 'source',
  sourceAmount: '',
  targetAmount: '',
};

const NO_ACCOUNTS: readonly Account[] = [];

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
  a.typedSide === b.typedSide &&
  a.sourceAmount === b.sourceAmount &&
  a.targetAmount === b.targetAmount;

export interface ExchangeForm {
  accounts: Account[] | undefined;
  values: ExchangeFormValues;
  sender: Account | undefined;
  receiver: Account | undefined;
  /** What the two amount inputs show: the typed side as typed, the other derived. */
  sourceText: string;
  targetText: string;
  check: ExchangeCheck;
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

/**
 * The exchange form: its values in react-hook-form, checked by exchangeSchema over the cached
 * accounts, the live quote and the limits. The typed amount is read 500 ms after the typing
 * stops (spec-2 §5), so the check, the derived amount and the quote follow the settled values.
 * It is a live form (docs/architecture.md §8): the schema's verdict is read on every render
 * (checkExchange), its messages shown as they settle, and Continue and Confirm go on with its
 * output, so what the review shows and the request carries is what the schema gave.
 */
export function useExchangeForm(mode: TransferMode): ExchangeForm {
  const accounts = useTransferAccounts();
  const maxFor = useTransferLimits();
  const form = useForm<ExchangeFormValues>({ defaultValues: EMPTY });
  const { setValue, getValues } = form;
  const [senderAccount, receiverAccount, typedSide, sourceAmount, targetAmount] = useWatch({
    control: form.control,
    name: ['senderAccount', 'receiverAccount', 'typedSide', 'sourceAmount', 'targetAmount'],
  });
  const values = { senderAccount, receiverAccount, typedSide, sourceAmount, targetAmount };
  // The first choices are made once: a user who then clears the sending account keeps it cleared.
  const defaulted = useRef(false);

  useEffect(() => {
    if (!accounts?.length || defaulted.current) return;
    defaulted.current = true;
    if (getValues('senderAccount')) return;
    const choice = defaultAccounts(accounts, mode);
    setValue('senderAccount', choice.senderAccount);
    setValue('receiverAccount', choice.receiverAccount);
  }, [accounts, mode, getValues, setValue]);

  const debounced = useDebounced(values, AMOUNT_DEBOUNCE_MS, sameTyping);
  const settled = sameTyping(debounced, values);
  // The accounts as chosen now, with the typing as it last settled.
  const checked: ExchangeFormValues = {
    ...values,
    typedSide: debounced.typedSide,
    sourceAmount: debounced.sourceAmount,
    targetAmount: debounced.targetAmount,
  };
  const pair = readExchange(checked, { accounts: accounts ?? NO_ACCOUNTS, rateMicros: null });
  const quote = useQuote(
    pair.needsQuote && pair.sender ? pair.sender.currency : null,
    pair.needsQuote && pair.receiver ? pair.receiver.currency : null,
  );
  const context: ExchangeContext = {
    accounts: accounts ?? NO_ACCOUNTS,
    rateMicros: quote.held?.quote.bidRate ?? null,
    maxFor,
  };
  const check = checkExchange(checked, context);
  const { sender, receiver } = pair;

  const derivedText = (side: AmountSide): string => {
    if (values.typedSide === side) return values[AMOUNT_FIELDS[side]];
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
      setValue(side === 'source' ? 'senderAccount' : 'receiverAccount', accountNumber),
    typeAmount: (side, text) => {
      // The typed side holds the text; the other is derived, so it holds nothing.
      setValue('typedSide', side);
      setValue(AMOUNT_FIELDS[side], text);
      setValue(AMOUNT_FIELDS[side === 'source' ? 'target' : 'source'], '');
    },
    clearAmounts: () => {
      setValue('typedSide', 'source');
      setValue('sourceAmount', '');
      setValue('targetAmount', '');
    },
    buildRequest: () => {
      const exchange = check.exchange;
      if (!ready || !exchange) return null;
      const { source, target } = exchange;
      const calcSourceAmtFromDestinationAmt = exchange.typedSide === 'target';
      const from = exchange.sender;
      const to = exchange.receiver;
      // docs/decisions/exchange.md: one currency is an internal transfer, sent in its own shape (spec-2 §3).
      if (!exchange.needsQuote) {
        return {
          sellAccount: from.accountNumber,
          sellAmount: source,
          buyAccount: to.accountNumber,
          buyAmount: target,
          rate: INTERNAL_TRANSFER_RATE,
          calcSourceAmtFromDestinationAmt,
        };
      }
      return {
        senderAccount: from.accountNumber,
        sourceCurrency: from.currency,
        sourceAmount: source,
        receiverAccount: to.accountNumber,
        targetCurrency: to.currency,
        targetAmount: target,
        toAmount: target,
        calcSourceAmtFromDestinationAmt,
        ...(quote.held ? { quoteId: quote.held.quote.referenceId } : {}),
      };
    },
  };
}
