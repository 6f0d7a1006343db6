import { useCallback, useEffect, useRef, useState } from 'react';
import { generateMfaOtp } from '../../api/auth';
import { isApiError } from '../../api/ApiError';
import type { OtpType } from '../../shared/domain/auth';

export const RESEND_COUNTDOWN_SECONDS = 179;

export interface Delivery {
  otpId: string;
  sentTo: string;
  resendAt: number;
}

/**
 * Sends the SMS or e-mail code when that method is chosen and allows a resend once the
 * 179-second countdown has run out. An authenticator needs no delivery.
 */
export function useCodeDelivery(preMfaToken: string, method: OtpType) {
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requested = useRef<OtpType | null>(null);

  const send = useCallback(async () => {
    if (method === 'TOTP') return;
    setSending(true);
    setError(null);
    try {
      const answer = await generateMfaOtp(preMfaToken, method);
      setDelivery({
        otpId: answer.otpId,
        sentTo: method === 'SMS' ? answer.maskedPhone : answer.maskedEmail,
        resendAt: Date.now() + (answer.resendInSeconds || RESEND_COUNTDOWN_SECONDS) * 1000,
      });
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The code could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  }, [preMfaToken, method]);

  useEffect(() => {
    if (method === 'TOTP') {
      setDelivery(null);
      requested.current = method;
      return;
    }
    if (requested.current === method) return;
    requested.current = method;
    setDelivery(null);
    void send();
  }, [method, send]);

  return { delivery, sending, error, resend: send };
}
