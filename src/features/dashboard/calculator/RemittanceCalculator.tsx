import { useState } from 'react';
import { useLocation } from 'wouter';
import { usePayoutConfig } from '../../../db/payoutConfig';
import { EXCHANGE_CURRENCIES, isCurrencyCode, type CurrencyCode } from '../../../shared/currencies';
import {
  formatMoney,
  formatRateMicros,
  parseAmountInput,
  type Micros,
} from '../../../shared/money';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { SelectField } from '../../../shared/ui/SelectField';
import { Tabs, tabIdOf, tabPanelIdOf } from '../../../shared/ui/Tabs';
import { TextField } from '../../../shared/ui/TextField';
import { calculatorDestinations, makeTransferPath, SELECT_DESTINATION } from './calculator';
import { useCalculation, type Calculation } from './useCalculation';
import './RemittanceCalculator.css';

type CalculatorTab = 'transfer' | 'exchange';
const ID = 'calculator';
// The code alone: the select sits beside the amount.
const currencyOptions = EXCHANGE_CURRENCIES.map((c) => ({ value: c, label: c }));

interface Props {
  /** Singapore among the destinations (toggle calculatorLocalTransfer). */
  localOn: boolean;
  /** The role may move money: 'Make a transfer' and 'Exchange' are offered. */
  mayTransfer: boolean;
}

/** spec-3 §2 right panel: the remittance calculator with Transfer and Exchange tabs. */
export function RemittanceCalculator({ localOn, mayTransfer }: Props) {
  const [tab, setTab] = useState<CalculatorTab>('transfer');
  return (
    <Card title="Calculator" className="calculator">
      <Tabs
        label="Calculator"
        idPrefix={ID}
        tabs={[
          { key: 'transfer', label: 'Transfer' },
          { key: 'exchange', label: 'Exchange' },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <div role="tabpanel" id={tabPanelIdOf(ID, tab)} aria-labelledby={tabIdOf(ID, tab)}>
        {tab === 'transfer' ? (
          <TransferPanel localOn={localOn} mayTransfer={mayTransfer} />
        ) : (
          <ExchangePanel mayTransfer={mayTransfer} />
        )}
      </div>
    </Card>
  );
}

/** The typed amount in micro-units, or the message that says why it is not one. */
function readAmount(
  text: string,
  currency: CurrencyCode,
): { micros: Micros | null; error?: string } {
  if (text.trim() === '') return { micros: null };
  const parsed = parseAmountInput(text, currency);
  if (parsed.ok) return { micros: parsed.micros };
  return {
    micros: null,
    error:
      parsed.reason === 'decimal-not-allowed'
        ? `${currency} amounts have no decimals.`
        : 'Please enter a valid amount.',
  };
}

function Result({
  calc,
  buy,
  sell,
}: {
  calc: Calculation;
  buy: CurrencyCode | null;
  sell: CurrencyCode;
}) {
  if (calc.status === 'failed')
    return <Alert kind="warning">Please reload or try again later</Alert>;
  if (!buy || calc.status === 'idle') return null;
  return (
    <dl className="calculator__result" aria-live="polite" aria-busy={calc.status === 'loading'}>
      {calc.rate !== null && sell !== buy && (
        <div>
          <dt>Rate</dt>
          <dd>{formatRateMicros(calc.rate, sell, buy)}</dd>
        </div>
      )}
      {calc.fee !== null && (
        <div>
          <dt>Fee</dt>
          <dd>{calc.fee === 0 ? 'Free' : formatMoney(calc.fee, sell)}</dd>
        </div>
      )}
      {calc.receives !== null && (
        <div className="calculator__receives">
          <dt>Recipient gets</dt>
          <dd>{formatMoney(calc.receives, buy)}</dd>
        </div>
      )}
    </dl>
  );
}

function TransferPanel({ localOn, mayTransfer }: Props) {
  const [, navigate] = useLocation();
  const { corridors } = usePayoutConfig();
  const destinations = calculatorDestinations(localOn, corridors);
  const [sell, setSell] = useState<CurrencyCode>('SGD');
  const [amountText, setAmountText] = useState('1000');
  const [country, setCountry] = useState('');
  const [currency, setCurrency] = useState('');
  const [missing, setMissing] = useState(false);
  const destination = destinations.find((d) => d.country === country);
  const buy = isCurrencyCode(currency) ? currency : null;
  const amount = readAmount(amountText, sell);
  const calc = useCalculation({ sell, buy, amount: amount.micros, country });

  const chooseCountry = (next: string) => {
    setCountry(next);
    setMissing(false);
    setCurrency(destinations.find((d) => d.country === next)?.currencies[0] ?? '');
  };

  return (
    <div className="calculator__panel">
      <div className="calculator__row">
        <TextField
          label="You send"
          inputMode="decimal"
          value={amountText}
          error={amount.error}
          onChange={(e) => setAmountText(e.target.value)}
        />
        <SelectField
          label="Sending currency"
          options={currencyOptions}
          value={sell}
          onChange={(e) => isCurrencyCode(e.target.value) && setSell(e.target.value)}
        />
      </div>
      <div className="calculator__row">
        <SelectField
          label="Destination"
          placeholder="Select a destination"
          options={destinations.map((d) => ({ value: d.country, label: d.name }))}
          value={country}
          error={missing ? SELECT_DESTINATION : undefined}
          onChange={(e) => chooseCountry(e.target.value)}
        />
        <SelectField
          label="Receiving currency"
          options={(destination?.currencies ?? []).map((c) => ({ value: c, label: c }))}
          value={currency}
          disabled={!destination}
          onChange={(e) => setCurrency(e.target.value)}
        />
      </div>
      <Result calc={calc} buy={buy} sell={sell} />
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

function ExchangePanel({ mayTransfer }: { mayTransfer: boolean }) {
  const [, navigate] = useLocation();
  const [sell, setSell] = useState<CurrencyCode>('SGD');
  const [buy, setBuy] = useState<CurrencyCode>('USD');
  const [amountText, setAmountText] = useState('1000');
  const amount = readAmount(amountText, sell);
  const calc = useCalculation({ sell, buy, amount: amount.micros });
  return (
    <div className="calculator__panel">
      <div className="calculator__row">
        <TextField
          label="You exchange"
          inputMode="decimal"
          value={amountText}
          error={amount.error}
          onChange={(e) => setAmountText(e.target.value)}
        />
        <SelectField
          label="From"
          options={currencyOptions}
          value={sell}
          onChange={(e) => isCurrencyCode(e.target.value) && setSell(e.target.value)}
        />
      </div>
      <SelectField
        label="To"
        options={currencyOptions}
        value={buy}
        onChange={(e) => isCurrencyCode(e.target.value) && setBuy(e.target.value)}
      />
      <Result calc={calc} buy={buy} sell={sell} />
      {mayTransfer && (
        <Button variant="secondary" onClick={() => navigate(paths.transfer.currencyExchange())}>
          Exchange
        </Button>
      )}
    </div>
  );
}
