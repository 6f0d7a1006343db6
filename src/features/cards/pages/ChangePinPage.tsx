import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Card as BankCard } from '../../../shared/domain/cards';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PinCardPage } from '../components/PinCardPage';
import { PinField } from '../components/PinField';
import {
  changePin,
  changePinFailure,
  pinProblems,
  PIN_PRODUCT_TEXTS,
  type PinProblems,
} from '../pins';

/**
 * /cards/change-pin/{cardId} (spec-3 §2 Route list, §5): the existing PIN, the new one and its
 * confirmation, for the holder's physical card. A wrong existing PIN is cleared (the user retypes
 * it) and the new PIN kept; once the bank blocks the PIN every field is cleared and Forgot PIN
 * offered; after the change the page forgets all three (docs/decisions/cards.md 'PIN pages').
 */
export function ChangePinPage() {
  return (
    <PinCardPage title={PIN_PRODUCT_TEXTS.changeTitle}>
      {(card) => <ChangePinForm card={card} />}
    </PinCardPage>
  );
}

type Outcome =
  { kind: 'changed' } | { kind: 'blocked'; message: string } | { kind: 'failed'; message: string };

function ChangePinForm({ card }: { card: BankCard }) {
  const [existing, setExisting] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<PinProblems>({});
  const [triesLeft, setTriesLeft] = useState<number | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const existingRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const clearAll = () => {
    setExisting('');
    setPin('');
    setConfirm('');
  };

  const submit = async () => {
    setOutcome(null);
    setTriesLeft(undefined);
    const found = pinProblems({ existing, pin, confirm });
    setProblems(found);
    if (found.existing) return existingRef.current?.focus();
    if (found.pin) return pinRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    setBusy(true);
    try {
      await changePin(card.id, existing, pin);
      clearAll();
      setOutcome({ kind: 'changed' });
    } catch (error) {
      const failure = changePinFailure(error);
      if (failure.field === 'existing') {
        setExisting('');
        setTriesLeft(failure.triesLeft);
        setProblems({ existing: failure.message });
        existingRef.current?.focus();
      } else if (failure.field === 'pin') {
        setPin('');
        setConfirm('');
        setProblems({ pin: failure.message });
        pinRef.current?.focus();
      } else if (failure.blocked) {
        clearAll();
        setOutcome({ kind: 'blocked', message: failure.message });
      } else setOutcome({ kind: 'failed', message: failure.message });
    } finally {
      setBusy(false);
    }
  };

  const edit = (field: keyof PinProblems, set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems(({ [field]: _gone, ...rest }) => rest);
    if (outcome?.kind === 'changed') setOutcome(null);
  };

  const blocked = outcome?.kind === 'blocked';
  return (
    <Card>
      <form
        className="card-limit__form"
        noValidate
        aria-label={PIN_PRODUCT_TEXTS.changeTitle}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {outcome?.kind === 'changed' && <Alert kind="success">{PIN_PRODUCT_TEXTS.changed}</Alert>}
        {outcome?.kind === 'blocked' && (
          <Alert
            kind="warning"
            actions={
              <Link
                href={paths.cards.forgotPin(card.id)}
                className={buttonClassName({ variant: 'primary', size: 'sm' })}
              >
                {PIN_PRODUCT_TEXTS.forgotLink}
              </Link>
            }
          >
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert kind="error" title={PIN_PRODUCT_TEXTS.failed}>
            {outcome.message}
          </Alert>
        )}
        <PinField
          ref={existingRef}
          label={PIN_PRODUCT_TEXTS.existing}
          value={existing}
          error={problems.existing}
          hint={
            problems.existing && triesLeft !== undefined
              ? PIN_PRODUCT_TEXTS.triesLeft(triesLeft)
              : undefined
          }
          onChange={edit('existing', setExisting)}
        />
        <PinField
          ref={pinRef}
          label={PIN_PRODUCT_TEXTS.newPin}
          value={pin}
          error={problems.pin}
          onChange={edit('pin', setPin)}
        />
        <PinField
          ref={confirmRef}
          label={PIN_PRODUCT_TEXTS.confirm}
          value={confirm}
          error={problems.confirm}
          onChange={edit('confirm', setConfirm)}
        />
        <div className="card-limit__actions">
          <Button type="submit" variant="primary" loading={busy} disabled={busy || blocked}>
            {PIN_PRODUCT_TEXTS.changeSubmit}
          </Button>
          <Link
            href={paths.cards.forgotPin(card.id)}
            className={buttonClassName({ variant: 'ghost' })}
          >
            {PIN_PRODUCT_TEXTS.forgotLink}
          </Link>
        </div>
      </form>
    </Card>
  );
}
