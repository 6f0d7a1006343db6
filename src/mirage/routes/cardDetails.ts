import {
  CARD_DETAILS_PURPOSE,
  CARD_DETAILS_SECONDS,
  cardDetailsToken,
  generatePanOtp,
  verifyPanOtp,
} from '../../shared/contracts/cards';
import { codeSubject, type Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { corpIdOf } from '../rules/applicants';
import { assertDetailsCard, issueDetailsToken } from '../rules/cardDetails';
import { cardFor, loadCards } from '../rules/cards';
import { consumeVerifiedCode, issueCode, verifyCode } from '../rules/oneTimeCodes';
import { maskPhone } from '../rules/masks';
import { currentSecret } from '../rules/userOverrides';
import type { BankRequest } from '../router';
import { BankError } from '../types';

/**
 * Card details behind a code (spec-3 §4 Card flows, §7 Cards; rules/cardDetails.ts;
 * docs/decisions/cards.md 'Card details behind a code'): the holder's own card, a code bound to
 * it, a single-use token. The number itself only the card provider answers (routes/cardProvider.ts).
 */
export function cardDetailsHandlers(bank: Bank): ContractRoute[] {
  const holderCard = (req: BankRequest, id: string) => {
    const { user } = bank.authorize(req);
    const actor = {
      userReferenceID: user.userReferenceID,
      email: user.email,
      role: user.role,
      corpID: corpIdOf(user, bank.scenario),
    };
    const card = cardFor(loadCards(bank.scenario), actor, id);
    assertDetailsCard(card, user.userReferenceID);
    return { user, card };
  };
  return [
    route(generatePanOtp, ({ req, body }) => {
      const { user, card } = holderCard(req, body.cardId);
      const sent = issueCode(codeSubject(user), 'SMS', CARD_DETAILS_PURPOSE, card.id);
      return {
        otpID: sent.otpId,
        resendInSeconds: sent.resendInSeconds,
        maskedPhone: maskPhone(user.profile.phoneNumber),
      };
    }),

    route(verifyPanOtp, ({ req, body }) => {
      const { user, card } = holderCard(req, body.cardId);
      const subject = codeSubject(user);
      if (body.totp !== undefined) {
        if (currentSecret(user) === null)
          throw new BankError(
            400,
            'INVALID_PARAMETER',
            'No authenticator app is paired: use an SMS or e-mail code.',
          );
        const reference = verifyCode(
          subject,
          { otp: body.totp, otpId: '', otpType: 'TOTP' },
          CARD_DETAILS_PURPOSE,
          card.id,
        );
        return { panReferenceID: reference };
      }
      if (!body.otpID || !body.OTP)
        throw new BankError(400, 'INVALID_PARAM_ERROR', 'Send otpID and OTP, or totp.');
      const reference = verifyCode(
        subject,
        { otp: body.OTP, otpId: body.otpID, otpType: 'SMS' },
        CARD_DETAILS_PURPOSE,
        card.id,
      );
      return { panReferenceID: reference };
    }),

    route(cardDetailsToken, ({ req, params, body }) => {
      const { user, card } = holderCard(req, params.id);
      consumeVerifiedCode(user.email, body.panReferenceID, CARD_DETAILS_PURPOSE, card.id);
      return { tokenId: issueDetailsToken(card), expiresInSeconds: CARD_DETAILS_SECONDS };
    }),
  ];
}
