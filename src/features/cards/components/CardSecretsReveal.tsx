import { Copy } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { describeCodeFailure } from '../../../api/codeFailures';
import type { Card } from '../../../shared/domain/cards';
import { runtimeInfo } from '../../../shared/runtimeInfo';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { VerifyCodeDialog, type CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import { showToast } from '../../../shared/ui/toastStore';
import {
  fetchCardSecrets,
  groupedNumber,
  sendSecretsCode,
  verifySecretsCode,
  type CardSecrets,
} from '../cardSecrets';
import { CARD_TEXTS } from '../texts';
import './CardSecretsReveal.css';

export const CARD_SECRETS_TEXTS = {
  show: 'Show card details',
  hide: 'Hide',
  codeTitle: 'Verify to see the card details',
  number: 'Card number',
  expiry: 'Expiry',
  securityCode: 'Security code',
  hiddenIn: (seconds: number) => `Hidden again in ${seconds} s`,
  copy: (what: string) => `Copy ${what.toLowerCase()}`,
  copied: (what: string) => `${what} copied`,
  copyFailed: 'Could not copy',
  copyFailedText: 'Select it and copy it instead.',
} as const;

interface Shown {
  secrets: CardSecrets;
  until: number;
}

/**
 * The holder's card number, expiry and security code behind a code (docs/decisions/cards.md
 * 'Card details behind a code'): shown for the token's 60 s with a countdown and Hide, masked
 * again when the window loses focus or the page is hidden, and gone with the dialog. Held in this
 * component's state only. Nothing without a card provider configured (config.json).
 */
export function CardSecretsReveal({ card, methods }: { card: Card; methods: CodeMethod[] }) {
  const { cardProviderUrl } = useSnapshot(runtimeInfo);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const otpID = useRef<string | null>(null);

  // A layout effect: the listeners that hide the details are in place in the same commit that
  // shows them, never a frame later (a blur in between left them on screen; a test caught it).
  useLayoutEffect(() => {
    if (!shown) return;
    const hide = () => setShown(null);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    const tick = setInterval(() => setNow(Date.now()), 1000);
    window.addEventListener('blur', hide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(tick);
      window.removeEventListener('blur', hide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [shown]);

  const secondsLeft = shown ? Math.ceil((shown.until - now) / 1000) : 0;
  useEffect(() => {
    if (shown && secondsLeft <= 0) setShown(null);
  }, [shown, secondsLeft]);

  if (!cardProviderUrl || (card.status !== 'ACTIVE' && card.status !== 'LOCKED')) return null;

  const reveal = async (panReferenceID: string) => {
    setBusy(true);
    setFailed(false);
    try {
      const { secrets, seconds } = await fetchCardSecrets(cardProviderUrl, card.id, panReferenceID);
      const at = Date.now();
      setNow(at);
      setShown({ secrets, until: at + seconds * 1000 });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const copy = async (what: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      showToast({ kind: 'success', title: CARD_SECRETS_TEXTS.copied(what) });
    } catch {
      showToast({
        kind: 'warning',
        title: CARD_SECRETS_TEXTS.copyFailed,
        message: CARD_SECRETS_TEXTS.copyFailedText,
      });
    }
  };

  const row = (what: string, value: string, copied: string) => (
    <div>
      <dt>{what}</dt>
      <dd>
        <span className="card-secrets__value">{value}</span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={CARD_SECRETS_TEXTS.copy(what)}
          icon={<Copy aria-hidden />}
          onClick={() => void copy(what, copied)}
        />
      </dd>
    </div>
  );

  return (
    <section className="card-secrets" aria-label={CARD_SECRETS_TEXTS.show}>
      {failed && <Alert kind="error" title={CARD_TEXTS.detailFailed} />}
      {shown ? (
        <>
          <dl className="card-secrets__list">
            {row(CARD_SECRETS_TEXTS.number, groupedNumber(shown.secrets.pan), shown.secrets.pan)}
            {row(CARD_SECRETS_TEXTS.expiry, shown.secrets.expiry, shown.secrets.expiry)}
            {row(CARD_SECRETS_TEXTS.securityCode, shown.secrets.cvv2, shown.secrets.cvv2)}
          </dl>
          <div className="card-secrets__footer">
            <p role="timer" className="card-secrets__timer">
              {CARD_SECRETS_TEXTS.hiddenIn(Math.max(secondsLeft, 0))}
            </p>
            <Button variant="secondary" onClick={() => setShown(null)}>
              {CARD_SECRETS_TEXTS.hide}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button
            variant="secondary"
            loading={busy}
            disabled={busy}
            onClick={() => {
              setFailed(false);
              setAsking(true);
            }}
          >
            {CARD_SECRETS_TEXTS.show}
          </Button>
        </div>
      )}
      <VerifyCodeDialog<CodeMethod>
        open={asking}
        title={CARD_SECRETS_TEXTS.codeTitle}
        authorises={null}
        methods={methods}
        initialMethod={methods[0] ?? 'SMS'}
        onSend={async () => {
          const sent = await sendSecretsCode(card.id);
          otpID.current = sent.otpID;
          return sent.delivery;
        }}
        onVerify={(method, code) => verifySecretsCode(card.id, method, code, otpID.current)}
        onVerified={(_method, panReferenceID) => {
          setAsking(false);
          otpID.current = null;
          void reveal(panReferenceID);
        }}
        onClose={() => setAsking(false)}
        describeError={describeCodeFailure}
      />
    </section>
  );
}
