import { useFeatureTip } from '../../../entities/featureTip/useFeatureTip';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';

export const PAYNOW_TIP_TITLE = 'Get paid by PayNow QR';
export const PAYNOW_TIP_TEXT =
  'Open an SGD account to find its PayNow QR code. Customers scan it with any Singapore banking app and the money lands in that account.';
export const PROOF_TIP_TITLE = 'Proof of account letters';
export const PROOF_TIP_TEXT =
  'A supplier or a platform asking for your account details? Open an account and download its PDF Account Confirmation Letter.';

/**
 * The accounts page's feature tips (spec-1 §3 Feature tips seen-flags PaynowQr and
 * ProofOfAccount), one at a time: PayNow first, then the letter; each until it is closed ('Got
 * it', the bank's seen flag). A tip whose feature is off, or whose flag is not known, stays hidden.
 */
export function AccountTips({ paynow, letter }: { paynow: boolean; letter: boolean }) {
  const paynowTip = useFeatureTip('PaynowQr', paynow);
  const letterTip = useFeatureTip('ProofOfAccount', letter);
  const tip =
    paynow && paynowTip.seen === false
      ? { title: PAYNOW_TIP_TITLE, text: PAYNOW_TIP_TEXT, close: paynowTip.markSeen }
      : letter && letterTip.seen === false && (!paynow || paynowTip.seen === true)
        ? { title: PROOF_TIP_TITLE, text: PROOF_TIP_TEXT, close: letterTip.markSeen }
        : null;
  if (!tip) return null;
  return (
    <div className="accounts__tips">
      <Alert
        kind="info"
        title={tip.title}
        actions={
          <Button size="sm" variant="secondary" onClick={tip.close}>
            Got it
          </Button>
        }
      >
        {tip.text}
      </Alert>
    </div>
  );
}
