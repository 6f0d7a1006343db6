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

type Channel = Exclude<OtpType, 'TOTP'>;

/**
 * Sends the SMS or e-mail code the first time that method is chosen and allows a resend once
 * the 179-second countdown has run out. Switching back to a method reuses the code already sent
 * (the bank refuses a new one within 179 s). An authenticator needs no delivery.
 */
export function useCodeDelivery(preMfaToken: string, method: OtpType) {
  const [deliveries, setDeliveries] = useState<Partial<Record<Channel, Delivery>>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requested = useRef(new Set<OtpType>());

  const send = useCallback(
    async (channel: Channel) => {
      setSending(true);
      setError(null);
      try {
        const answer = await generateMfaOtp(preMfaToken, channel);
        const delivery = {
          otpId: answer.otpId,
          sentTo: channel === 'SMS' ? answer.maskedPhone : answer.maskedEmail,
          resendAt: Date.now() + (answer.resendInSeconds || RESEND_COUNTDOWN_SECONDS) * 1000,
        };
        setDeliveries((d) => ({ ...d, [channel]: delivery }));
      } catch (e) {
        setError(isApiError(e) ? e.message : 'The code could not be sent. Please try again.');
      } finally {
        setSending(false);
      }
    },
    [preMfaToken],
  );

  useEffect(() => {
    setError(null);
    if (method === 'TOTP' || requested.current.has(method)) return;
    requested.current.add(method);
    void send(method);
  }, [method, send]);

  return {
    delivery: method === 'TOTP' ? null : (deliveries[method] ?? null),
    sending,
    error,
    resend: () => (method === 'TOTP' ? Promise.resolve() : send(method)),
  };
}
