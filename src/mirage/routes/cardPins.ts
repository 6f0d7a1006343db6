import { changeCardPin, forgotPinCode, resetCardPin } from '../../shared/contracts/cards';
import { codeSubject, type Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { corpIdOf } from '../rules/applicants';
import { assertPinCard, changePin, resetPin } from '../rules/cardPins';
import { cardFor, loadCards } from '../rules/cards';
import { issueCode, verifyCode } from '../rules/oneTimeCodes';
import type { BankRequest } from '../router';
import { BankError, type MockUser } from '../types';

/** The purpose Forgot PIN's codes are bound to, with the card's id. */
const PIN_PURPOSE = 'card-pin';

/**
 * Change PIN and Forgot PIN (spec-3 §7 Cards; rules/cardPins.ts; docs/decisions/cards.md 'PINs'):
 * the holder's own physical card. A card the caller may not see is 404, as an unknown one.
 */
export function cardPinHandlers(bank: Bank): ContractRoute[] {
  /** The caller and their card, checked for a PIN; the body's cardId must be the path's. */
  const holderCard = (req: BankRequest, id: string, bodyCardId = id) => {
    const { user } = bank.authorize(req);
    const card = cardFor(loadCards(bank.scenario), actorOf(bank, user), id);
    if (bodyCardId !== id)
      throw new BankError(400, 'INVALID_PARAMETER', 'cardId is not the card of the path.');
    assertPinCard(card, user.userReferenceID);
    return { user, card };
  };
  return [
    route(changeCardPin, ({ req, params, body }) => {
      const { card } = holderCard(req, params.id, body.cardId);
      changePin(card.id, body.existingpin, body.pin);
      return {};
    }),

    route(forgotPinCode, ({ req, params }) => {
      const { user, card } = holderCard(req, params.id);
      const sent = issueCode(codeSubject(user), 'SMS', PIN_PURPOSE, card.id);
      return { otpID: sent.otpId, resendInSeconds: sent.resendInSeconds };
    }),

    route(resetCardPin, ({ req, params, body }) => {
      const { user, card } = holderCard(req, params.id, body.cardId);
      verifyCode(
        codeSubject(user),
        { otp: body.OTP, otpId: body.otpID, otpType: 'SMS' },
        PIN_PURPOSE,
        card.id,
      );
      resetPin(card.id, body.pin);
      return {};
    }),
  ];
}

function actorOf(bank: Bank, user: MockUser) {
  return {
    userReferenceID: user.userReferenceID,
    email: user.email,
    role: user.role,
    corpID: corpIdOf(user, bank.scenario),
  };
}
