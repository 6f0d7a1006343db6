import { useRef, useState } from 'react';
import { isApiError } from '../../../api/ApiError';
import type { Card as BankCard } from '../../../shared/domain/cards';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { DemoCodeHint } from '../../../shared/ui/DemoCodeHint';
import { OtpInput } from '../../../shared/ui/OtpInput';
import { ResendCode } from '../../../shared/ui/ResendCode';
import { PinCardPage } from '../components/PinCardPage';
import { PinField } from '../components/PinField';
import {
  codeProblem,
  pinProblems,
  PIN_PRODUCT_TEXTS,
  resetPin,
  resetPinFailure,
  sendResetCode,
  type PinProblems,
} from '../pins';

/**
 * /cards/forget-pin/{cardId} (spec-3 §2 Route list, §4 Card flows): 'Send code' texts a code to
 * the holder (a button, not on opening: a visit or a reload sends nothing), then the code, the new
 * PIN and its confirmation go in one call; resend after the bank's wait. A wrong code is 'Invalid
 * verification code' (spec-3 §8) and keeps the new PIN; after the reset the page forgets it.
 */
export function ForgotPinPage() {
  return (
    <PinCardPage title={PIN_PRODUCT_TEXTS.forgotTitle}>
      {(card) => <ForgotPinForm card={card} />}
    </PinCardPage>
  );
}

interface SentCode {
  otpID: string;
  resendAt: number;
}

function ForgotPinForm({ card }: { card: BankCard }) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<PinProblems & { code?: string }>({});
  const [warning, setWarning] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const send = async () => {
    setFailure(null);
    setSending(true);
    try {
      const issued = await sendResetCode(card.id);
      setSent({ otpID: issued.otpID, resendAt: Date.now() + issued.resendInSeconds * 1000 });
      setCode('');
    } catch (error) {
      setFailure(isApiError(error) ? (error.description ?? error.message) : String(error));
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (!sent) return;
    setFailure(null);
    setWarning(undefined);
    const wrongCode = codeProblem(code);
    const found: PinProblems & { code?: string } = {
      ...(wrongCode ? { code: wrongCode } : {}),
      ...pinProblems({ pin, confirm }),
    };
    setProblems(found);
    if (found.code) return codeRef.current?.focus();
    if (found.pin) return pinRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    setBusy(true);
    try {
      await resetPin(card.id, sent.otpID, code, pin);
      setCode('');
      setPin('');
      setConfirm('');
      setSent(null);
      setDone(true);
    } catch (error) {
      const said = resetPinFailure(error);
      if (said.field === 'code') {
        setCode('');
        setProblems({ code: said.message });
        setWarning(said.warning);
        codeRef.current?.focus();
      } else setFailure(said.message);
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <Card>
        <Alert kind="success">{PIN_PRODUCT_TEXTS.reset}</Alert>
      </Card>
    );

  const failed = failure && (
    <Alert kind="error" title={PIN_PRODUCT_TEXTS.failed}>
      {failure}
    </Alert>
  );
  if (!sent)
    return (
      <Card>
        <div className="card-limit__form">
          {failed}
          <p>{PIN_PRODUCT_TEXTS.forgotLead}</p>
          <div className="card-limit__actions">
            <Button variant="primary" loading={sending} onClick={() => void send()}>
              {PIN_PRODUCT_TEXTS.sendCode}
            </Button>
          </div>
        </div>
      </Card>
    );

  const edit = (field: keyof typeof problems, set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  return (
    <Card>
      <form
        className="card-limit__form"
        noValidate
        aria-label={PIN_PRODUCT_TEXTS.forgotTitle}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failed}
        {warning && <Alert kind="warning">{warning}</Alert>}
        <p>{PIN_PRODUCT_TEXTS.codeSent}</p>
        <DemoCodeHint method="SMS" />
        <OtpInput
          ref={codeRef}
          label={PIN_PRODUCT_TEXTS.code}
          error={problems.code}
          value={code}
          onChange={(event) => edit('code', setCode)(event.target.value)}
        />
        <p>
          <ResendCode resendAt={sent.resendAt} onResend={send} sending={sending} />
        </p>
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
          <Button type="submit" variant="primary" loading={busy} disabled={busy}>
            {PIN_PRODUCT_TEXTS.resetSubmit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
