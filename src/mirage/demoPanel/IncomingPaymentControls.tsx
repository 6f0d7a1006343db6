import { useId, useState, type FormEvent } from 'react';
import { hasPayableNumber } from '../../shared/domain/accounts';
import { formatMoney, parseAmountInput } from '../../shared/money';
import type { MockBankControls } from '../mockBankControls';
import type { IncomingMethod } from '../rules/incomingPayments';
import { FormSection, SelectRow, TextRow } from './Fields';

const METHOD_LABELS: Record<IncomingMethod, string> = {
  FAST: 'FAST (local bank transfer)',
  PAYNOW: 'PayNow',
  TT: 'TT (overseas, by SWIFT)',
};

/**
 * A payment into one of the company's accounts from outside the bank (docs/decisions/accounts.md
 * 'Simulated incoming payments'): booked as a PayIn; the app shows it after its next sync.
 */
export function IncomingPaymentControls({ controls }: { controls: MockBankControls }) {
  const id = useId();
  // Read at every render: a payment or a reset shows at once.
  const accounts = controls.accounts().filter(hasPayableNumber);
  const [accountNumber, setAccountNumber] = useState(accounts[0]?.accountNumber ?? '');
  const account = accounts.find((a) => a.accountNumber === accountNumber) ?? accounts[0];
  const [method, setMethod] = useState<IncomingMethod>('PAYNOW');
  const [amount, setAmount] = useState('1,000.00');
  const [payer, setPayer] = useState('');
  const [said, setSaid] = useState('');
  if (!account) return null;
  const methods: IncomingMethod[] = account.currency === 'SGD' ? ['PAYNOW', 'FAST', 'TT'] : ['TT'];
  const chosen = methods.includes(method) ? method : 'TT';

  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmountInput(amount, account.currency);
    if (!parsed.ok || parsed.micros <= 0) {
      setSaid(`Enter an amount in ${account.currency}.`);
      return;
    }
    try {
      const { accounts: moved } = controls.receivePayment({
        accountNumber: account.accountNumber,
        method: chosen,
        amount: parsed.micros,
        payerName: payer,
      });
      const balance = moved[0]?.currentBalance ?? 0;
      setSaid(
        `Received ${formatMoney(parsed.micros, account.currency)} by ${chosen === 'PAYNOW' ? 'PayNow' : chosen} into ${account.accountName}: the balance is now ${formatMoney(balance, account.currency)}. The app shows it after its next sync.`,
      );
    } catch (error) {
      setSaid(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <FormSection
      id={id}
      title="Incoming payment"
      submitLabel="Receive payment"
      said={said}
      onSubmit={send}
    >
      <SelectRow
        id={`${id}-account`}
        label="Into account"
        value={account.accountNumber}
        options={accounts.map((a) => ({
          value: a.accountNumber,
          label: `${a.accountName} · ${a.currency}`,
        }))}
        onChange={setAccountNumber}
      />
      <SelectRow
        id={`${id}-method`}
        label="Paid by"
        value={chosen}
        options={methods.map((m) => ({ value: m, label: METHOD_LABELS[m] }))}
        onChange={setMethod}
      />
      <TextRow
        id={`${id}-amount`}
        label={`Amount (${account.currency})`}
        inputMode="decimal"
        value={amount}
        onValue={setAmount}
      />
      <TextRow
        id={`${id}-payer`}
        label="Payer"
        placeholder="Demo Customer Pte Ltd"
        value={payer}
        onValue={setPayer}
      />
    </FormSection>
  );
}
