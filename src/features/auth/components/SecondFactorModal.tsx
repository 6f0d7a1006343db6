import { useRef, useState } from 'react';
import { generateMfaOtp, verifyMfaOtp } from '../secondFactor';
import { codeLockOf, describeCodeFailure, type CodeLockCode } from '../../../api/codeFailures';
import type { OtpType, TokenPair } from '../../../shared/domain/auth';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { VerifyCodeDialog } from '../../../shared/ui/VerifyCodeDialog';

/** spec-1 §8: a new code may be asked for 179 s after the last one, when the bank does not say. */
export const RESEND_COUNTDOWN_SECONDS = 179;

interface Props {
  preMfaToken: string;
  isAuthenticatorEnabled: boolean;
  /** Completes the sign-in with the tokens; a failure shows in the dialog like a refused code. */
  onVerified: (pair: TokenPair) => Promise<void>;
  onLocked: (code: CodeLockCode) => void;
  onCancel: () => void;
}

/**
 * The sign-in's second factor (spec-1 §2, §8) in the one-time-code dialog: the authenticator app
 * first when the user has one, SMS and e-mail codes (each sent once, a resend after its
 * countdown), and 'Remember this browser'. A lock ends the attempt through onLocked.
 */
export function SecondFactorModal({
  preMfaToken,
  isAuthenticatorEnabled,
  onVerified,
  onLocked,
  onCancel,
}: Props) {
  const otpIds = useRef<Partial<Record<OtpType, string>>>({});
  const [rememberDevice, setRememberDevice] = useState(false);
  const methods: OtpType[] = isAuthenticatorEnabled ? ['TOTP', 'SMS', 'EMAIL'] : ['SMS', 'EMAIL'];

  const send = async (channel: 'SMS' | 'EMAIL') => {
    const answer = await generateMfaOtp(preMfaToken, channel);
    otpIds.current[channel] = answer.otpId;
    return {
      destination: channel === 'SMS' ? answer.maskedPhone : answer.maskedEmail,
      resendInSeconds: answer.resendInSeconds || RESEND_COUNTDOWN_SECONDS,
    };
  };

  const verify = async (method: OtpType, otp: string) => {
    try {
      const pair = await verifyMfaOtp(preMfaToken, {
        otp,
        otpId: otpIds.current[method] ?? '',
        otpType: method,
        rememberDevice,
      });
      await onVerified(pair);
    } catch (error) {
      const lock = codeLockOf(error);
      if (lock) onLocked(lock);
      throw error;
    }
  };

  return (
    <VerifyCodeDialog
      open
      authorises={null}
      methods={methods}
      initialMethod={isAuthenticatorEnabled ? 'TOTP' : 'SMS'}
      demoSubject={{ token: preMfaToken }}
      onSend={send}
      onVerify={verify}
      onClose={onCancel}
      describeError={describeCodeFailure}
    >
      <Checkbox
        label="Remember this browser"
        hint="Skip this step on this browser for 48 hours."
        checked={rememberDevice}
        onChange={(event) => setRememberDevice(event.target.checked)}
      />
    </VerifyCodeDialog>
  );
}
