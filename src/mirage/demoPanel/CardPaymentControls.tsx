import { useId, useState, type FormEvent } from 'react';
import { EXCHANGE_CURRENCIES, type CurrencyCode } from '../../shared/currencies';
import { CARD_DECLINE_TEXT, type CardPaymentKind } from '../../shared/domain/cards';
import { formatMoney, parseAmountInput } from '../../shared/money';
import type { MockBankControls } from '../mockBankControls';
import { FormSection, SelectRow, TextRow, optionsOf } from './Fields';

/** Merchants a demo pays, with their category code (ISO 18245); the ATM one withdraws cash. */
export const MERCHANT_PRESETS = [
  { label: 'Grab · Taxi (4121)', name: 'Grab', categoryCode: '4121' },
  { label: 'NTUC FairPrice · Groceries (5411)', name: 'NTUC FairPrice', categoryCode: '5411' },
  { label: 'AWS · Cloud (7372)', name: 'AWS', categoryCode: '7372' },
  { label: 'LinkedIn · Ads (7311)', name: 'LinkedIn Ads', categoryCode: '7311' },
  { label: 'Singapore Airlines · Travel (3075)', name: 'Singapore Airlines', categoryCode: '3075' },
  { label: 'Starbucks · Coffee (5814)', name: 'Starbucks', categoryCode: '5814' },
  { label: 'ATM (6011)', name: 'ATM Raffles Place', categoryCode: '6011' },
] as const;
const ATM = MERCHANT_PRESETS.length - 1;

const STATUS_TEXT = {
  ACTIVE: 'active',
  LOCKED: 'locked',
  SUSPENDED: 'suspended',
  NOT_ACTIVATED: 'not activated',
} as const;

/**
 * The bank's card network (docs/decisions/cards.md 'Card payments the bank authorises'): a
 * merchant's authorisation on a card, approved or declined with its reason, as a card payment in
 * a shop, a refund, or an ATM withdrawal would be. The app shows it after its next sync.
 */
export function CardPaymentControls({ controls }: { controls: MockBankControls }) {
  const id = useId();
  // Read at every render: a payment, a reset or a change made in the app shows at once.
  const cards = controls.cards();
  const [cardId, setCardId] = useState(cards[0]?.id ?? '');
  const card = cards.find((c) => c.id === cardId) ?? cards[0];
  const [preset, setPreset] = useState(0);
  const [refund, setRefund] = useState(false);
  const [amount, setAmount] = useState('50.00');
  const [currency, setCurrency] = useState<CurrencyCode | ''>('');
  const [said, setSaid] = useState('');
  const [, setSent] = useState(0);
  const paidIn = currency || card?.currency || 'SGD';
  const atm = preset === ATM;

  if (!card) return null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmountInput(amount, paidIn);
    if (!parsed.ok || parsed.micros <= 0) {
      setSaid(`Enter an amount in ${paidIn}.`);
      return;
    }
    const merchant = MERCHANT_PRESETS[preset] ?? MERCHANT_PRESETS[0];
    const kind: CardPaymentKind = atm ? 'atm' : refund ? 'refund' : 'purchase';
    try {
      const result = controls.authoriseCard({
        cardId: card.id,
        merchant: { name: merchant.name, categoryCode: merchant.categoryCode },
        amount: parsed.micros,
        currency: paidIn,
        kind,
      });
      setSaid(
        result.approved
          ? `Approved: ${paidIn === result.billedCurrency ? '' : `${formatMoney(parsed.micros, paidIn)}, `}${formatMoney(result.billedAmount, result.billedCurrency)} ${kind === 'refund' ? 'credited to' : 'debited from'} the linked account`
          : `Declined: ${CARD_DECLINE_TEXT[result.reason]}`,
      );
    } catch (error) {
      setSaid(error instanceof Error ? error.message : String(error));
    }
    setSent((n) => n + 1);
  };

  return (
    <FormSection
      id={id}
      title="Card payment"
      submitLabel="Send authorisation"
      said={said}
      onSubmit={send}
    >
      <SelectRow
        id={`${id}-card`}
        label="Card"
        value={card.id}
        describedBy={`${id}-spend`}
        options={cards.map((c) => ({
          value: c.id,
          label: `${c.panTail} · ${c.nameOnCard} · ${STATUS_TEXT[c.status]}`,
        }))}
        onChange={setCardId}
      />
      <p id={`${id}-spend`} className="mbp-muted mbp-hint">
        {card.type === 'PHYSICAL' ? 'Physical' : 'Virtual'} card on {card.currency}: spent{' '}
        {formatMoney(card.spentAmount, card.currency)} of{' '}
        {formatMoney(card.spendingLimit, card.currency)} this month
      </p>
      <SelectRow
        id={`${id}-merchant`}
        label="Merchant"
        value={preset}
        options={MERCHANT_PRESETS.map((m, i) => ({ value: i, label: m.label }))}
        onChange={setPreset}
      />
      <label className="mbp-row mbp-check" htmlFor={`${id}-refund`}>
        <span>Refund</span>
        <input
          id={`${id}-refund`}
          type="checkbox"
          checked={refund && !atm}
          disabled={atm}
          onChange={(e) => setRefund(e.target.checked)}
        />
      </label>
      <TextRow
        id={`${id}-amount`}
        label="Amount"
        inputMode="decimal"
        value={amount}
        onValue={setAmount}
      />
      <SelectRow
        id={`${id}-currency`}
        label="Currency"
        value={paidIn}
        options={optionsOf<CurrencyCode>(EXCHANGE_CURRENCIES)}
        onChange={setCurrency}
      />
    </FormSection>
  );
}
