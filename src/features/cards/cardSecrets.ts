import { validateCardToken, type CardSecrets } from '../../api/cardProvider';
import { cardDetailsToken, sendCardDetailsCode, verifyCardDetailsCode } from '../../api/cards';
import { guardCodeLock } from '../../api/codeFailures';
import type { CodeDelivery, CodeMethod } from '../../shared/ui/VerifyCodeDialog';

/**
 * Card details behind a code (docs/decisions/cards.md 'Card details behind a code'): a code texted
 * to the holder (or their authenticator's), bound to the card; its verified reference buys a
 * single-use token; the card provider, on its own host, exchanges the token for the details.
 * The details live in the showing component's memory only: never stored, cached or logged.
 */
export type { CardSecrets };

/** Texts the code for the card; the dialog shows where it went. */
export async function sendSecretsCode(
  cardId: string,
): Promise<{ otpID: string; delivery: CodeDelivery }> {
  const sent = await guardCodeLock(() => sendCardDetailsCode(cardId));
  return {
    otpID: sent.otpID,
    delivery: { destination: sent.maskedPhone, resendInSeconds: sent.resendInSeconds },
  };
}

/** The code typed: the verified reference that buys the token. */
export function verifySecretsCode(
  cardId: string,
  method: CodeMethod,
  code: string,
  otpID: string | null,
): Promise<string> {
  return guardCodeLock(() =>
    verifyCardDetailsCode(
      cardId,
      method === 'TOTP' ? { totp: code } : { otpID: otpID ?? '', OTP: code },
    ),
  );
}

/** The token, then the provider's answer: the details and how long they may be shown. */
export async function fetchCardSecrets(
  providerUrl: string,
  cardId: string,
  panReferenceID: string,
): Promise<{ secrets: CardSecrets; seconds: number }> {
  const token = await cardDetailsToken(cardId, panReferenceID);
  const secrets = await validateCardToken(providerUrl, token.tokenId);
  return { secrets, seconds: token.expiresInSeconds };
}

/** '4111111111111111' as '4111 1111 1111 1111', as a card prints it. */
export function groupedNumber(pan: string): string {
  return pan.replace(/(\d{4})(?=\d)/g, '$1 ');
}
