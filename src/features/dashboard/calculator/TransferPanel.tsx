import { useState } from 'react';
import { useLocation } from 'wouter';
import { usePayoutConfig } from '../../../db/payoutConfig';
import { currencyDecimals, isCurrencyCode, type CurrencyCode } from '../../../shared/currencies';
import { outsideLimitMessage } from '../../../shared/domain/fx';
import { microsToDecimalString } from '../../../shared/money';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { calculatorDestinations, makeTransferPath, SELECT_DESTINATION } from './calculator';
import { currencyOptions, readAmount, Result } from './calculatorParts';
import { useCalculation, type TypedSide } from './useCalculation';
import { useDestinationLimit } from './useDestinationLimit';

interface Props {
  /** Singapore among the destinations (toggle calculatorLocalTransfer). */
  localOn: boolean;
  /** The role may move money: 'Make a transfer' is offered. */
  mayTransfer: boolean;
}

/** An amount as an input shows it: '1000.00', '113456' (no grouping, the currency's decimals). */
const inputText = (micros: number, currency: CurrencyCode) =>
  microsToDecimalString(micros, currencyDecimals(currency));

/**
 * spec-2 §2 Calculators, the transfer tab: 'You send' or 'Recipient gets', whichever the user
 * typed last (the other is derived at the rate, calcSourceAmtFromDestinationAmt when the
 * recipient's amount was typed), the destination and its currency, the rate and the fee, and the
 * bank's limits of the destination currency ('Min/Max amount for this transfer').
 */
export function TransferPanel({ localOn, mayTransfer }: Props) {
  const [, navigate] = useLocation();
  const { corridors } = usePayoutConfig();
  const destinations = calculatorDestinations(localOn, corridors);
  const [sell, setSell] = useState<CurrencyCode>('SGD');
  const [typed, setTyped] = useState<{ side: TypedSide; text: string }>({
    side: 'source',
    text: '1000',
  });
  const [country, setCountry] = useState('');
  const [currency, setCurrency] = useState('');
  const [missing, setMissing] = useState(false);
  const destination = destinations.find((d) => d.country === country);
  const buy = isCurrencyCode(currency) ? currency : null;
  const typedCurrency = typed.side === 'source' ? sell : buy;
  const amount = typedCurrency ? readAmount(typed.text, typedCurrency) : { micros: null };
  // The fee calls are the payment roles' (the bank refuses the others): without them, no fee line.
  const calc = useCalculation({
    sell,
    buy,
    amount: amount.micros,
    side: typed.side,
    ...(mayTransfer ? { country } : {}),
  });
  const limit = useDestinationLimit(buy, country);

  const shown = (side: TypedSide, of: CurrencyCode | null): string => {
    if (typed.side === side) return typed.text;
    const derived = calc.amounts?.[side];
    return derived === undefined || !of ? '' : inputText(derived, of);
  };
  const sourceText = shown('source', sell);
  const targetText = shown('target', buy);
  // What arrives against the destination currency's limits, once priced at the shown rate.
  const outside =
    calc.status === 'ready' && calc.amounts && limit?.currency === buy
      ? outsideLimitMessage(calc.amounts.target, limit)
      : null;
  const problem = amount.error ?? outside ?? undefined;

  /** A new destination currency: what is sent stays, what arrives is priced again. */
  const receiveIn = (next: string) => {
    setCurrency(next);
    if (typed.side === 'target') setTyped({ side: 'source', text: sourceText });
  };
  const chooseCountry = (next: string) => {
    setCountry(next);
    setMissing(false);
    receiveIn(destinations.find((d) => d.country === next)?.currencies[0] ?? '');
  };

  return (
    <div className="calculator__panel">
      <div className="calculator__row">
        <TextField
          label="You send"
          inputMode="decimal"
          value={sourceText}
          error={typed.side === 'source' ? problem : undefined}
          onChange={(e) => setTyped({ side: 'source', text: e.target.value })}
        />
        <SelectField
          label="Sending currency"
          options={currencyOptions}
          value={sell}
          onChange={(e) => isCurrencyCode(e.target.value) && setSell(e.target.value)}
        />
      </div>
      <SelectField
        label="Destination"
        placeholder="Select a destination"
        options={destinations.map((d) => ({ value: d.country, label: d.name }))}
        value={country}
        error={missing ? SELECT_DESTINATION : undefined}
        onChange={(e) => chooseCountry(e.target.value)}
      />
      <div className="calculator__row">
        <TextField
          label="Recipient gets"
          inputMode="decimal"
          value={targetText}
          disabled={!buy}
          error={typed.side === 'target' ? problem : undefined}
          onChange={(e) => setTyped({ side: 'target', text: e.target.value })}
        />
        <SelectField
          label="Receiving currency"
          options={(destination?.currencies ?? []).map((c) => ({ value: c, label: c }))}
          value={currency}
          disabled={!destination}
          onChange={(e) => receiveIn(e.target.value)}
        />
      </div>
      <Result calc={calc} buy={buy} sell={sell} receives={false} />
      {mayTransfer && (
        <Button
          variant="primary"
          onClick={() => {
            const path = makeTransferPath(country, currency);
            if (path) navigate(path);
            else setMissing(true);
          }}
        >
          Make a transfer
        </Button>
      )}
    </div>
  );
}
