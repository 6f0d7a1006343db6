import { cardDetailsToken, generatePanOtp, verifyPanOtp } from '../../../shared/contracts/cards';
import { buildPath } from '../../../shared/contracts/contract';
import { post } from '../../testingCalls';
import type { Examples } from './example';

/** The admin's own virtual card (CARD-0002): a code, its verified reference, a token to validate. */
export const CARD_PROVIDER_EXAMPLES: Examples = {
  'cardProvider.validate': async (f) => {
    const sent = await post<{ otpID: string }>(generatePanOtp.path, {
      bearer: f.token,
      body: { cardId: 'CARD-0002' },
    });
    const verified = await post<{ panReferenceID: string }>(verifyPanOtp.path, {
      bearer: f.token,
      body: { cardId: 'CARD-0002', otpID: sent.body.otpID, OTP: '123456' },
    });
    const token = await post<{ tokenId: string }>(
      buildPath(cardDetailsToken.path, { id: 'CARD-0002' }),
      { bearer: f.token, body: { panReferenceID: verified.body.panReferenceID } },
    );
    return { body: { tokenId: token.body.tokenId } };
  },
};
