import { CircleCheck, Circle, CreditCard, SearchX } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import './TransactionsEmpty.css';

/** messages.tsv transactions_empty_filtered, as written. */
export const NO_TRANSACTIONS_FOUND = 'no transactions found';

export function NoTransactionsFound({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={NO_TRANSACTIONS_FOUND}
      text="Try other filters, or clear them to see every transaction."
      action={<Button onClick={onClear}>Clear filters</Button>}
      className="txn-empty"
    />
  );
}

/** messages.tsv checklist_*, as written. */
export const CHECKLIST = {
  profile: 'user profile created',
  deposit: 'deposit funds',
  card: 'add a new card',
  transaction: 'make your first transaction',
} as const;

/** The first-time empty state: what to do before the first transaction (spec-3 §2). */
export function FirstTimeChecklist({ funded }: { funded: boolean }) {
  const items = [
    { text: CHECKLIST.profile, done: true },
    { text: CHECKLIST.deposit, done: funded },
    { text: CHECKLIST.card, done: false },
    { text: CHECKLIST.transaction, done: false },
  ];
  return (
    <section className="txn-checklist" aria-labelledby="txn-checklist-title">
      <h2 id="txn-checklist-title" className="txn-checklist__title">
        No transactions yet
      </h2>
      <p className="txn-checklist__text">Your transactions will show here. To get started:</p>
      <ul className="txn-checklist__items">
        {items.map((item) => (
          <li
            key={item.text}
            className={
              item.done ? 'txn-checklist__item txn-checklist__item--done' : 'txn-checklist__item'
            }
          >
            {item.done ? <CircleCheck aria-hidden /> : <Circle aria-hidden />}
            <span className="txn-checklist__label">{item.text}</span>
            <span className="visually-hidden">{item.done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The general role's empty state: its list holds card payments only (wording not given in the spec). */
export function StartSpending() {
  return (
    <EmptyState
      icon={CreditCard}
      title="Start spending with your card"
      text="Your card payments, ATM withdrawals and rebates will show here."
      className="txn-empty"
    />
  );
}
