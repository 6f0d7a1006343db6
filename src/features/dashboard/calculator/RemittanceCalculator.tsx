import { useState } from 'react';
import { useLocation } from 'wouter';
import { isCurrencyCode, type CurrencyCode } from '../../../shared/currencies';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { SelectField } from '../../../shared/ui/SelectField';
import { Tabs, tabIdOf, tabPanelIdOf } from '../../../shared/ui/Tabs';
import { TextField } from '../../../shared/ui/TextField';
import { currencyOptions, readAmount, Result } from './calculatorParts';
import { TransferPanel } from './TransferPanel';
import { useCalculation } from './useCalculation';
import './RemittanceCalculator.css';

type CalculatorTab = 'transfer' | 'exchange';
const ID = 'calculator';

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
